import { executeExchange } from '@urql/exchange-execute'
import { renderToReadableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router'
import { ServerStyleSheet } from 'styled-components'
import { createClient } from 'urql'
import { AppProviders } from '../../../web/app/AppProviders.tsx'
import { BOOT_ELEMENT_ID, serializeBoot } from '../../../web/app/boot.ts'
import {
  type HeadData,
  handleStatus,
  isPersonal,
  pageHead,
  type RouteHandle,
  UNAVAILABLE_HEAD,
} from '../../../web/app/head.ts'
import { pageDataSource } from '../../../web/app/page-data.ts'
import type { SiteConfig } from '../../../web/app/site-config.tsx'
import { routes } from '../../../web/routes.tsx'
import type { AppDeps } from '../../app-deps.ts'
import { createGraphQLContext } from '../../graphql/context.ts'
import { schema } from '../../graphql/index.ts'
import { absoluteUrl } from '../../http/absolute-url.ts'
import { createNonce, inlineScriptHashes, nonceSource, pageCsp } from '../../http/csp.ts'
import { describeError, type Logger } from '../../http/logger.ts'
import { hasSessionCookie } from '../auth/cookie.ts'
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../cache/response-cache.ts'
import { type ClientAssets, fontPreloadTags } from './assets.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** How long a client should wait before asking again after an outage (503). */
const RETRY_AFTER_SECONDS = 5

export function siteConfigFrom(deps: AppDeps): SiteConfig {
  const { owner, siteUrl } = deps.config
  return {
    ownerName: owner.name,
    ownerFirstName: owner.firstName,
    ownerEmail: owner.email,
    linkedinUrl: owner.linkedinUrl,
    githubUrl: owner.githubUrl,
    siteUrl,
  }
}

function headTags(
  head: HeadData,
  assets: ClientAssets,
  site: SiteConfig,
  url: URL,
  routeModules: string[],
): string {
  const { title, description, image, refreshTo } = head
  const absolute = (path: string) => absoluteUrl(site.siteUrl, path)
  return [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="theme-color" content="#0f172a" />',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(absolute(url.pathname))}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(absolute(image))}" />` : '',
    // Only without JavaScript: with it, the page moves on by itself after its toast.
    refreshTo
      ? `<noscript><meta http-equiv="refresh" content="1;url=${escapeHtml(refreshTo)}" /></noscript>`
      : '',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ...fontPreloadTags(assets),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...[...assets.preloads, ...routeModules.flatMap(assets.routePreloads)].map(
      (href) => `<link rel="modulepreload" href="${href}" />`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ')
}

/** Source modules of the matched lazy routes, so their chunks are preloaded instead of fetched after boot. */
function lazyRouteModules(matches: { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.module
    return module ? [module] : []
  })
}

/** A loader's status (404, 401, 503...) wins; else a route that is itself an error page (the 404 page). */
function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode
  return handleStatus(context.matches) ?? 200
}

export function createPageRenderer(deps: AppDeps, assets: ClientAssets, logger: Logger) {
  const handler = createStaticHandler(routes)
  const site = siteConfigFrom(deps)
  const encoder = new TextEncoder()

  return async function renderPage(request: Request): Promise<Response> {
    // Loaders run the schema in-process with the context Yoga would build for this request.
    const client = createClient({
      url: '/graphql',
      exchanges: [executeExchange({ schema, context: () => createGraphQLContext(deps, request) })],
    })
    const requestContext = new RouterContextProvider()
    requestContext.set(pageDataSource, { client, awaitAll: true })
    const context = await handler.query(request, { requestContext })
    // A loader's redirect (e.g. /dashboard signed out) goes out as it is, for this reader only.
    if (context instanceof Response) {
      context.headers.set('cache-control', PRIVATE_CACHE_CONTROL)
      return context
    }

    const status = statusOf(context)
    const head = await Promise.resolve(pageHead(context, site)).catch(() => UNAVAILABLE_HEAD)
    // docs/decisions/140-page-cache.md: an anonymous public page (or 404) is rendered whole, without a
    // nonce, for the response cache; anything personal streams with a fresh nonce as before.
    const shareable =
      (status === 200 || status === 404) &&
      !isPersonal(context.matches) &&
      !hasSessionCookie(request, deps.config)
    const nonce = shareable ? undefined : createNonce()
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
    const url = new URL(request.url)
    const headStart = `<!doctype html>
<html lang="en">
  <head>
    ${headTags(head, assets, site, url, lazyRouteModules(context.matches))}
    `
    const tail = `</div>
    <script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot({ site })}</script>
    ${assets.scripts.map((src) => `<script type="module"${nonceAttribute} src="${src}"></script>`).join('\n    ')}
  </body>
</html>`

    // docs/decisions/003-ssr-streaming.md: the head goes out as soon as the loaders have answered, so
    // the browser fetches CSS, fonts and scripts while React renders; the style tags follow the render.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(headStart))
        // React renders synchronously once started: yield first, so the head leaves before the render.
        await new Promise((resolve) => setImmediate(resolve))
        const sheet = new ServerStyleSheet()
        try {
          const router = createStaticRouter(handler.dataRoutes, context)
          const stream = await renderToReadableStream(
            sheet.collectStyles(
              <AppProviders client={client} site={site}>
                <StaticRouterProvider router={router} context={context} nonce={nonce} />
              </AppProviders>,
            ),
            { nonce, onError: (error) => logger.error('page render failed', describeError(error)) },
          )
          await stream.allReady
          const styles = sheet.getStyleTags().replace(/<style /g, `<style${nonceAttribute} `)
          controller.enqueue(encoder.encode(`${styles}\n  </head>\n  <body>\n    <div id="root">`))
          const reader = stream.getReader()
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            controller.enqueue(value)
          }
          controller.enqueue(encoder.encode(tail))
        } catch (error) {
          // The status is already sent: end the document with a message instead of a cut connection.
          logger.error('page render failed', describeError(error))
          controller.enqueue(
            encoder.encode(
              '</head>\n  <body>\n    <p>Something went wrong. Please reload the page.</p>\n  </body>\n</html>',
            ),
          )
        } finally {
          sheet.seal()
          controller.close()
        }
      },
    })
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
    if (status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS)
    if (nonce) {
      headers['content-security-policy'] = pageCsp([nonceSource(nonce)], assets)
      headers['cache-control'] = isPersonal(context.matches) ? PRIVATE_CACHE_CONTROL : 'no-store'
      return new Response(body, { status, headers })
    }
    const html = await new Response(body).text()
    headers['content-security-policy'] = pageCsp(inlineScriptHashes(html), assets)
    headers['cache-control'] = PUBLIC_CACHE_CONTROL
    return new Response(html, { status, headers })
  }
}
