import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { hasSessionCookie } from '../auth/cookie.ts'
import { PUBLIC_CACHE_CONTROL } from '../cache/response-cache.ts'
import { createExplorer, explorerResponse, explorerVariant } from './explorer.ts'
import { GRAPHQL_PATH, type GraphQLServer } from './server.ts'

/** A browser navigating to /graphql (not a GraphQL client doing a GET query). */
function wantsExplorer(request: Request): boolean {
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html')
}

/** /graphql: the app's GraphQL server (server.ts) over HTTP, and the explorer for browsers when enabled. */
export const graphqlRoutes = (deps: AppDeps, yoga: GraphQLServer) => {
  const explorer = deps.config.graphiql ? createExplorer() : null
  return new Elysia({ name: 'graphql' }).all(
    GRAPHQL_PATH,
    async ({ request }) => {
      if (explorer && wantsExplorer(request))
        return explorerResponse(await explorer(explorerVariant(request)), request)
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
