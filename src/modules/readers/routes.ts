import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { csvDownload } from '../../http/csv.ts'
import { validate } from '../../http/validate.ts'
import { NewReaderBody } from '../../shared/inputs/readers.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { formField } from '../media/images.ts'
import { windowOfPage } from '../paging.ts'
import { addReader, cancelImport, confirmImport, findImport, previewImport } from './import.ts'
import { ReaderListQuery } from './model.ts'
import {
  countReaders,
  deleteReader,
  endSubscription,
  listReaders,
  READER_CSV_COLUMNS,
  readerPage,
} from './service.ts'

/**
 * The admin's Subscribers screen: every account that is not an administrator, a page at a time, searched
 * and filtered by state (`?search=&state=&page=`); readers added by hand or imported from a CSV file
 * (previewed first, then confirmed: docs/decisions/236).
 */
export const readerRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'readers' })
    .get('/api/readers', async ({ request, query }) => {
      await requireAdmin(deps, request)
      const { page, ...filter } = validate(ReaderListQuery, query)
      const [{ items, total }, counts] = await Promise.all([
        readerPage(deps.sql, filter, windowOfPage(page)),
        countReaders(deps.sql),
      ])
      return { readers: items, total, counts }
    })
    .get('/api/readers/export', async ({ request, query }) => {
      await requireAdmin(deps, request)
      // Every page of what the list shows.
      const filter = validate(ReaderListQuery, query)
      return csvDownload('readers', READER_CSV_COLUMNS, await listReaders(deps.sql, filter))
    })
    .post('/api/readers', async ({ request, body, set }) => {
      await requireAdmin(deps, request)
      const added = await addReader(deps.sql, validate(NewReaderBody, body))
      set.status = added.outcome === 'created' ? 201 : 200
      return added
    })
    .post('/api/readers/imports', async ({ request, body, set }) => {
      await requireAdmin(deps, request)
      const preview = await previewImport(deps.sql, formField(body, 'file'))
      set.status = 201
      return preview
    })
    .get('/api/readers/imports/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return findImport(deps.sql, params.id)
    })
    .post('/api/readers/imports/:id/confirm', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return confirmImport(deps.sql, params.id)
    })
    .delete('/api/readers/imports/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return cancelImport(deps.sql, params.id)
    })
    .delete('/api/readers/:id/subscription', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return endSubscription(deps.sql, params.id)
    })
    .delete('/api/readers/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteReader(deps.sql, params.id)
    })
