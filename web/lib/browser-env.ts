import { useSyncExternalStore } from 'react'

/*
 * Browser facts read through useSyncExternalStore: the server and the hydration render see the
 * server value, then React re-renders with the browser's own. No hydration mismatch, no effect dance.
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the visitor asked for less motion; false on the server and while hydrating, so animations only start in the browser. */
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

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** The window's width, or null on the server and while hydrating. */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => null,
  )
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/** Whether the tab is in front, so timers nobody can see can stop. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  )
}
