import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { requestState } from '../../http/request-state.ts'
import { validate } from '../../http/validate.ts'
import { TokenBody } from '../../shared/inputs/account.ts'
import { SignupBody, SubscribeBody } from '../../shared/inputs/newsletter.ts'
import { WelcomeInput } from '../../shared/inputs/newsletter-welcome.ts'
import { establishSession, requireAdmin, requireUser } from '../auth/current-user.ts'
import {
  confirmSubscription,
  getSubscription,
  resendConfirmation,
  signup,
  subscribe,
  unsubscribe,
} from './service.ts'
import { getWelcome, saveWelcome } from './welcome.ts'

export const newsletterRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'newsletter' })
    .post('/api/newsletter/signup', async ({ request, body, set }) => {
      const result = await signup(deps, validate(SignupBody, body), requestState(request).clientAddress)
      await establishSession(deps, request, result)
      set.status = 201
      return result.user
    })
    .get('/api/newsletter/subscription', async ({ request }) => {
      const user = await requireUser(deps, request)
      return getSubscription(deps.sql, user.id)
    })
    .post('/api/newsletter/subscribe', async ({ request, body }) => {
      const user = await requireUser(deps, request)
      return subscribe(deps, user, validate(SubscribeBody, body).preferences)
    })
    .delete('/api/newsletter/unsubscribe', async ({ request }) => {
      const user = await requireUser(deps, request)
      return unsubscribe(deps.sql, user.id)
    })
    // Double opt-in: a new link from the dashboard, and the page behind the emailed link posts here.
    .post('/api/newsletter/confirmation', async ({ request, set }) => {
      const user = await requireUser(deps, request)
      await resendConfirmation(deps, user)
      set.status = 202
      return { message: 'A new confirmation email is on its way' }
    })
    .post('/api/newsletter/confirm', async ({ body }) =>
      confirmSubscription(deps, validate(TokenBody, body).token),
    )
    // The welcome email new readers get (admin): read with its preview, and saved.
    .get('/api/newsletter/welcome', async ({ request }) => {
      await requireAdmin(deps, request)
      return getWelcome(deps.sql, deps.config)
    })
    .put('/api/newsletter/welcome', async ({ request, body }) => {
      await requireAdmin(deps, request)
      return saveWelcome(deps.sql, deps.config, validate(WelcomeInput, body))
    })
