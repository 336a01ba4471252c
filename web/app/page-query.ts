/**
 * The query parameters a page reads, and what it makes of them: the page cache's key, so a parameter the
 * page never reads (`?utm_source=…`) costs no render (docs/decisions/215-query-strings-a-page-reads.md).
 */
export interface PageQuery {
  /** Every parameter the page reads; any other leaves its output as it is. */
  readonly reads: readonly string[]
  /**
   * The parameters as the page understands them: only `reads`, values shown alike made one (an unknown
   * filter its fallback), defaults left out. Two queries with the same result render the same page.
   */
  canonical(params: URLSearchParams): URLSearchParams
}

/** A page whose output does not depend on its query string at all. */
export const READS_NO_QUERY: PageQuery = { reads: [], canonical: () => new URLSearchParams() }
