/**
 * The query parameters a page reads, and what it makes of them (docs/decisions/215-query-strings-a-page-reads.md).
 * The server keys its page cache by this and tells shared caches the same, so a parameter the page
 * never reads (`?utm_source=…`, a cache-busting `?r=<random>`) costs no render. Declared in the route's
 * handle (web/routes.tsx), beside the page, from the same code the page reads its query with.
 */
export interface PageQuery {
  /** Every parameter the page reads; any other leaves its output as it is. */
  readonly reads: readonly string[]
  /**
   * The parameters as the page understands them, with nothing outside `reads`: values it shows alike
   * are one (an unknown filter is the option it falls back to), and what it treats as the default is
   * left out. Two queries with the same result render the same page.
   */
  canonical(params: URLSearchParams): URLSearchParams
}

/** A page whose output does not depend on its query string at all. */
export const READS_NO_QUERY: PageQuery = { reads: [], canonical: () => new URLSearchParams() }
