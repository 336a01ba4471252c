import { renderToReadableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouteMatch,
  matchRoutes,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router'
import { ServerStyleSheet } from 'styled-components'
import { AppProviders } from '../../../web/app/AppProviders.tsx'
import { createGraphQLClient } from '../../../web/app/graphql-client.ts'
import {
  escapeHtml,
  type HeadData,
  handleStatus,
  headTags,
  heroImageOf,
  isPersonal,
  pageHead,
  queryOf,
  type RouteHandle,
  tagHtml,
  UNAVAILABLE_HEAD,
} from '../../../web/app/head.ts'
import { pageDataSource } from '../../../web/app/page-data.ts'
import { siteIn } from '../../../web/app/site.ts'
import { allRoutes } from '../../../web/rare-routes.tsx'
import { mayBeRarePage } from '../../../web/routes.tsx'
import { PAGE_CSS } from '../../../web/theme/page-css.ts'
import { ThemePreferenceContext } from '../../../web/theme/preference.ts'
import type { AppDeps } from '../../app-deps.ts'
import { createNonce, inlineScriptHashes, nonceSource, pageCsp } from '../../http/csp.ts'
import { describeError, type Logger } from '../../http/logger.ts'
import { absoluteUrl } from '../../shared/absolute-url.ts'
import { type ThemePreference, themeColorMetas } from '../../shared/theme.ts'
import { hasSessionCookie } from '../auth/cookie.ts'
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../cache/response-cache.ts'
import { type GraphQLServer, inProcessTransport } from '../graphql/server.ts'
import { FEED_PATH } from '../seo/documents.ts'
import { type OwnerProfile, ownerProfileOf } from '../seo/profile.ts'
import { jsonLdScripts, structuredData } from '../seo/structured-data.ts'
import { type ClientAssets, fontPreloadTags } from './assets.ts'
import { type AppHandle, inProcessApi } from './in-process-api.ts'
import { pageCodeTag } from './page-boot.ts'
import { noVarySearch } from './page-query.ts'
import { ownerDefaultOf, resolveTheme } from './theme.ts'

const RARE_ROUTES_MODULE = 'web/rare-routes.tsx'

/** How long a client should wait before asking again after an outage (503). */
const RETRY_AFTER_SECONDS = 5

/** Both themes' colours and the page-wide rules, the same on every page: the first paint has them. */
const PAGE_STYLE = `<style>${PAGE_CSS}</style>`

/**
 * The banner's sky image is the dark theme's (the light one paints its sky with gradients): preloaded
 * when the page is dark, or under `system` for visitors whose system is.
 */
function heroImagePreload(heroImage: string | undefined, theme: ThemePreference): string {
  if (!heroImage || theme === 'light') return ''
  const media = theme === 'system' ? ' media="(prefers-color-scheme: dark)"' : ''
  return `<link rel="preload" href="${escapeHtml(heroImage)}" as="image" fetchpriority="high"${media} />`
}

function documentHead(
  head: HeadData,
  assets: ClientAssets,
  siteUrl: string,
  owner: OwnerProfile | null,
  url: URL,
  heroImage: string | undefined,
  theme: ThemePreference,
  dataVersion: number,
): string {
  return [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    ...themeColorMetas(theme).map(({ content, media }) =>
      tagHtml('meta', { name: 'theme-color', content, ...(media && { media }) }),
    ),
    ...headTags(head, siteUrl, url.pathname, dataVersion),
    // Only without JavaScript: with it, the page moves on by itself after its toast.
    head.refreshTo &&
      `<noscript>${tagHtml('meta', { 'http-equiv': 'refresh', content: `1; url=${head.refreshTo}` })}</noscript>`,
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
    owner &&
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${owner.name} · Projects`)}" href="${escapeHtml(absoluteUrl(siteUrl, FEED_PATH))}" />`,
    heroImagePreload(heroImage, theme),
    ...fontPreloadTags(assets),
    PAGE_STYLE,
    assets.inlineCss ? `<style>${assets.inlineCss}</style>` : '',
    ...(head.about && owner ? jsonLdScripts(structuredData(head.about, owner, siteUrl, dataVersion)) : []),
  ]
    .filter(Boolean)
    .join('\n    ')
}

/**
 * The chunks a page hydrates with beyond the entry: the entry's static imports and the matched lazy
 * routes' (docs/decisions/222-before-hydration-code.md), fetched together once the page has painted;
 * for a page the browser cannot tell from a rarely opened one, those routes too (web/rare-routes.tsx).
 */
function pageChunks(assets: ClientAssets, matches: DataRouteMatch[], pathname: string): string[] {
  const routeModules = matches.flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.module
    return module ? [module] : []
  })
  if (mayBeRarePage(pathname)) routeModules.unshift(RARE_ROUTES_MODULE)
  return [...assets.preloads, ...routeModules.flatMap(assets.routePreloads)]
}

/** A loader's status (404, 401, 503...) wins; else a route that is itself an error page (the 404 page). */
function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode
  return handleStatus(context.matches) ?? 200
}

/**
 * Whether a form posted to this page address has a route action to answer it (the page's forms post to
 * their own address: docs/decisions/221-route-actions.md).
 */
export function pageTakesForms(pathname: string): boolean {
  return Boolean(matchRoutes(allRoutes, pathname)?.at(-1)?.route.action)
}

/** No REST calls: for renderers that only render pages (GET). */
const NO_API: AppHandle = async () => {
  throw new Error('This page renderer has no app to send REST calls to')
}

/**
 * `graphql` is the app's GraphQL server, the one behind /graphql: loaders ask it in-process, with its
 * limits, error masking and response cache (docs/decisions/218-one-graphql-execution-path.md). `app`
 * answers the REST calls route actions make (the same Elysia app the page request came through).
 */
export function createPageRenderer(
  deps: AppDeps,
  assets: ClientAssets,
  logger: Logger,
  graphql: GraphQLServer,
  app: AppHandle = NO_API,
) {
  const handler = createStaticHandler(allRoutes)
  const encoder = new TextEncoder()

  return async function renderPage(request: Request): Promise<Response> {
    // Read before the loaders: the page cache keys this page by the version it started under.
    const dataVersion = deps.dataVersion.current
    // Loaders ask the app's Yoga in-process, as this request (its cookie, its session); the answers
    // reach the browser as the router's hydration data, so the first page makes no GraphQL request.
    const client = createGraphQLClient(inProcessTransport(graphql, request))
    const requestContext = new RouterContextProvider()
    requestContext.set(pageDataSource, { client, awaitAll: true, api: inProcessApi(app, request) })
    const context = await handler.query(request, { requestContext })
    // A loader's redirect (e.g. /dashboard signed out) goes out as it is, for this reader only.
    if (context instanceof Response) {
      context.headers.set('cache-control', PRIVATE_CACHE_CONTROL)
      return context
    }

    const status = statusOf(context)
    const head = await Promise.resolve(pageHead(context)).catch(() => UNAVAILABLE_HEAD)
    // The settings the root loader read for this page; none during an outage (a 503 page).
    const site = siteIn(context.loaderData)
    const owner = site ? ownerProfileOf(site) : null
    // docs/decisions/210: the visitor's cookie, else the owner's default; the page cache keys by it too.
    const theme = resolveTheme(request, ownerDefaultOf(site))
    // docs/decisions/140-page-cache.md: an anonymous public page (or 404) is rendered whole, without a
    // nonce, for the response cache; anything personal streams with a fresh nonce as before.
    const shareable =
      request.method === 'GET' &&
      (status === 200 || status === 404) &&
      !isPersonal(context.matches) &&
      !hasSessionCookie(request, deps.config)
    const nonce = shareable ? undefined : createNonce()
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
    const url = new URL(request.url)
    const headStart = `<!doctype html>
<html lang="en" data-theme="${theme}"${deps.config.insights.enabled ? '' : ' data-insights="off"'}>
  <head>
    ${documentHead(head, assets, deps.config.siteUrl, owner, url, heroImageOf(context.matches), theme, dataVersion)}
    ${pageCodeTag({ scripts: assets.scripts, preloads: pageChunks(assets, context.matches, url.pathname) })}
    <script${nonceAttribute}>${assets.bootScript}</script>
    `
    const tail = `</div>
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
              <AppProviders client={client}>
                <ThemePreferenceContext value={theme}>
                  <StaticRouterProvider router={router} context={context} nonce={nonce} />
                </ThemePreferenceContext>
              </AppProviders>,
            ),
            {
              nonce,
              // The stream is read only once everything is ready, so every Suspense boundary goes out
              // inline, in place. By default React moves a large one to the end of the document behind
              // an inline script (its fallback first), which readers without JavaScript would never see
              // (docs/decisions/151-below-the-fold-hydration.md).
              progressiveChunkSize: Number.POSITIVE_INFINITY,
              onError: (error) => logger.error('page render failed', describeError(error)),
            },
          )
          await stream.allReady
          const styles = sheet.getStyleTags().replace(/<style /g, `<style${nonceAttribute} `)
          controller.enqueue(encoder.encode(`${styles}\n  </head>\n  <body>\n    <div id="root">`))
          for await (const chunk of stream) controller.enqueue(chunk)
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
    // A CDN in front may then share one copy among the addresses this page renders alike, as the page
    // cache does (docs/decisions/215-query-strings-a-page-reads.md).
    const query = queryOf(context.matches)
    if (query) headers['no-vary-search'] = noVarySearch(query)
    return new Response(html, { status, headers })
  }
}
