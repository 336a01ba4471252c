import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { csvDownload } from '../../http/csv.ts'
import { validate } from '../../http/validate.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { ReadersQuery } from './model.ts'
import { deleteReader, endSubscription, listReaders, READER_CSV_COLUMNS, readerOverview } from './service.ts'

/** The admin's Subscribers tab: every account that is not an administrator. */
export const readerRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'readers' })
    .get('/api/readers', async ({ request, query }) => {
      await requireAdmin(deps, request)
      return readerOverview(deps.sql, validate(ReadersQuery, query).search)
    })
    .get('/api/readers/export', async ({ request, query }) => {
      await requireAdmin(deps, request)
      const { search } = validate(ReadersQuery, query)
      return csvDownload('readers', READER_CSV_COLUMNS, await listReaders(deps.sql, search))
    })
    .delete('/api/readers/:id/subscription', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return endSubscription(deps.sql, params.id)
    })
    .delete('/api/readers/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteReader(deps.sql, params.id)
    })
