import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts'
import { checkDatabase } from './service.ts'

export const healthRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'health' }).get('/health', async ({ set }) => {
    const database = await checkDatabase(deps.sql)
    set.headers['cache-control'] = 'no-store'
    if (!database.ok) {
      set.status = 503
      set.headers['retry-after'] = String(RETRY_AFTER_SECONDS)
    }
    return { status: database.ok ? 'ok' : 'unavailable', database }
  })
