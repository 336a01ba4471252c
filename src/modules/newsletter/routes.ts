import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { requestState } from '../../http/request-state.ts'
import { validate } from '../../http/validate.ts'
import { SignupBody, SubscribeBody } from '../../shared/inputs/newsletter.ts'
import { establishSession, requireUser } from '../auth/current-user.ts'
import { getSubscription, signup, subscribe, unsubscribe } from './service.ts'

export const newsletterRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'newsletter' })
    .post('/api/newsletter/signup', async ({ request, body, set }) => {
      const result = await signup(deps.sql, validate(SignupBody, body), requestState(request).clientAddress)
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
      return subscribe(deps.sql, user.id, validate(SubscribeBody, body).preferences)
    })
    .delete('/api/newsletter/unsubscribe', async ({ request }) => {
      const user = await requireUser(deps, request)
      return unsubscribe(deps.sql, user.id)
    })
