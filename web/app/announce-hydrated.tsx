import { type ReactNode, useEffect } from 'react'
import { HYDRATED_EVENT } from '../../src/shared/hydration.ts'

/**
 * Tells the boot code (web/boot/page-boot.ts) React has taken over the page, or a `part` hydrating later,
 * so it replays the presses it held there. A wrapper: a sibling would shift every `useId` below it.
 */
export function AnnounceHydrated({ part, children }: { part?: string; children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(
      part ? new CustomEvent(HYDRATED_EVENT, { detail: part }) : new Event(HYDRATED_EVENT),
    )
  }, [part])
  return children
}
