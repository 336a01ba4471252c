import { matchRoutes } from 'react-router'
import { queryOf } from '../../../web/app/head.ts'
import type { PageQuery } from '../../../web/app/page-query.ts'
import { allRoutes } from '../../../web/rare-routes.tsx'
import { isNonPagePath } from './non-page-paths.ts'

/**
 * matchRoutes ranks the whole route table on every call (some 45 µs here, a third of a cache hit), so
 * the answer is kept per path. Bounded: a flood of made-up paths empties it now and then, and each of
 * those costs a render anyway.
 */
const MAX_REMEMBERED_PATHS = 1000
const remembered = new Map<string, PageQuery | null>()

/** The declaration of the page at a path (docs/decisions/215), or undefined when it made none. */
export function pageQueryAt(pathname: string): PageQuery | undefined {
  // Never a page (ssr/routes.ts answers these with a short 404 or a file); skip the matching.
  if (isNonPagePath(pathname)) return undefined
  let query = remembered.get(pathname)
  if (query === undefined) {
    query = queryOf(matchRoutes(allRoutes, pathname) ?? []) ?? null
    if (remembered.size >= MAX_REMEMBERED_PATHS) remembered.clear()
    remembered.set(pathname, query)
  }
  return query ?? undefined
}

/**
 * The query a page at this URL renders from, canonical: what the page cache keys it by. Undefined for
 * an address whose page declared nothing (the 404 page, and with it every address the server answers
 * itself): there every parameter counts.
 */
export function canonicalPageQuery(url: URL): URLSearchParams | undefined {
  return pageQueryAt(url.pathname)?.canonical(url.searchParams)
}

/**
 * The same rule for a shared cache in front (a CDN, the browser's own cache): the No-Vary-Search
 * response header (RFC-ietf-httpbis-no-vary-search) names the parameters that matter, and says their
 * order does not. It cannot say that two values mean the same (`tech=nodejs`, `tech=Node.js`): those
 * are two copies there, one here.
 */
export function noVarySearch(query: PageQuery): string {
  if (query.reads.length === 0) return 'params'
  const names = query.reads.map((name) => `"${name.replace(/["\\]/g, '\\$&')}"`).join(' ')
  return `key-order, params, except=(${names})`
}
