import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { listProjectCommands } from './service.ts'

export const commandRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'commands' }).get('/api/projects/:id/commands', ({ params }) =>
    listProjectCommands(deps.sql, params.id),
  )
