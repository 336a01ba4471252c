import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { validate } from '../../http/validate.ts'
import { ProjectInput } from '../../shared/inputs/projects.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { publicJson } from '../cache/response-cache.ts'
import { postgresMediaStorage } from '../media/storage.ts'
import { createProject, deleteProject, getProject, listProjects, updateProject } from './service.ts'

export const projectRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'projects' })
    .get('/api/projects', async () => publicJson(await listProjects(deps.sql)))
    .get('/api/projects/:id', async ({ params }) => publicJson(await getProject(deps.sql, params.id)))
    .post('/api/projects', async ({ request, body, set }) => {
      await requireAdmin(deps, request)
      set.status = 201
      return createProject(deps.sql, validate(ProjectInput, body))
    })
    .put('/api/projects/:id', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return updateProject(deps.sql, params.id, validate(ProjectInput, body))
    })
    .delete('/api/projects/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteProject(deps.sql, postgresMediaStorage(deps.sql), params.id)
    })
