import type { Config } from '../../config.ts'

/** The __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only and Path=/. */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-session' : 'session'
}

function attributes(config: Pick<Config, 'secureCookies'>): string {
  return `Path=/; HttpOnly; SameSite=Lax${config.secureCookies ? '; Secure' : ''}`
}

export function sessionCookie(config: Pick<Config, 'secureCookies'>, token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return `${sessionCookieName(config)}=${token}; ${attributes(config)}; Max-Age=${maxAge}`
}

export function clearedSessionCookie(config: Pick<Config, 'secureCookies'>): string {
  return `${sessionCookieName(config)}=; ${attributes(config)}; Max-Age=0`
}

/**
 * Whether the request carries a session cookie at all, valid or not: such requests bypass the shared
 * response cache (docs/decisions/140-page-cache.md), which costs a stale cookie an uncached render, not a lookup.
 */
export function hasSessionCookie(request: Request, config: Pick<Config, 'secureCookies'>): boolean {
  const header = request.headers.get('cookie')
  if (!header) return false
  const prefix = `${sessionCookieName(config)}=`
  return header.split(';').some((part) => part.trim().startsWith(prefix))
}
