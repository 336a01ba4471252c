import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { reconcileSearch } from './filters.ts'
import { type ProjectsQueryState, readQueryState, writeQueryState } from './query-state.ts'

/**
 * The list's filters and view, kept in the URL query so a filtered view can be shared and survives a
 * reload (and the server renders it filtered). Updates replace the history entry: typing a search is
 * not a trail of pages to go back through.
 *
 * The search text also lives in local state: the URL updates through router navigations that land
 * renders after the keystrokes, and a controlled input must never lag behind typing. Search values
 * this hook wrote are remembered until the URL catches up with them, so a late-arriving 't' while the
 * box already says 'ti' is recognised as our own and ignored; any other change of the URL's search
 * (a link to /projects, Back/Forward) replaces the text.
 */
export function useProjectsQueryState() {
  const [params, setParams] = useSearchParams()
  const fromUrl = readQueryState(params)
  const [search, setSearch] = useState(fromUrl.search)
  const pendingSearches = useRef<string[]>([])

  useEffect(() => {
    const { pending, adopt } = reconcileSearch(pendingSearches.current, fromUrl.search)
    pendingSearches.current = pending
    if (adopt !== null) setSearch(adopt)
  }, [fromUrl.search])

  const state: ProjectsQueryState = { ...fromUrl, search }
  // Several updates can happen before the URL catches up; each builds on the one before.
  const latest = useRef(state)
  latest.current = state

  const update = useCallback(
    (patch: Partial<ProjectsQueryState>) => {
      const next = { ...latest.current, ...patch }
      latest.current = next
      if (patch.search !== undefined) {
        pendingSearches.current.push(next.search)
        setSearch(next.search)
      }
      setParams(writeQueryState(next), { replace: true, preventScrollReset: true })
    },
    [setParams],
  )

  return [state, update] as const
}
