import { stringifySetCookie } from 'cookie'
import type { Config } from '../../config.ts'
import { readCookie } from '../../http/request-state.ts'

/** The __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only and Path=/. */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-session' : 'session'
}

function sessionSetCookie(config: Pick<Config, 'secureCookies'>, token: string, maxAge: number): string {
  return stringifySetCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge,
  })
}

export function sessionCookie(config: Pick<Config, 'secureCookies'>, token: string, expiresAt: Date): string {
  return sessionSetCookie(config, token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)))
}

export function clearedSessionCookie(config: Pick<Config, 'secureCookies'>): string {
  return sessionSetCookie(config, '', 0)
}

/**
 * Whether the request carries a session cookie at all, valid or not: such requests bypass the shared
 * response cache (docs/decisions/140-page-cache.md), which costs a stale cookie an uncached render, not a lookup.
 */
export function hasSessionCookie(request: Request, config: Pick<Config, 'secureCookies'>): boolean {
  return readCookie(request, sessionCookieName(config)) !== undefined
}
