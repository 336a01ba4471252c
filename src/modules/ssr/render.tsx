import { executeExchange } from '@urql/exchange-execute'
import { renderToReadableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { ServerStyleSheet } from 'styled-components'
import { createClient, ssrExchange } from 'urql'
import { AppProviders } from '../../../web/app/AppProviders.tsx'
import { BOOT_ELEMENT_ID, serializeBoot } from '../../../web/app/boot.ts'
import type { RenderRecord } from '../../../web/app/render-context.tsx'
import type { SiteConfig } from '../../../web/app/site-config.tsx'
import { type RouteHandle, routes } from '../../../web/routes.tsx'
import type { AppDeps } from '../../app-deps.ts'
import { createGraphQLContext } from '../../graphql/context.ts'
import { schema } from '../../graphql/index.ts'
import { absoluteUrl } from '../../http/absolute-url.ts'
import { createNonce, pageCsp } from '../../http/csp.ts'
import { type ClientAssets, fontPreloadTags } from './assets.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

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
  record: RenderRecord,
  assets: ClientAssets,
  site: SiteConfig,
  url: URL,
  routeModules: string[],
): string {
  const { title, description, image } = record.head
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

export function createPageRenderer(deps: AppDeps, assets: ClientAssets) {
  const handler = createStaticHandler(routes)
  const site = siteConfigFrom(deps)

  return async function renderPage(request: Request): Promise<Response> {
    const context = await handler.query(request)
    if (context instanceof Response) return context

    const nonce = createNonce()
    const ssr = ssrExchange({ isClient: false })
    const client = createClient({
      url: '/graphql',
      exchanges: [ssr, executeExchange({ schema, context: () => createGraphQLContext(deps, request) })],
      suspense: true,
    })
    const record: RenderRecord = {
      status: context.statusCode,
      head: { title: site.ownerName, description: '' },
    }
    const sheet = new ServerStyleSheet()
    const router = createStaticRouter(handler.dataRoutes, context)
    let renderError: unknown
    try {
      const stream = await renderToReadableStream(
        sheet.collectStyles(
          <AppProviders client={client} site={site} record={record}>
            <StaticRouterProvider router={router} context={context} nonce={nonce} />
          </AppProviders>,
        ),
        {
          nonce,
          onError(error) {
            renderError = error
          },
        },
      )
      // Styles are only known once the whole tree has rendered (see docs/decisions/003-ssr-streaming.md).
      await stream.allReady
      if (renderError) throw renderError
      const url = new URL(request.url)
      const head = `<!doctype html>
<html lang="en">
  <head>
    ${headTags(record, assets, site, url, lazyRouteModules(context.matches))}
    ${sheet.getStyleTags().replace(/<style /g, `<style nonce="${nonce}" `)}
  </head>
  <body>
    <div id="root">`
      const tail = `</div>
    <script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot({ site, urql: ssr.extractData() })}</script>
    ${assets.scripts.map((src) => `<script type="module" nonce="${nonce}" src="${src}"></script>`).join('\n    ')}
  </body>
</html>`
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(head))
          const reader = stream.getReader()
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            controller.enqueue(value)
          }
          controller.enqueue(encoder.encode(tail))
          controller.close()
        },
      })
      return new Response(body, {
        status: record.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': pageCsp(nonce, assets),
          'cache-control': 'no-store',
        },
      })
    } finally {
      sheet.seal()
    }
  }
}
