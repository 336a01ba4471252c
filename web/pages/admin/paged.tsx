import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { Muted, Row } from './ui.tsx'

/** Rows a long admin list shows at first and adds with each "Show more". */
export const LIST_PAGE_SIZE = 50

/**
 * The first rows of a long list, more on request. Rendering thousands of rows at once froze the tab for
 * seconds (10,000 readers: 4 s to open Subscribers, 1 s per keystroke in its search). `scope` names
 * what the list shows (a search): when it changes, the list starts again from its first page.
 */
export function usePaged<T>(items: readonly T[], scope = '') {
  const [paging, setPaging] = useState({ scope, count: LIST_PAGE_SIZE })
  // A new scope starts again here, during render (React's pattern for state that follows a prop), so
  // returning to an earlier search does not bring back the rows shown for it before.
  if (paging.scope !== scope) setPaging({ scope, count: LIST_PAGE_SIZE })
  const count = paging.scope === scope ? paging.count : LIST_PAGE_SIZE
  return {
    scope,
    shown: items.slice(0, count),
    hidden: Math.max(0, items.length - count),
    showMore: () => setPaging({ scope, count: count + LIST_PAGE_SIZE }),
  }
}

export type Paging = Pick<ReturnType<typeof usePaged>, 'scope' | 'hidden' | 'showMore'>

const MoreRow = styled(Row)`
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`

/**
 * "Show 50 more" under a paged list, with how many are not shown yet. The press that shows the last
 * rows removes the button, so focus moves to a line saying all are shown instead of being lost. That
 * line belongs to the scope (search) it was pressed in.
 */
export function ShowMore({ paging: { scope, hidden, showMore } }: { paging: Paging }) {
  const [allShownIn, setAllShownIn] = useState<string | null>(null)
  const allShown = useRef<HTMLParagraphElement>(null)
  const showsAllShown = hidden === 0 && allShownIn === scope
  useEffect(() => {
    if (showsAllShown) allShown.current?.focus()
  }, [showsAllShown])
  if (hidden === 0) {
    return showsAllShown ? (
      <MoreRow>
        <Muted ref={allShown} tabIndex={-1}>
          All shown
        </Muted>
      </MoreRow>
    ) : null
  }
  return (
    <MoreRow>
      <Button
        type="button"
        onClick={() => {
          setAllShownIn(hidden <= LIST_PAGE_SIZE ? scope : null)
          showMore()
        }}
      >
        Show {Math.min(hidden, LIST_PAGE_SIZE)} more
      </Button>
      <Muted aria-live="polite">{hidden} not shown yet</Muted>
    </MoreRow>
  )
}
