import { useSyncExternalStore } from 'react'

/*
 * Browser facts read through useSyncExternalStore: the server and the hydration render see the
 * server value, then React re-renders with the browser's own. No hydration mismatch, no effect dance.
 */

/** A subscription to one event of a browser object, found when React subscribes (never on the server). */
const on = (target: () => EventTarget, event: string) => (onChange: () => void) => {
  const source = target()
  source.addEventListener(event, onChange)
  return () => source.removeEventListener(event, onChange)
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = on(() => window.matchMedia(REDUCED_MOTION), 'change')

/** Whether the visitor asked for less motion; false on the server and while hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

const noSubscription = () => () => {}

/** True once the component runs in the browser after hydration (false in server HTML). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

const subscribeResize = on(() => window, 'resize')

/** The window's width, or null on the server and while hydrating. */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => null,
  )
}

const subscribeVisibility = on(() => document, 'visibilitychange')

/** Whether the tab is in front, so timers nobody can see can stop. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  )
}
