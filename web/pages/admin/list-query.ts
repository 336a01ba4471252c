import { redirect } from 'react-router'
import { ADMIN_PAGE_SIZE } from '../../../src/shared/paging.ts'

/** Where a paged admin list stands: its search, its page, and how many pages it has. */
export interface ListState {
  search: string
  page: number
  pages: number
  total: number
  /** The list's other query parameters (the Subscribers' `state`), kept by its search and its pages. */
  filters?: Filters
}

/** Query parameters a list keeps besides `q` and `page`; an empty value is left out. */
export type Filters = Record<string, string | undefined>

/** `?q=&page=` of a paged admin screen; anything unreadable is the first page of everything. */
export function readListQuery(request: Request) {
  const params = new URL(request.url).searchParams
  const search = (params.get('q') ?? '').trim().slice(0, 254)
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1)
  return { search, page, offset: (page - 1) * ADMIN_PAGE_SIZE }
}

/** `?state=` of a list filtered by state (one of `states`); anything else is every state. */
export function readState<T extends string>(request: Request, states: readonly T[]): T | undefined {
  const state = new URL(request.url).searchParams.get('state')
  return states.find((known) => known === state)
}

/**
 * The query string of one page of a list; the first page, an empty search and empty filters leave their
 * parameter out.
 */
export function listSearch(search: string, page: number, filters: Filters = {}): string {
  const params = new URLSearchParams()
  if (search) params.set('q', search)
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The list's state for its screen. A page past the end (the last row of the last page was just deleted,
 * or an old link) moves to the last page there is, so the screen never shows an empty page of a
 * non-empty list.
 */
export function listState(request: Request, total: number, filters: Filters = {}): ListState {
  const { search, page } = readListQuery(request)
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  if (page > pages) throw redirect(`${new URL(request.url).pathname}${listSearch(search, pages, filters)}`)
  return { search, page, pages, total, filters }
}
