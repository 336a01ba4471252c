import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/** The About block fades in once this share of it is visible (docs/spec.md §9). */
const REVEAL_THRESHOLD = 0.1

export type RevealState = 'static' | 'hidden' | 'shown'

/**
 * 'static' in server HTML (content visible without JavaScript), 'hidden' once the browser knows the
 * block is off-screen, 'shown' when 10% of it scrolls into view. Under reduced motion it stays static.
 */
export function useReveal<T extends Element>(reducedMotion: boolean): [RefObject<T | null>, RevealState] {
  const ref = useRef<T>(null)
  const [state, setState] = useState<RevealState>('static')
  // Layout effect: hidden before the first paint, so an off-screen block never flashes.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || reducedMotion || typeof IntersectionObserver === 'undefined') {
      setState('static')
      return
    }
    const rect = el.getBoundingClientRect()
    const visibleHeight = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0)
    if (rect.height > 0 && visibleHeight / rect.height >= REVEAL_THRESHOLD) {
      setState('static')
      return
    }
    setState('hidden')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [reducedMotion])
  return [ref, state]
}
