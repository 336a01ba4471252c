import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { notFound } from '../../errors.ts'
import type { Logger } from '../../http/logger.ts'
import type { ClientAssets } from './assets.ts'
import { isNonPagePath, nonPageNotFound } from './non-page-paths.ts'
import { createPageRenderer } from './render.tsx'
import { serveStaticFile } from './static-files.ts'

/** Last in the chain: static files, then server-rendered pages for every other GET that can be a page. */
export const pageRoutes = (deps: AppDeps, assets: ClientAssets, logger: Logger) => {
  const renderPage = createPageRenderer(deps, assets, logger)
  return new Elysia({ name: 'pages' }).get('/*', async ({ request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/') || pathname === '/api') throw notFound(`No API route ${pathname}`)
    const acceptEncoding = request.headers.get('accept-encoding')
    const file = await serveStaticFile(assets.staticDir, pathname, acceptEncoding)
    if (file) return file
    return isNonPagePath(pathname) ? nonPageNotFound() : renderPage(request)
  })
}
