import type { AppDeps } from '../../app-deps.ts'
import { forbidden, unauthorized } from '../../errors.ts'
import { memoizeForRequest, readCookie, requestState } from '../../http/request-state.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import { sessionCookie, sessionCookieName } from './cookie.ts'
import { invalidateSession, isWellFormedToken, type ValidSession, validateSessionToken } from './sessions.ts'

/**
 * The session behind a request, resolved once however many layers ask (REST guard, GraphQL context,
 * server rendering). A slid expiry queues a fresh cookie for the response.
 */
export function currentSession(deps: AppDeps, request: Request): Promise<ValidSession | null> {
  return memoizeForRequest(request, 'session', async () => {
    const token = readCookie(request, sessionCookieName(deps.config))
    if (!token || !isWellFormedToken(token)) return null
    const session = await validateSessionToken(deps.sql, token)
    if (session?.extended) {
      requestState(request).setCookies.push(sessionCookie(deps.config, token, session.expiresAt))
    }
    return session
  })
}

export async function currentUser(deps: AppDeps, request: Request): Promise<PublicUser | null> {
  return (await currentSession(deps, request))?.user ?? null
}

export async function requireUser(deps: AppDeps, request: Request): Promise<PublicUser> {
  const user = await currentUser(deps, request)
  if (!user) throw unauthorized('Unauthorized: please sign in')
  return user
}

export async function requireAdmin(deps: AppDeps, request: Request): Promise<PublicUser> {
  const user = await requireUser(deps, request)
  if (!user.isAdmin) throw forbidden('Forbidden: administrator access required')
  return user
}

/**
 * Hands a fresh session to the browser after sign-in or sign-up, ending the one it may already carry
 * (another account's, or a stale one) so two sessions never share a browser.
 */
export async function establishSession(
  deps: AppDeps,
  request: Request,
  session: { token: string; expiresAt: Date },
): Promise<void> {
  const previous = await currentSession(deps, request)
  if (previous) await invalidateSession(deps.sql, previous.sessionId)
  requestState(request).setCookies.push(sessionCookie(deps.config, session.token, session.expiresAt))
}
