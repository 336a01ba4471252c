import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { followLink } from './service.ts'

/** The tracked links of newsletter issues: count the click, then on to the link (decision 238). */
export const newsletterLinkRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'newsletter-links' }).get('/r/:token', async ({ params }) => {
    const url = await followLink(deps, params.token)
    return new Response(null, {
      status: 302,
      // Every follow is a click to count: never answered from a cache.
      headers: { location: url, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    })
  })
