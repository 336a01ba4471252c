import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { csvDownload } from '../../http/csv.ts'
import { validate } from '../../http/validate.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { AdminListQuery, windowOfPage } from '../paging.ts'
import {
  countReaders,
  deleteReader,
  endSubscription,
  listReaders,
  READER_CSV_COLUMNS,
  readerPage,
} from './service.ts'

/** The admin's Subscribers screen: every account that is not an administrator, a page at a time. */
export const readerRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'readers' })
    .get('/api/readers', async ({ request, query }) => {
      await requireAdmin(deps, request)
      const { search = '', page } = validate(AdminListQuery, query)
      const [{ items, total }, counts] = await Promise.all([
        readerPage(deps.sql, search, windowOfPage(page)),
        countReaders(deps.sql),
      ])
      return { readers: items, total, counts }
    })
    .get('/api/readers/export', async ({ request, query }) => {
      await requireAdmin(deps, request)
      const { search } = validate(AdminListQuery, query)
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
