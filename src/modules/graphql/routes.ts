import { Elysia } from 'elysia'
import { createYoga, maskError } from 'graphql-yoga'
import type { AppDeps } from '../../app-deps.ts'
import { createGraphQLContext } from '../../graphql/context.ts'
import { schema } from '../../graphql/index.ts'
import { describeError, type Logger } from '../../http/logger.ts'
import { hasSessionCookie } from '../auth/cookie.ts'
import { graphqlResponseCache } from '../cache/graphql-cache.ts'
import { PUBLIC_CACHE_CONTROL } from '../cache/response-cache.ts'
import { createExplorer, explorerResponse } from './explorer.ts'
import { armorPlugin } from './limits.ts'
import { refusedRequestsAre400 } from './request-errors.ts'

interface ServerContext {
  appRequest: Request
}

/** A browser navigating to /graphql (not a GraphQL client doing a GET query). */
function wantsExplorer(request: Request): boolean {
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html')
}

export const graphqlRoutes = (deps: AppDeps, logger: Logger) => {
  const production = deps.config.env === 'production'
  // Production answers "Unexpected error." for anything that is not a deliberate GraphQL error; the
  // original goes to the log so it is not lost.
  const maskAndLog: typeof maskError = (error, message) => {
    const masked = maskError(error, message, false)
    if (masked !== error) {
      const original = (error as { originalError?: unknown }).originalError ?? error
      logger.error('graphql resolver failed', describeError(original))
    }
    return masked
  }
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // The explorer is served below, from a page rendered once, with its own CSP; Yoga's renders per request.
    graphiql: false,
    landingPage: false,
    maskedErrors: production ? { maskError: maskAndLog } : false,
    logging: false,
    // Yoga's default reflects any Origin with credentials, which lets any page on a sibling port or
    // subdomain (same-site, so the Lax cookie goes along) read a signed-in reader's data. Only origins
    // named in CORS_ORIGINS get CORS headers at all (docs/decisions/081).
    cors: (request) => {
      const origin = request.headers.get('origin')
      if (!origin || !deps.config.corsOrigins.includes(origin)) return false
      return { origin, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type'] }
    },
    plugins: [
      armorPlugin(production),
      refusedRequestsAre400,
      // CACHE_MAX_MB=0 turns every response cache off, this one included.
      ...(deps.config.cacheMaxBytes > 0
        ? [graphqlResponseCache(deps.dataVersion, (request) => hasSessionCookie(request, deps.config))]
        : []),
    ],
    // The original Request keys the per-request state (session, cookies) shared with other layers.
    context: ({ appRequest }) => createGraphQLContext(deps, appRequest),
  })
  const explorer = deps.config.graphiql ? createExplorer() : null
  return new Elysia({ name: 'graphql' }).all(
    '/graphql',
    async ({ request }) => {
      if (explorer && wantsExplorer(request)) return explorerResponse(await explorer(), request)
      const response = await yoga.fetch(request, { appRequest: request })
      // Yoga's response cache tags the results it may share (anonymous, nothing personal) with an ETag:
      // those are public, so the response cache in front keeps them too (docs/decisions/142).
      if (response.status === 200 && response.headers.has('etag') && !hasSessionCookie(request, deps.config))
        response.headers.set('cache-control', PUBLIC_CACHE_CONTROL)
      return response
    },
    { parse: 'none' },
  )
}
