import {
  cloneElement,
  createContext,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import styled, { keyframes } from 'styled-components'

/** Spec section 9: tooltips open after 700 ms, and within 300 ms of closing one the next opens at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Pixels between trigger and tooltip, and the least a tooltip keeps from the viewport's edges. */
const SIDE_OFFSET = 6
const COLLISION_PADDING = 8

/**
 * Whether the next tooltip waits the full delay. Shared by the page's tooltips, so the skip delay
 * carries from one to the next (as Radix's provider did, docs/decisions/150-js-diet.md).
 */
interface DelayState {
  delayed: boolean
  timer: ReturnType<typeof setTimeout> | undefined
}

const DelayContext = createContext<DelayState | null>(null)

/** One provider for the whole page, so the skip delay carries from one tooltip to the next. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const state = useRef<DelayState>({ delayed: true, timer: undefined })
  return <DelayContext.Provider value={state.current}>{children}</DelayContext.Provider>
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: translateY(0); }
`

const Content = styled.div`
  position: fixed;
  z-index: 120;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.popover};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  pointer-events: none;
  box-shadow: ${({ theme }) => theme.shadows.popover};
  &[data-state='delayed-open'], &[data-state='instant-open'] { animation: ${fadeIn} 120ms ease-out; }
`

const Arrow = styled.svg`
  position: absolute;
  left: calc(50% - 5px);
  fill: ${({ theme }) => theme.colors.popover};
  &[data-side='top'] { top: 100%; }
  &[data-side='bottom'] { bottom: 100%; transform: rotate(180deg); }
`

type OpenState = 'closed' | 'delayed-open' | 'instant-open'

interface Placement {
  top: number
  left: number
  side: 'top' | 'bottom'
}

/** Above the trigger when it fits, else below; centred, but kept inside the viewport. */
function place(anchor: DOMRect, size: { width: number; height: number }): Placement {
  const fitsAbove = anchor.top - SIDE_OFFSET - size.height >= COLLISION_PADDING
  const side = fitsAbove ? 'top' : 'bottom'
  const top = fitsAbove ? anchor.top - SIDE_OFFSET - size.height : anchor.bottom + SIDE_OFFSET
  const centred = anchor.left + anchor.width / 2 - size.width / 2
  const maxLeft = window.innerWidth - COLLISION_PADDING - size.width
  return { top, left: Math.max(COLLISION_PADDING, Math.min(centred, maxLeft)), side }
}

/**
 * A short label shown on hover and keyboard focus; the trigger must keep its own accessible name.
 * Hand-written rather than Radix: a label beside a link needs no positioning engine, and every page
 * loads it (docs/decisions/150-js-diet.md).
 */
export function Tip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const delay = useContext(DelayContext)
  if (!delay) throw new Error('Tip needs a <TooltipProvider>')
  const id = useId()
  const [state, setState] = useState<OpenState>('closed')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [placement, setPlacement] = useState<Placement | null>(null)
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const content = useRef<HTMLDivElement>(null)

  const open = (target: HTMLElement, instant: boolean) => {
    clearTimeout(openTimer.current)
    clearTimeout(delay.timer)
    setAnchor(target)
    const show = (how: OpenState) => {
      delay.delayed = false
      setState(how)
    }
    if (instant || !delay.delayed) show('instant-open')
    else openTimer.current = setTimeout(() => show('delayed-open'), TOOLTIP_DELAY_MS)
  }
  const close = () => {
    clearTimeout(openTimer.current)
    openTimer.current = undefined
    setState((current) => {
      if (current !== 'closed') {
        clearTimeout(delay.timer)
        delay.timer = setTimeout(() => {
          delay.delayed = true
        }, TOOLTIP_SKIP_DELAY_MS)
      }
      return 'closed'
    })
  }

  useEffect(() => () => clearTimeout(openTimer.current), [])
  useEffect(() => {
    if (state === 'closed') return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })
  useLayoutEffect(() => {
    if (state === 'closed' || !anchor || !content.current) {
      setPlacement(null)
      return
    }
    const { offsetWidth: width, offsetHeight: height } = content.current
    setPlacement(place(anchor.getBoundingClientRect(), { width, height }))
  }, [state, anchor])

  const trigger = cloneElement(children, {
    'data-state': state,
    'aria-describedby': state === 'closed' ? undefined : id,
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch' || state !== 'closed' || openTimer.current) return
      open(event.currentTarget, false)
    },
    onPointerLeave: close,
    onPointerDown: close,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // Focus from a click is not keyboard focus: no tooltip for it.
      if (event.currentTarget.matches(':focus-visible')) open(event.currentTarget, true)
    },
    onBlur: close,
    onClick: close,
  })

  return (
    <>
      {trigger}
      {state !== 'closed'
        ? createPortal(
            <Content
              ref={content}
              id={id}
              role="tooltip"
              data-state={state}
              data-side={placement?.side}
              style={
                placement
                  ? { top: placement.top, left: placement.left }
                  : { top: 0, left: 0, visibility: 'hidden' }
              }
            >
              {label}
              <Arrow
                data-side={placement?.side}
                width={10}
                height={5}
                viewBox="0 0 30 10"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <polygon points="0,0 30,0 15,10" />
              </Arrow>
            </Content>,
            document.body,
          )
        : null}
    </>
  )
}

interface TriggerProps {
  'data-state'?: OpenState
  'aria-describedby'?: string | undefined
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: () => void
  onPointerDown?: () => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: () => void
  onClick?: () => void
}
