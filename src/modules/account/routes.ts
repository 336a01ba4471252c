import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { requestState } from '../../http/request-state.ts'
import { validate } from '../../http/validate.ts'
import {
  ChangeEmailBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInLinkBody,
  TokenBody,
} from '../../shared/inputs/account.ts'
import { clearedSessionCookie } from '../auth/cookie.ts'
import { establishSession, requireUser } from '../auth/current-user.ts'
import {
  confirmEmailChange,
  deleteAccount,
  exportData,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
} from './service.ts'
import { requestSignInLink, signInWithLink } from './sign-in-link.ts'

/** Account recovery, sign-in links, and the reader's control of their account: address, data, deletion. */
export const accountRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'account' })
    .post('/api/password/forgot', async ({ request, body, set }) => {
      const { email } = validate(ForgotPasswordBody, body)
      set.status = 202
      return requestPasswordReset(deps, email, requestState(request).clientAddress)
    })
    .post('/api/password/reset', async ({ request, body }) => {
      const { token, password } = validate(ResetPasswordBody, body)
      const result = await resetPassword(deps.sql, token, password)
      await establishSession(deps, request, result)
      return result.user
    })
    // Sign-in by a mailed one-time link (docs/decisions/233); the page behind the link posts the token.
    .post('/api/login/link', async ({ request, body, set }) => {
      const { email } = validate(SignInLinkBody, body)
      set.status = 202
      return requestSignInLink(deps, email, requestState(request).clientAddress)
    })
    .post('/api/login/link/confirm', async ({ request, body }) => {
      const result = await signInWithLink(deps.sql, validate(TokenBody, body).token)
      await establishSession(deps, request, result)
      return result.user
    })
    .post('/api/account/email', async ({ request, body, set }) => {
      const user = await requireUser(deps, request)
      const result = await requestEmailChange(deps, user, validate(ChangeEmailBody, body))
      set.status = 202
      return result
    })
    .post('/api/account/email/confirm', async ({ body }) =>
      confirmEmailChange(deps, validate(TokenBody, body).token),
    )
    .get('/api/account/export', async ({ request, set }) => {
      const user = await requireUser(deps, request)
      const day = new Date().toISOString().slice(0, 10)
      set.headers['content-disposition'] = `attachment; filename="my-data-${day}.json"`
      set.headers['cache-control'] = 'private, no-store'
      return exportData(deps.sql, user)
    })
    .delete('/api/account', async ({ request, body }) => {
      const user = await requireUser(deps, request)
      await deleteAccount(deps, user, validate(DeleteAccountBody, body).password)
      requestState(request).setCookies.push(clearedSessionCookie(deps.config))
      return { ok: true }
    })
