import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { isFresh } from '../../http/compression.ts'
import { validate } from '../../http/validate.ts'
import { ReorderScreenshotsInput } from '../../shared/models/projects.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { formField } from './images.ts'
import {
  deleteAllScreenshots,
  deleteScreenshot,
  type MediaDeps,
  readMedia,
  reorderScreenshots,
  uploadScreenshots,
  uploadSingle,
} from './service.ts'
import { postgresMediaStorage } from './storage.ts'
import { readVariant } from './variants.ts'

/** A served SVG opened on its own still may not run script or load anything (see images.ts). */
const SVG_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'"

export const mediaRoutes = (deps: AppDeps) => {
  const media: MediaDeps = { sql: deps.sql, media: postgresMediaStorage(deps.sql) }
  return new Elysia({ name: 'media' })
    .get('/media/:file', async ({ params, request }) => {
      const item = (await readVariant(media, params.file)) ?? (await readMedia(media, params.file))
      const etag = 'etag' in item ? item.etag : `"${item.hash}"`
      const headers: Record<string, string> = {
        'content-type': item.contentType,
        // The address is the content's hash, so the bytes behind it never change.
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
      }
      if (item.contentType === 'image/svg+xml') headers['content-security-policy'] = SVG_CSP
      if (isFresh(request, etag)) return new Response(null, { status: 304, headers })
      return new Response(item.bytes as Uint8Array<ArrayBuffer>, { headers })
    })
    .post('/api/projects/:id/upload-icon', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return uploadSingle(media, params.id, 'icon', formField(body, 'icon'))
    })
    .post('/api/projects/:id/upload-hero', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return uploadSingle(media, params.id, 'hero', formField(body, 'hero'))
    })
    .post('/api/projects/:id/upload-screenshots', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return uploadScreenshots(media, params.id, formField(body, 'screenshots'))
    })
    .delete('/api/projects/:id/screenshots/:index', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteScreenshot(media, params.id, params.index)
    })
    .delete('/api/projects/:id/screenshots', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteAllScreenshots(media, params.id)
    })
    .put('/api/projects/:id/reorder-screenshots', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return reorderScreenshots(media, params.id, validate(ReorderScreenshotsInput, body))
    })
}
