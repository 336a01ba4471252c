import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { requestState } from '../../http/request-state.ts'
import { validate } from '../../http/validate.ts'
import { LoginBody } from '../../shared/inputs/auth.ts'
import { clearedSessionCookie } from './cookie.ts'
import { currentSession, establishSession, requireUser } from './current-user.ts'
import { login } from './service.ts'
import { invalidateSession } from './sessions.ts'

export const authRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'auth' })
    .get('/api/user', ({ request }) => requireUser(deps, request))
    .get('/api/admin-status', async ({ request }) => ({
      isAdmin: (await requireUser(deps, request)).isAdmin,
    }))
    .post('/api/login', async ({ request, body }) => {
      const result = await login(deps.sql, validate(LoginBody, body), requestState(request).clientAddress)
      await establishSession(deps, request, result)
      return result.user
    })
    .post('/api/logout', async ({ request }) => {
      const session = await currentSession(deps, request)
      if (session) await invalidateSession(deps.sql, session.sessionId)
      requestState(request).setCookies.push(clearedSessionCookie(deps.config))
      return { ok: true }
    })
