import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { csvDownload } from '../../http/csv.ts'
import { requestState } from '../../http/request-state.ts'
import { validate } from '../../http/validate.ts'
import { ContactBody, HandledBody } from '../../shared/inputs/contact.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { insightClient } from '../insights/routes.ts'
import { AdminListQuery, windowOfPage } from '../paging.ts'
import {
  CONTACT_CSV_COLUMNS,
  contactMessagePage,
  countUnreadContactMessages,
  deleteContactMessage,
  listContactMessages,
  markContactMessage,
  receiveContactMessage,
} from './service.ts'

/** The same answer whether the message was saved or dropped (decision 180). */
const RECEIVED = { received: true } as const

export const contactRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'contact' })
    .post('/api/contact', async ({ request, body, set }) => {
      const input = validate(ContactBody, body)
      const saved = await receiveContactMessage(deps, input, requestState(request).clientAddress)
      if (saved) await deps.insights.recordServerEvent('contact', input.page, insightClient(deps, request))
      set.status = 202
      return RECEIVED
    })
    .get('/api/contact-messages', async ({ request, query }) => {
      await requireAdmin(deps, request)
      const { search = '', page } = validate(AdminListQuery, query)
      const [{ items, total }, unread] = await Promise.all([
        contactMessagePage(deps.sql, search, windowOfPage(page)),
        countUnreadContactMessages(deps.sql),
      ])
      return { messages: items, total, unread }
    })
    .get('/api/contact-messages/export', async ({ request, query }) => {
      await requireAdmin(deps, request)
      const { search } = validate(AdminListQuery, query)
      return csvDownload('contact-messages', CONTACT_CSV_COLUMNS, await listContactMessages(deps.sql, search))
    })
    .put('/api/contact-messages/:id', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return markContactMessage(deps.sql, params.id, validate(HandledBody, body).handled)
    })
    .delete('/api/contact-messages/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteContactMessage(deps.sql, params.id)
    })
