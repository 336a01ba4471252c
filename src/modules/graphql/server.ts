import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga'
import { GRAPHQL_ACCEPT, type QueryTransport } from '../../../web/app/graphql-client.ts'
import type { AppDeps } from '../../app-deps.ts'
import { createGraphQLContext, type GraphQLContext } from '../../graphql/context.ts'
import { schema } from '../../graphql/index.ts'
import { describeError, type Logger } from '../../http/logger.ts'
import { hasSessionCookie } from '../auth/cookie.ts'
import { graphqlResponseCache } from '../cache/graphql-cache.ts'
import { armorPlugin } from './limits.ts'
import { refusedRequestsAre400 } from './request-errors.ts'

interface GraphQLServerContext {
  /** The request the app received: it keys the per-request state (session, cookies) shared with other layers. */
  appRequest: Request
}

export type GraphQLServer = YogaServerInstance<GraphQLServerContext, GraphQLContext>

export const GRAPHQL_PATH = '/graphql'

/**
 * The app's one GraphQL executor (docs/decisions/218-one-graphql-execution-path.md): /graphql and the
 * server renderer's loaders both go through it, so both get the abuse limits, production's error masking
 * and the anonymous response cache.
 */
export function createGraphQLServer(deps: AppDeps, logger: Logger): GraphQLServer {
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
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // The explorer is served by the route, from a page rendered once, with its own CSP; Yoga's renders per request.
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
    context: ({ appRequest }) => createGraphQLContext(deps, appRequest),
  })
}

/**
 * How the server renderer's loaders ask GraphQL during one page request: a POST to the same Yoga
 * instance, in-process (no socket, none of the HTTP wrapper's guards, logs or metrics), carrying the
 * page request's cookie, so the response cache sees the same session the page does, and that request as
 * the context's, so the session is resolved once for the page and its queries.
 */
export function inProcessTransport(graphql: GraphQLServer, request: Request): QueryTransport {
  const endpoint = new URL(GRAPHQL_PATH, request.url)
  const cookie = request.headers.get('cookie')
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT }
  if (cookie) headers.cookie = cookie
  return async (query, variables) =>
    graphql.fetch(
      new Request(endpoint, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }),
      { appRequest: request },
    )
}
