import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { validate } from '../../http/validate.ts'
import { SiteInput } from '../../shared/inputs/site.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { publicJson } from '../cache/response-cache.ts'
import { postgresMediaStorage } from '../media/storage.ts'
import {
  getSiteSettings,
  removeSiteImage,
  type SiteMediaDeps,
  updateSiteSettings,
  uploadSiteImage,
} from './service.ts'

export const siteRoutes = (deps: AppDeps) => {
  const { owner } = deps.config
  const media: SiteMediaDeps = { sql: deps.sql, media: postgresMediaStorage(deps.sql), owner }
  return new Elysia({ name: 'site' })
    .get('/api/site', async () => publicJson(await getSiteSettings(deps.sql, owner)))
    .put('/api/site', async ({ request, body }) => {
      await requireAdmin(deps, request)
      return updateSiteSettings(deps.sql, owner, validate(SiteInput, body))
    })
    .post('/api/site/avatar', async ({ request, body }) => {
      await requireAdmin(deps, request)
      return uploadSiteImage(media, 'avatar', body)
    })
    .delete('/api/site/avatar', async ({ request }) => {
      await requireAdmin(deps, request)
      return removeSiteImage(media, 'avatar')
    })
    .post('/api/site/social-image', async ({ request, body }) => {
      await requireAdmin(deps, request)
      return uploadSiteImage(media, 'socialImage', body)
    })
    .delete('/api/site/social-image', async ({ request }) => {
      await requireAdmin(deps, request)
      return removeSiteImage(media, 'socialImage')
    })
}
