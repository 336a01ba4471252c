import { redirect } from 'react-router'
import { ADMIN_PAGE_SIZE } from '../../../src/shared/paging.ts'

/** Where a paged admin list stands: its search, its page, and how many pages it has. */
export interface ListState {
  search: string
  page: number
  pages: number
  total: number
}

/** `?q=&page=` of a paged admin screen; anything unreadable is the first page of everything. */
export function readListQuery(request: Request) {
  const params = new URL(request.url).searchParams
  const search = (params.get('q') ?? '').trim().slice(0, 254)
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1)
  return { search, page, offset: (page - 1) * ADMIN_PAGE_SIZE }
}

/** The query string of one page of a list; the first page and an empty search leave their parameter out. */
export function listSearch(search: string, page: number): string {
  const params = new URLSearchParams()
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The list's state for its screen. A page past the end (the last row of the last page was just deleted,
 * or an old link) moves to the last page there is, so the screen never shows an empty page of a
 * non-empty list.
 */
export function listState(request: Request, total: number): ListState {
  const { search, page } = readListQuery(request)
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  if (page > pages) throw redirect(`${new URL(request.url).pathname}${listSearch(search, pages)}`)
  return { search, page, pages, total }
}
