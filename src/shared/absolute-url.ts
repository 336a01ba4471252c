/**
 * An absolute address on the public site for a path. The result's origin is always SITE_URL's: leading
 * slashes and backslashes are collapsed first, because `new URL('//evil.example/x', site)` (and
 * `/\evil.example`) resolve to another host.
 */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  const url = new URL(`/${pathname.replace(/^[/\\]+/, '')}`, siteUrl)
  return url.origin === new URL(siteUrl).origin ? url.href : new URL('/', siteUrl).href
}
