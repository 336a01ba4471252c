import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { notFound } from '../../errors.ts'
import type { Logger } from '../../http/logger.ts'
import type { GraphQLServer } from '../graphql/server.ts'
import type { ClientAssets } from './assets.ts'
import type { AppHandle } from './in-process-api.ts'
import { isNonPagePath, nonPageNotFound } from './non-page-paths.ts'
import { createPageRenderer, pageTakesForms } from './render.tsx'
import { serveStaticFile } from './static-files.ts'

const isApiPath = (pathname: string) => pathname.startsWith('/api/') || pathname === '/api'

/**
 * The one page whose form still sends from script (the newsletter composer, decision 214): a post
 * without script goes back to it. Every other form posts to its route action (decision 221).
 */
const SCRIPT_FORM_PAGES = new Set(['/admin/newsletter'])

/**
 * Last in the chain: static files, then server-rendered pages for every other GET that can be a page.
 * A form posted to a page goes to the page's route action, which calls the REST API in-process (`app`)
 * and renders the page again (docs/decisions/221-route-actions.md). The newsletter composer, still sent
 * from script, sends a post without script back to its page (decision 214); any other page has no form
 * and answers a post with 405.
 */
export const pageRoutes = (
  deps: AppDeps,
  assets: ClientAssets,
  logger: Logger,
  graphql: GraphQLServer,
  app: AppHandle,
) => {
  const renderPage = createPageRenderer(deps, assets, logger, graphql, app)
  return new Elysia({ name: 'pages' })
    .get('/*', async ({ request }) => {
      const { pathname } = new URL(request.url)
      if (isApiPath(pathname)) throw notFound(`No API route ${pathname}`)
      const acceptEncoding = request.headers.get('accept-encoding')
      const file = await serveStaticFile(assets.staticDir, pathname, acceptEncoding)
      if (file) return file
      return isNonPagePath(pathname) ? nonPageNotFound() : renderPage(request)
    })
    .post(
      '/*',
      ({ request }) => {
        const { pathname, search } = new URL(request.url)
        if (isApiPath(pathname)) throw notFound(`No API route ${pathname}`)
        if (isNonPagePath(pathname)) return nonPageNotFound()
        if (pageTakesForms(pathname)) return renderPage(request)
        // One leading slash: `//host` would be another site (the request guard refuses those already).
        const page = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`
        if (!SCRIPT_FORM_PAGES.has(page))
          return new Response(null, {
            status: 405,
            headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
          })
        return new Response(null, {
          status: 303,
          headers: { location: `${page}${search}`, 'cache-control': 'no-store' },
        })
      },
      // The route action reads the form itself (request.formData()): Elysia must leave the body unread.
      { parse: 'none' },
    )
}
