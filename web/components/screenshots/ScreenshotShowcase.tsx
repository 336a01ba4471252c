import {
  ChevronLeft,
  ChevronRight,
  GalleryHorizontal,
  LayoutGrid,
  Maximize2,
  Pause,
  Play,
} from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { LATER_PARTS, laterPartAttrs } from '../../../src/shared/hydration.ts'
import { usePageVisible, usePrefersReducedMotion } from '../../lib/browser-env.ts'
import { ResponsiveImage } from '../media/ResponsiveImage.tsx'
import { RoundIconButton } from '../ui/RoundIconButton.tsx'
import { SegmentedToggle, type SegmentOption } from '../ui/SegmentedToggle.tsx'
import { SLIDESHOW_INTERVAL_MS, wrapIndex } from './carousel.ts'

export type ShowcaseMode = 'slideshow' | 'gallery'

const MODES: readonly SegmentOption<ShowcaseMode>[] = [
  { value: 'slideshow', label: 'Slideshow', Icon: GalleryHorizontal },
  { value: 'gallery', label: 'Gallery', Icon: LayoutGrid },
]

/** The lightbox (Radix Dialog) loads when it first opens: most visitors never open it. */
const ScreenshotLightbox = lazy(() =>
  import('./ScreenshotLightbox.tsx').then((module) => ({ default: module.ScreenshotLightbox })),
)

/** Rendered widths for `sizes`: the stage spans the content column; gallery tiles are ≥ 220 px wide. */
const STAGE_SIZES = '(min-width: 1200px) 1100px, 100vw'
const GALLERY_SIZES = '(min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw'

// Hydrates after the page, from its own chunk (web/pages/project/ProjectDetail.tsx); says so to the boot code.
const Section = styled.section.attrs(laterPartAttrs(LATER_PARTS.projectScreenshots))`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background: ${({ theme }) => theme.colors.well};
`

const Slide = styled.button<{ $current: boolean }>`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  opacity: ${({ $current }) => ($current ? 1 : 0)};
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
  /* The slide shown is visible, so focusable, at once (focus returns to it from the lightbox before
     its fade-in has begun); the one leaving stays visible until it has faded out. */
  transition:
    opacity 0.5s ease,
    visibility 0s linear ${({ $current }) => ($current ? '0s' : '0.5s')};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:focus-visible {
    outline-offset: -4px;
  }
`

const StageNav = styled(RoundIconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space(3)};
  transform: translateY(-50%);
`

const Badge = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.glass};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`

const Thumbs = styled.ul<{ $mode: ShowcaseMode }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: ${({ $mode }) =>
    $mode === 'gallery'
      ? 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))'
      : 'repeat(auto-fill, minmax(72px, 110px))'};
`

const Thumb = styled.button<{ $mode: ShowcaseMode }>`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background: ${({ theme }) => theme.colors.well};
  cursor: ${({ $mode }) => ($mode === 'gallery' ? 'zoom-in' : 'pointer')};
  /* In the slideshow the strip marks the one on show; the gallery has no current one to single out. */
  opacity: ${({ $mode }) => ($mode === 'gallery' ? 1 : 0.7)};
  transition: opacity 0.2s ease, border-color 0.2s ease, transform 0.2s ease;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:hover,
  &[aria-current='true'] {
    opacity: 1;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    transform: translateY(-1px);
  }
`

interface Props {
  /** The project's name, in the heading's label and each image's description. */
  title: string
  /** Addresses of the screenshots, in display order. */
  screenshots: readonly string[]
  /** Slideshow (one at a time) or gallery (a grid of thumbnails) at first. */
  initialMode?: ShowcaseMode
}

/**
 * A project's screenshots as a slideshow (autoplay every 4 s with wrap-around) or a gallery grid, both
 * opening a full-screen lightbox. Autoplay stops for good once the visitor picks a screenshot or opens
 * the lightbox, is off by default under reduced motion, and waits while the tab is hidden.
 */
export function ScreenshotShowcase({ title, screenshots, initialMode = 'slideshow' }: Props) {
  const headingId = useId()
  const count = screenshots.length
  const [mode, setMode] = useState<ShowcaseMode>(initialMode)
  const [index, setIndex] = useState(0)
  const [lightboxOpen, setLightboxOpen] = useState(false)
  const [lightboxUsed, setLightboxUsed] = useState(false)
  // null until the visitor decides; then their choice wins over the reduced-motion default.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const slideButtons = useRef<(HTMLButtonElement | null)[]>([])
  const thumbButtons = useRef<(HTMLButtonElement | null)[]>([])
  const reducedMotion = usePrefersReducedMotion()
  const pageVisible = usePageVisible()
  const playing = (playChoice ?? !reducedMotion) && count > 1
  const advancing = playing && mode === 'slideshow' && pageVisible && !lightboxOpen

  useEffect(() => {
    if (!advancing) return
    // A timeout per slide (not an interval) so a manual step restarts the full 4 s.
    const timer = window.setTimeout(() => setIndex(wrapIndex(index, 1, count)), SLIDESHOW_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [advancing, index, count])

  if (count === 0) return null

  const current = Math.min(index, count - 1)
  const select = (i: number) => {
    setPlayChoice(false)
    setIndex(i)
  }
  const openLightbox = (i: number) => {
    select(i)
    setLightboxUsed(true)
    setLightboxOpen(true)
  }
  // The lightbox may have moved on: focus the screenshot now on show, not the (now hidden) one that opened it.
  const returnFocus = (event: Event) => {
    const target = (mode === 'slideshow' ? slideButtons : thumbButtons).current[current]
    if (!target) return
    event.preventDefault()
    target.focus()
  }
  const altFor = (i: number) => `${title} screenshot ${i + 1}`

  return (
    <Section aria-labelledby={headingId} data-showcase={mode}>
      <Toolbar>
        <Heading id={headingId}>Screenshots</Heading>
        <Controls>
          {mode === 'slideshow' && count > 1 ? (
            <RoundIconButton
              label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => setPlayChoice(!playing)}
            >
              {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
            </RoundIconButton>
          ) : null}
          <SegmentedToggle label="Screenshot display" options={MODES} value={mode} onChange={setMode} />
        </Controls>
      </Toolbar>

      {mode === 'slideshow' ? (
        <Stage role="region" aria-roledescription="carousel" aria-label={`${title} screenshots`}>
          {screenshots.map((url, i) => (
            <Slide
              key={i}
              ref={(el) => {
                slideButtons.current[i] = el
              }}
              type="button"
              aria-haspopup="dialog"
              $current={i === current}
              aria-hidden={i !== current}
              tabIndex={i === current ? 0 : -1}
              onClick={() => openLightbox(i)}
              data-slide={i + 1}
            >
              <ResponsiveImage
                src={url}
                alt={altFor(i)}
                sizes={STAGE_SIZES}
                width={1600}
                height={900}
                priority={i === 0}
              />
            </Slide>
          ))}
          {count > 1 ? (
            <>
              <StageNav
                $side="left"
                label="Previous screenshot"
                onClick={() => setIndex(wrapIndex(current, -1, count))}
              >
                <ChevronLeft size={18} aria-hidden="true" />
              </StageNav>
              <StageNav
                $side="right"
                label="Next screenshot"
                onClick={() => setIndex(wrapIndex(current, 1, count))}
              >
                <ChevronRight size={18} aria-hidden="true" />
              </StageNav>
            </>
          ) : null}
          <Badge data-counter>
            <Maximize2 size={12} aria-hidden="true" />
            {current + 1} / {count}
          </Badge>
        </Stage>
      ) : null}

      {mode === 'gallery' || count > 1 ? (
        <Thumbs $mode={mode} aria-label={mode === 'gallery' ? `${title} screenshots` : 'Choose a screenshot'}>
          {screenshots.map((url, i) => (
            <li key={i}>
              <Thumb
                ref={(el) => {
                  thumbButtons.current[i] = el
                }}
                type="button"
                $mode={mode}
                aria-haspopup={mode === 'gallery' ? 'dialog' : undefined}
                aria-current={mode === 'slideshow' && i === current}
                aria-label={mode === 'gallery' ? `Open ${altFor(i)}` : `Show ${altFor(i)}`}
                onClick={() => (mode === 'gallery' ? openLightbox(i) : select(i))}
              >
                <ResponsiveImage
                  src={url}
                  alt=""
                  sizes={mode === 'gallery' ? GALLERY_SIZES : '110px'}
                  width={320}
                  height={200}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      ) : null}

      {lightboxUsed ? (
        <Suspense fallback={null}>
          <ScreenshotLightbox
            title={title}
            screenshots={screenshots}
            index={current}
            open={lightboxOpen}
            onIndexChange={setIndex}
            onOpenChange={setLightboxOpen}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </Section>
  )
}
