import { readCookie } from '../../http/request-state.ts'
import type { ThemeDefault } from '../../shared/site.ts'
import { isThemePreference, THEME_COOKIE, type ThemePreference } from '../../shared/theme.ts'

/** The visitor's choice from the `theme` cookie; any other value counts as no cookie. */
export function themeCookie(request: Request): ThemePreference | undefined {
  const value = readCookie(request, THEME_COOKIE)
  return isThemePreference(value) ? value : undefined
}

/** What a page renders with: the visitor's own choice, else the owner's default (Site tab). */
export const resolveTheme = (request: Request, ownerDefault: ThemeDefault): ThemePreference =>
  themeCookie(request) ?? ownerDefault

/** API reads are the same in every theme; only pages are rendered with one. */
const isApiPath = (pathname: string) => pathname === '/graphql' || pathname.startsWith('/api/')

/**
 * The page cache's variant of a request (docs/decisions/210-light-theme-and-the-page-cache.md): the
 * visitor's theme cookie, or `default` without one. A page without the cookie renders in the owner's
 * default, which is fixed under one data version (saving it bumps the version and empties the cache),
 * so the key needs no lookup: no request, not even for a static file, waits on the database for its key
 * (during an outage it would wait the connect timeout). At most four entries per page.
 */
export function themeVariant(request: Request): string {
  if (isApiPath(new URL(request.url).pathname)) return ''
  return themeCookie(request) ?? 'default'
}

/** The Site tab's default as GraphQL serves it (DARK, SYSTEM); dark during an outage (no settings). */
export const ownerDefaultOf = (site: { themeDefault: string } | undefined): ThemeDefault =>
  site?.themeDefault === 'SYSTEM' ? 'system' : 'dark'
