import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { type KeyboardEvent, type PointerEvent, useRef } from 'react'
import styled from 'styled-components'
import { RoundIconButton } from '../ui/RoundIconButton.tsx'
import { swipeStep, wrapIndex } from './carousel.ts'

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.backdrop};
  backdrop-filter: blur(6px);
`

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 101;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  outline: none;
`

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  padding: 0 ${({ theme }) => theme.space(16)};
  /* Horizontal drags are ours (swipe); vertical ones and pinch stay with the browser. */
  touch-action: pan-y pinch-zoom;
  user-select: none;

  img {
    max-width: 100%;
    /* The top bar and the counter take about 8 rem; a percentage would not bind inside the grid row. */
    max-height: calc(100vh - 8.5rem);
    max-height: calc(100dvh - 8.5rem);
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: 0 30px 80px -20px rgba(0, 0, 0, 0.9);
    -webkit-user-drag: none;
  }

  @media (max-width: 640px) {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`

const SideButton = styled(RoundIconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space(4)};
  transform: translateY(-50%);

  @media (max-width: 640px) {
    top: auto;
    bottom: ${({ theme }) => theme.space(2)};
    transform: none;
  }
`

const Counter = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

interface Props {
  /** The project's name, in the dialog's title and each image's description. */
  title: string
  /** Addresses of the screenshots, in display order. */
  screenshots: readonly string[]
  /** Which screenshot is shown (0 is the first). */
  index: number
  /** Whether the lightbox is shown. */
  open: boolean
  /** Called with the new index when the visitor moves (arrows, buttons, swipes). */
  onIndexChange: (index: number) => void
  /** Called with false when the visitor closes it (Esc, the close button). */
  onOpenChange: (open: boolean) => void
  /** Where focus goes on close; by default back to the element that opened the lightbox. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Full-screen view of one screenshot: Radix Dialog keeps focus inside and closes on Esc (focus goes
 * back to whatever opened it); arrow keys, the buttons and horizontal swipes move with wrap-around.
 */
export function ScreenshotLightbox({
  title,
  screenshots,
  index,
  open,
  onIndexChange,
  onOpenChange,
  onCloseAutoFocus,
}: Props) {
  const count = screenshots.length
  const go = (step: number) => onIndexChange(wrapIndex(index, step, count))
  const start = useRef<{ x: number; y: number; id: number } | null>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      go(event.key === 'ArrowLeft' ? -1 : 1)
    }
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current
    start.current = null
    if (!from || from.id !== event.pointerId) return
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y)
    if (step !== 0) go(step)
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          data-lightbox
        >
          <TopBar>
            <Title>{title} screenshots</Title>
            <Dialog.Close asChild>
              <RoundIconButton label="Close" size="lg">
                <X size={20} aria-hidden="true" />
              </RoundIconButton>
            </Dialog.Close>
          </TopBar>
          <Stage
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null
            }}
            data-swipe-area
          >
            {count > 0 ? (
              <img src={screenshots[index]} alt={`${title} screenshot ${index + 1}`} draggable={false} />
            ) : null}
            {count > 1 ? (
              <>
                <SideButton size="lg" $side="left" label="Previous screenshot" onClick={() => go(-1)}>
                  <ChevronLeft size={22} aria-hidden="true" />
                </SideButton>
                <SideButton size="lg" $side="right" label="Next screenshot" onClick={() => go(1)}>
                  <ChevronRight size={22} aria-hidden="true" />
                </SideButton>
              </>
            ) : null}
          </Stage>
          <Counter aria-live="polite" data-counter>
            {index + 1} / {count}
          </Counter>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
