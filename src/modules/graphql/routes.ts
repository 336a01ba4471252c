import { Elysia } from 'elysia'
import { createYoga } from 'graphql-yoga'
import { createGraphQLContext } from '../../../schema/context.ts'
import { schema } from '../../../schema/index.ts'
import type { AppDeps } from '../../app-deps.ts'

interface ServerContext {
  appRequest: Request
}

export const graphqlRoutes = (deps: AppDeps) => {
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: deps.config.env === 'production',
    logging: false,
    // The original Request keys the per-request state (session, cookies) shared with other layers.
    context: ({ appRequest }) => createGraphQLContext(deps, appRequest),
  })
  return new Elysia({ name: 'graphql' }).all(
    '/graphql',
    ({ request }) => yoga.fetch(request, { appRequest: request }),
    {
      parse: 'none',
    },
  )
}
