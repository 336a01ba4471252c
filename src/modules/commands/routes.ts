import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { validate } from '../../http/validate.ts'
import { CommandInput } from '../../shared/inputs/commands.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { publicJson } from '../cache/response-cache.ts'
import { createCommand, deleteCommand, listProjectCommands, updateCommand } from './service.ts'

export const commandRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'commands' })
    .get('/api/projects/:id/commands', async ({ params }) =>
      publicJson(await listProjectCommands(deps.sql, params.id)),
    )
    .post('/api/projects/:id/commands', async ({ request, params, body, set }) => {
      await requireAdmin(deps, request)
      const command = await createCommand(deps.sql, params.id, validate(CommandInput, body))
      set.status = 201
      return command
    })
    .put('/api/commands/:id', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return updateCommand(deps.sql, params.id, validate(CommandInput, body))
    })
    .delete('/api/commands/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteCommand(deps.sql, params.id)
    })
