import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { getProject, listProjects } from './service.ts'

export const projectRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'projects' })
    .get('/api/projects', () => listProjects(deps.sql))
    .get('/api/projects/:id', ({ params }) => getProject(deps.sql, params.id))
