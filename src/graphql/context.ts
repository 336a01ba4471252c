import type { AppDeps } from '../app-deps.ts'
import { currentUser } from '../modules/auth/current-user.ts'
import type { PublicUser } from '../modules/auth/model.ts'

/** Built per request, identically for Yoga and for in-process execution during server rendering. */
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
