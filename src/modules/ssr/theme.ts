import type { AppDeps } from '../../app-deps.ts'
import { readCookie } from '../../http/request-state.ts'
import type { ThemeDefault } from '../../shared/site.ts'
import { isThemePreference, THEME_COOKIE, type ThemePreference } from '../../shared/theme.ts'
import { getSiteSettings } from '../site/service.ts'

/** The visitor's choice from the `theme` cookie; any other value counts as no cookie. */
export function themeCookie(request: Request): ThemePreference | undefined {
  const value = readCookie(request, THEME_COOKIE)
  return isThemePreference(value) ? value : undefined
}

/** What a page renders with: the visitor's own choice, else the owner's default (Site tab). */
export const resolveTheme = (request: Request, ownerDefault: ThemeDefault): ThemePreference =>
  themeCookie(request) ?? ownerDefault

/**
 * The owner's default as the page cache needs it before rendering, read once per data version: saving
 * the setting bumps the version, which empties the cache and makes this read again.
 */
export function createThemeDefaultReader(
  deps: Pick<AppDeps, 'sql' | 'config' | 'dataVersion'>,
): () => Promise<ThemeDefault> {
  let read: { version: number; value: Promise<ThemeDefault> } | undefined
  return () => {
    const version = deps.dataVersion.current
    if (read?.version !== version) {
      const value = getSiteSettings(deps.sql, deps.config.owner).then((site) => site.themeDefault)
      // A failed read (an outage) is not kept: the next request asks again.
      value.catch(() => {
        if (read?.value === value) read = undefined
      })
      read = { version, value }
    }
    return read.value
  }
}

/** API reads are the same in every theme; only pages are rendered with one. */
const isApiPath = (pathname: string) => pathname === '/graphql' || pathname.startsWith('/api/')

/**
 * The page cache's variant of a request (docs/decisions/210-light-theme-and-the-page-cache.md): the
 * theme its page renders with, so at most three copies of a page, whatever the cookie holds.
 */
export async function themeVariant(
  request: Request,
  ownerDefault: () => Promise<ThemeDefault>,
): Promise<string> {
  if (isApiPath(new URL(request.url).pathname)) return ''
  return themeCookie(request) ?? (await ownerDefault())
}

/** The Site tab's default as GraphQL serves it (DARK, SYSTEM); dark during an outage (no settings). */
export const ownerDefaultOf = (site: { themeDefault: string } | undefined): ThemeDefault =>
  site?.themeDefault === 'SYSTEM' ? 'system' : 'dark'
