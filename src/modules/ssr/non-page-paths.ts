/** Folders scanners probe for that are never pages here. */
const PROBED_FOLDERS = new Set(['wp-admin', 'wp-content', 'wp-includes', 'wp-json', 'cgi-bin', 'vendor'])

/**
 * Addresses that name a file or a well-known resource rather than a page: any dot-segment
 * (/.well-known/..., /.env, /.git/...), a last segment with an extension (*.php, *.xml, *.png...), and the
 * usual scanner targets. Not found, they get a short text 404 instead of the rendered 404 page: a feed
 * reader, a crawler or a broken <img> has no use for HTML, and rendering it for every probe is wasted work.
 */
export function isNonPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  const last = segments.at(-1) ?? ''
  return (
    segments.some((segment) => segment.startsWith('.')) ||
    /\.[a-z0-9]{1,8}$/i.test(last) ||
    PROBED_FOLDERS.has(segments[0]?.toLowerCase() ?? '')
  )
}

export const nonPageNotFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
