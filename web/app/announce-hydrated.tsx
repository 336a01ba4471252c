import { type ReactNode, useEffect } from 'react'
import { HYDRATED_EVENT } from '../../src/shared/hydration.ts'

/**
 * Tells the page's boot code (web/boot/page-boot.ts) that React has taken over what it wraps: the whole
 * page (no `part`, around the router in web/entry-client.tsx), or a part that hydrates later from its own
 * chunk (inside that part's Suspense boundary, its elements marked with `PART_ATTRIBUTE`). The boot code
 * then replays the presses it held there. A wrapper, not a sibling: a sibling would shift every `useId`
 * below it away from the server's. Renders nothing of its own.
 */
export function AnnounceHydrated({ part, children }: { part?: string; children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(
      part ? new CustomEvent(HYDRATED_EVENT, { detail: part }) : new Event(HYDRATED_EVENT),
    )
  }, [part])
  return children
}
