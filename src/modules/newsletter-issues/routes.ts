import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { validate } from '../../http/validate.ts'
import { IssueInput, PreviewInput, ScheduleInput } from '../../shared/inputs/newsletter-issues.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { PUBLIC_CACHE_CONTROL } from '../cache/response-cache.ts'
import { formField } from '../media/images.ts'
import { libraryImages, uploadLibraryImage } from '../media/service.ts'
import { postgresMediaStorage } from '../media/storage.ts'
import { listTopics } from '../newsletter-topics/service.ts'
import { getSiteSettings } from '../site/service.ts'
import { issuesFeed } from './feed.ts'
import { unsubscribePath } from './messages.ts'
import {
  cancelSchedule,
  createIssue,
  deleteIssue,
  getIssueWithProgress,
  issueAudience,
  listArchive,
  listIssuesWithProgress,
  pauseIssue,
  previewIssue,
  republishIssue,
  resumeIssue,
  scheduleIssue,
  sendIssue,
  sendTestIssue,
  unpublishIssue,
  unsubscribeWithToken,
  updateIssue,
} from './service.ts'

/** Gmail, Outlook and most other mail programs do not show SVG: an issue's images are raster. */
const refuseSvg = (ext: string, name: string) =>
  ext === 'svg'
    ? `Mail programs such as Gmail do not show SVG images: upload ${name} as PNG, JPEG, GIF or WebP`
    : null

/** Compose and send (admin), the Atom feed, and the RFC 8058 one-click unsubscribe endpoint. */
export const newsletterIssueRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'newsletter-issues' })
    .get('/newsletter/feed.xml', async () => {
      const { ownerName } = await getSiteSettings(deps.sql, deps.config.owner)
      const topics = await listTopics(deps.sql, { includeRetired: true })
      const body = issuesFeed(
        { siteUrl: deps.config.siteUrl, ownerName },
        await listArchive(deps.sql),
        new Map(topics.map((topic) => [topic.slug, topic.name])),
      )
      return new Response(body, {
        headers: {
          'content-type': 'application/atom+xml; charset=utf-8',
          'cache-control': PUBLIC_CACHE_CONTROL,
        },
      })
    })
    // Mail clients POST `List-Unsubscribe=One-Click` here with no cookie; the confirm page's form posts
    // here too and is sent back to the page, which then says the reader is unsubscribed.
    .post('/newsletter/unsubscribe', async ({ query, body, redirect }) => {
      const token = typeof query.token === 'string' ? query.token : ''
      // Which issue the link came in: only counted, so anything but an issue number is ignored.
      const issue =
        typeof query.issue === 'string' && /^[1-9]\d{0,8}$/.test(query.issue) ? Number(query.issue) : null
      await unsubscribeWithToken(deps, token, issue)
      const fromPage = formField(body, 'from') === 'page'
      return fromPage ? redirect(unsubscribePath(token), 303) : { unsubscribed: true }
    })
    .get('/api/newsletter/issues', async ({ request }) => {
      await requireAdmin(deps, request)
      return listIssuesWithProgress(deps.sql)
    })
    .post('/api/newsletter/issues', async ({ request, body, set }) => {
      await requireAdmin(deps, request)
      const issue = await createIssue(deps, validate(IssueInput, body))
      set.status = 201
      return issue
    })
    .post('/api/newsletter/issues/preview', async ({ request, body }) => {
      await requireAdmin(deps, request)
      return previewIssue(deps.config.siteUrl, validate(PreviewInput, body).markdown)
    })
    .get('/api/newsletter/media', async ({ request }) => {
      await requireAdmin(deps, request)
      return libraryImages(deps.sql)
    })
    // Upload, paste or drop in the composer: the image joins the media library (variants and all) and
    // the composer puts its address in the text or the feature image.
    .post('/api/newsletter/images', async ({ request, body, set }) => {
      await requireAdmin(deps, request)
      const media = { sql: deps.sql, media: postgresMediaStorage(deps.sql) }
      const field = body && typeof body === 'object' ? (body as Record<string, unknown>).image : undefined
      const image = await uploadLibraryImage(media, field, {
        field: 'image',
        label: 'image',
        refuse: refuseSvg,
      })
      set.status = 201
      return image
    })
    .get('/api/newsletter/issues/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return getIssueWithProgress(deps.sql, params.id)
    })
    .put('/api/newsletter/issues/:id', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return updateIssue(deps, params.id, validate(IssueInput, body))
    })
    .delete('/api/newsletter/issues/:id', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return deleteIssue(deps.sql, params.id)
    })
    .post('/api/newsletter/issues/:id/test', async ({ request, params }) => {
      const admin = await requireAdmin(deps, request)
      return sendTestIssue(deps, params.id, admin)
    })
    // What the Send dialog shows before the owner clicks: the same query Send runs.
    .get('/api/newsletter/issues/:id/audience', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return issueAudience(deps.sql, params.id)
    })
    .post('/api/newsletter/issues/:id/send', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return sendIssue(deps.sql, params.id)
    })
    // Scheduled sends (docs/decisions/234): set or move the time, or cancel it, while the issue is a draft.
    .put('/api/newsletter/issues/:id/schedule', async ({ request, params, body }) => {
      await requireAdmin(deps, request)
      return scheduleIssue(deps, params.id, validate(ScheduleInput, body))
    })
    .delete('/api/newsletter/issues/:id/schedule', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return cancelSchedule(deps, params.id)
    })
    .post('/api/newsletter/issues/:id/pause', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return pauseIssue(deps.sql, params.id)
    })
    .post('/api/newsletter/issues/:id/resume', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return resumeIssue(deps.sql, params.id)
    })
    .post('/api/newsletter/issues/:id/unpublish', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return unpublishIssue(deps.sql, params.id)
    })
    .post('/api/newsletter/issues/:id/publish', async ({ request, params }) => {
      await requireAdmin(deps, request)
      return republishIssue(deps.sql, params.id)
    })
