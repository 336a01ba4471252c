import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { type ProjectsQueryState, readQueryState, writeQueryState } from './filters.ts'

/**
 * The list's filters and view, kept in the URL query so a filtered view can be shared and survives a
 * reload (and the server renders it filtered). Updates replace the history entry: typing a search is
 * not a trail of pages to go back through.
 *
 * The search text also lives in local state: the URL updates through a router navigation, which may
 * land a render later than the keystroke, and a controlled input must never lag behind typing. The
 * URL wins again when it changes from outside (a link to /projects, the browser's back button).
 */
export function useProjectsQueryState() {
  const [params, setParams] = useSearchParams()
  const fromUrl = readQueryState(params)
  const [search, setSearch] = useState(fromUrl.search)
  const written = useRef(fromUrl.search)

  useEffect(() => {
    if (fromUrl.search === written.current) return
    written.current = fromUrl.search
    setSearch(fromUrl.search)
  }, [fromUrl.search])

  const state: ProjectsQueryState = { ...fromUrl, search }
  const latest = useRef(state)
  latest.current = state

  const update = useCallback(
    (patch: Partial<ProjectsQueryState>) => {
      const next = { ...latest.current, ...patch }
      latest.current = next
      if (patch.search !== undefined) {
        written.current = next.search
        setSearch(next.search)
      }
      setParams(writeQueryState(next), { replace: true, preventScrollReset: true })
    },
    [setParams],
  )

  return [state, update] as const
}
