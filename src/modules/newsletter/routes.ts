import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { requestState } from '../../http/request-state.ts'
import { validate } from '../../http/validate.ts'
import { TokenBody } from '../../shared/inputs/account.ts'
import { JoinBody, SignupBody, SubscribeBody } from '../../shared/inputs/newsletter.ts'
import { WelcomeInput } from '../../shared/inputs/newsletter-welcome.ts'
import { establishSession, requireAdmin, requireUser } from '../auth/current-user.ts'
import { insightClient, refererPath } from '../insights/routes.ts'
import { embeddedJoinInput, JOINED_PATH, joinedPathFor } from './embed.ts'
import { joinByEmail } from './join.ts'
import {
  confirmSubscription,
  getSubscription,
  resendConfirmation,
  signup,
  subscribe,
  unsubscribe,
} from './service.ts'
import { getWelcome, saveWelcome } from './welcome.ts'

/** A sign-up the service accepted, counted by insights with the page it was made on. */
const recordSignup = (deps: AppDeps, request: Request, fallback: string) =>
  deps.insights.recordServerEvent(
    'signup',
    refererPath(deps, request, fallback),
    insightClient(deps, request),
  )

export const newsletterRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'newsletter' })
    .post('/api/newsletter/signup', async ({ request, body, set }) => {
      const result = await signup(deps, validate(SignupBody, body), requestState(request).clientAddress)
      await establishSession(deps, request, result)
      await recordSignup(deps, request, '/signup')
      set.status = 201
      return result.user
    })
    // Email-only subscribe from /newsletter: no session is read or started (docs/decisions/233).
    .post('/api/newsletter/join', async ({ request, body, set }) => {
      const result = await joinByEmail(deps, validate(JoinBody, body), requestState(request).clientAddress, {
        confirm: deps.config.mail.doubleOptIn,
      })
      await recordSignup(deps, request, '/newsletter')
      set.status = 202
      return result
    })
    // The embeddable form's endpoint, posted from the owner's other pages (any origin, no JavaScript):
    // it reads no cookie and can only start a double opt-in, then sends the visitor to a page of the
    // site that says what happens next (src/http/origin-check.ts lets it through).
    .post('/newsletter/join', async ({ request, body, redirect }) => {
      try {
        await joinByEmail(
          deps,
          validate(JoinBody, embeddedJoinInput(body)),
          requestState(request).clientAddress,
          { confirm: true },
        )
        await recordSignup(deps, request, '/newsletter/join')
        return redirect(JOINED_PATH, 303)
      } catch (error) {
        const page = joinedPathFor(error)
        if (page) return redirect(page, 303)
        throw error
      }
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
