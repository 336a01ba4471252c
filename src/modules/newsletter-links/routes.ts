import { Type as t } from '@sinclair/typebox'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { openPixelEnabled, setOpenPixel } from '../../db/newsletter-links.ts'
import { validate } from '../../http/validate.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { countPixel, followLink } from './service.ts'

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** `PUT /api/newsletter/tracking`: whether issues carry the open pixel. */
const TrackingBody = t.Object(
  { openPixel: t.Boolean({ error: 'openPixel must be true or false' }) },
  { additionalProperties: false },
)

/** The tracked links of newsletter issues: count the click, then on to the link (decision 238). */
export const newsletterLinkRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'newsletter-links' })
    .get('/r/:token', async ({ params }) => {
      const url = await followLink(deps, params.token)
      return new Response(null, {
        status: 302,
        // Every follow is a click to count: never answered from a cache.
        headers: { location: url, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
      })
    })
    // The open pixel (only in issues sent while the owner has it on): counts one open of the issue.
    .get('/o/:file', async ({ params }) => {
      await countPixel(deps, params.file)
      return new Response(PIXEL, { headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' } })
    })
    .get('/api/newsletter/tracking', async ({ request }) => {
      await requireAdmin(deps, request)
      return { openPixel: await openPixelEnabled(deps.sql) }
    })
    .put('/api/newsletter/tracking', async ({ request, body }) => {
      await requireAdmin(deps, request)
      return { openPixel: await setOpenPixel(deps.sql, validate(TrackingBody, body).openPixel) }
    })
