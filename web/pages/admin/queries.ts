import type { AdminPanelQuery, AdminProjectCommandsQuery } from '../../../schema/generated/graphql.ts'

/** The admin panel's documents (web/graphql/admin.graphql), typed by `npm run codegen`. */
export {
  AdminPanelDocument as ADMIN_QUERY,
  AdminProjectCommandsDocument as PROJECT_COMMANDS_QUERY,
} from '../../../schema/generated/graphql.ts'

export type AdminResult = AdminPanelQuery
export type ProjectCommandsResult = AdminProjectCommandsQuery
export type CommandData = NonNullable<AdminProjectCommandsQuery['project']>['commands'][number]
