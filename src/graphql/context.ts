import type { AppDeps } from '../app-deps.ts'
import { currentUser } from '../modules/auth/current-user.ts'
import type { PublicUser } from '../shared/models/auth.ts'

/**
 * Built by Yoga per GraphQL request from the request the app received: for the server renderer's queries,
 * the page request (docs/decisions/218-one-graphql-execution-path.md).
 */
export interface GraphQLContext {
  deps: AppDeps
  request: Request
  currentUser: () => Promise<PublicUser | null>
}

export function createGraphQLContext(deps: AppDeps, request: Request): GraphQLContext {
  return {
    deps,
    request,
    currentUser: () => currentUser(deps, request),
  }
}
