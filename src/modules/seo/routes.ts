import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { AVATAR_PATH, HOME_CARD_PATH } from '../../shared/social-images.ts'
import { PUBLIC_CACHE_CONTROL } from '../cache/response-cache.ts'
import { FEED_PATH, SITEMAP_PATH } from './documents.ts'
import { MANIFEST_ICON_SIZES, siteIcons, webManifest } from './icons.ts'
import { loadOwnerProfile } from './profile.ts'
import { avatar, feed, homeCard, newsletterCard, projectCard, robots, sitemap } from './service.ts'
import { createSocialCards } from './social-cards.tsx'

/**
 * Shareable like the pages: the response cache keeps them per data version with an ETag, and the
 * request handler compresses the text ones (docs/decisions/140-page-cache.md, 130-text-compression.md).
 */
const publicBody = (body: string | Uint8Array, contentType: string, cacheControl = PUBLIC_CACHE_CONTROL) =>
  new Response(body as BodyInit, { headers: { 'content-type': contentType, 'cache-control': cacheControl } })

/** Made from one file at start and the same until the next deploy. */
const icon = (bytes: Uint8Array, contentType: string) =>
  publicBody(bytes, contentType, 'public, max-age=86400')

/** What search engines, feed readers, link previews and home screens ask for (docs/decisions/170-search-and-sharing.md). */
export const seoRoutes = (deps: AppDeps) => {
  const cards = createSocialCards({ sql: deps.sql, siteUrl: deps.config.siteUrl })
  void siteIcons().catch(() => {}) // the first request retries and reports a failure
  const png = (bytes: Uint8Array) => publicBody(bytes, 'image/png')
  const manifestIcon = async (size: number) => icon((await siteIcons()).png.get(size)!, 'image/png')
  return new Elysia({ name: 'seo' })
    .get('/robots.txt', () => publicBody(robots(deps), 'text/plain; charset=utf-8'))
    .get(SITEMAP_PATH, async () => publicBody(await sitemap(deps), 'application/xml; charset=utf-8'))
    .get(FEED_PATH, async () => publicBody(await feed(deps), 'application/atom+xml; charset=utf-8'))
    .get(HOME_CARD_PATH, async () => png(await homeCard(deps, cards)))
    .get(AVATAR_PATH, async () => png(await avatar(deps, cards)))
    .get('/og/project/:file', async ({ params }) => png(await projectCard(deps, cards, params.file)))
    .get('/og/newsletter/:file', async ({ params }) => png(await newsletterCard(deps, cards, params.file)))
    .get('/favicon.ico', async () => icon((await siteIcons()).ico, 'image/x-icon'))
    .get('/apple-touch-icon.png', async () => icon((await siteIcons()).appleTouch, 'image/png'))
    .get(`/icon-${MANIFEST_ICON_SIZES[0]}.png`, async () => manifestIcon(MANIFEST_ICON_SIZES[0]))
    .get(`/icon-${MANIFEST_ICON_SIZES[1]}.png`, async () => manifestIcon(MANIFEST_ICON_SIZES[1]))
    .get('/manifest.webmanifest', async () =>
      publicBody(JSON.stringify(webManifest(await loadOwnerProfile(deps))), 'application/manifest+json'),
    )
}
