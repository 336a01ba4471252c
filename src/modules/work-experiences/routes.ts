import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { listWorkExperiences } from './service.ts'

export const workExperienceRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'work-experiences' }).get('/api/work-experiences', () => listWorkExperiences(deps.sql))
