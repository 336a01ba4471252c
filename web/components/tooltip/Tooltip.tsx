import {
  cloneElement,
  createContext,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import type { OpenState, TooltipBubble } from './TooltipBubble.tsx'

/** Tooltips open after 700 ms; within 300 ms of closing one the next opens at once (docs/spec.md §9). */
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

/** Whether the next tooltip waits the full delay, shared by the page's tooltips (as Radix's provider). */
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

// The bubble's code loads when a pointer or keyboard focus first reaches a trigger, well within the
// open delay. Not React.lazy: a Suspense boundary would hold the revealed bubble back for its throttle.
let Bubble: typeof TooltipBubble | undefined
let loading: Promise<void> | undefined
const loadBubble = () =>
  (loading ??= import('./TooltipBubble.tsx').then((module) => {
    Bubble = module.TooltipBubble
  }))

/**
 * A short label on hover and keyboard focus; the trigger keeps its own accessible name. Not Radix's: it
 * needs no positioning engine, and every page loads it (docs/decisions/150-js-diet.md).
 */
export function Tip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const delay = useContext(DelayContext)
  if (!delay) throw new Error('Tip needs a <TooltipProvider>')
  const id = useId()
  const [state, setState] = useState<OpenState>('closed')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [, setBubbleLoaded] = useState(Bubble !== undefined)

  const open = (target: HTMLElement, instant: boolean) => {
    if (!Bubble) void loadBubble().then(() => setBubbleLoaded(true))
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
      {state !== 'closed' && anchor && Bubble ? (
        <Bubble id={id} state={state} anchor={anchor} label={label} />
      ) : null}
    </>
  )
}

type TriggerProps = HTMLAttributes<HTMLElement> & { 'data-state'?: OpenState }
