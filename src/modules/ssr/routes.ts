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
 * Last in the chain: static files, then server-rendered pages for every other GET that can be a page.
 * A form posted to a page goes to the page's route action, which calls the REST API in-process (`app`)
 * and renders the page again (docs/decisions/221-route-actions.md); the newsletter composer does too
 * since decision 227. A page without an action has no form and answers a post with 405.
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
        const { pathname } = new URL(request.url)
        if (isApiPath(pathname)) throw notFound(`No API route ${pathname}`)
        if (isNonPagePath(pathname)) return nonPageNotFound()
        if (pageTakesForms(pathname)) return renderPage(request)
        return new Response(null, {
          status: 405,
          headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
        })
      },
      // The route action reads the form itself (request.formData()): Elysia must leave the body unread.
      { parse: 'none' },
    )
}
