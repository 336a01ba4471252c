import { Type as t } from '@sinclair/typebox'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { validate } from '../../http/validate.ts'
import { TopicInput } from '../../shared/inputs/newsletter-topics.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { createTopic, listTopics, renameTopic, restoreTopic, retireTopic } from './service.ts'

/** `?retired=include` lists retired topics too (their names are on old issues anyway). */
const ListQuery = t.Object(
  { retired: t.Optional(t.Literal('include', { error: "retired can only be 'include'" })) },
  { additionalProperties: false },
)

/** The topics readers may choose (anyone), and the owner's changes to them (admin). */
export const newsletterTopicRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'newsletter-topics' })
    .get('/api/newsletter/topics', ({ query }) =>
      listTopics(deps.sql, { includeRetired: validate(ListQuery, query).retired === 'include' }),
    )
    .post('/api/newsletter/topics', async ({ request, body, set }) => {
      await requireAdmin(deps, request)
      const topic = await createTopic(deps.sql, validate(TopicInput, body))
      set.status = 201
      return topic
    })
    .put('/api/newsletter/topics/:id', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return renameTopic(deps.sql, params.id, validate(TopicInput, body))
    })
    .post('/api/newsletter/topics/:id/retire', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return retireTopic(deps.sql, params.id)
    })
    .post('/api/newsletter/topics/:id/restore', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return restoreTopic(deps.sql, params.id)
    })
