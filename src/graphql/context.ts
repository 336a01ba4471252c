import type { AppDeps } from '../app-deps.ts'
import { currentUser } from '../modules/auth/current-user.ts'
import type { PublicUser } from '../modules/auth/model.ts'
import type { Command } from '../modules/commands/model.ts'
import { commandsByProject } from '../modules/commands/service.ts'
import { type BatchLoader, createBatchLoader } from './batch-loader.ts'

/** Built per request, identically for Yoga and for in-process execution during server rendering. */
export interface GraphQLContext {
  deps: AppDeps
  request: Request
  currentUser: () => Promise<PublicUser | null>
  commandsByProject: BatchLoader<number, Command[]>
}

export function createGraphQLContext(deps: AppDeps, request: Request): GraphQLContext {
  return {
    deps,
    request,
    currentUser: () => currentUser(deps, request),
    commandsByProject: createBatchLoader((ids) => commandsByProject(deps.sql, ids), []),
  }
}
