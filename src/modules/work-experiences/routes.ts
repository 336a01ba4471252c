import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { validate } from '../../http/validate.ts'
import { WorkExperienceInput } from '../../shared/inputs/work-experiences.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { publicJson } from '../cache/response-cache.ts'
import {
  createWorkExperience,
  deleteWorkExperience,
  listWorkExperiences,
  updateWorkExperience,
} from './service.ts'

export const workExperienceRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'work-experiences' })
    .get('/api/work-experiences', async () => publicJson(await listWorkExperiences(deps.sql)))
    .post('/api/work-experiences', async ({ request, body, set }) => {
      await requireAdmin(deps, request)
      const saved = await createWorkExperience(deps.sql, validate(WorkExperienceInput, body))
      set.status = 201
      return saved
    })
    .put('/api/work-experiences/:id', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return updateWorkExperience(deps.sql, params.id, validate(WorkExperienceInput, body))
    })
    .delete('/api/work-experiences/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteWorkExperience(deps.sql, params.id)
    })
