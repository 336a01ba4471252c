import type {
  AdminAreaQuery,
  AdminPanelQuery,
  AdminProjectCommandsQuery,
  ContactMessageFieldsFragment,
  ReaderFieldsFragment,
} from '../../../schema/generated/graphql.ts'

/** The admin panel's documents (web/graphql/admin.graphql), typed by `npm run codegen`. */
export {
  AdminAreaDocument as ADMIN_AREA_QUERY,
  AdminPanelDocument as ADMIN_QUERY,
  AdminProjectCommandsDocument as PROJECT_COMMANDS_QUERY,
} from '../../../schema/generated/graphql.ts'

export type AdminResult = AdminPanelQuery
export type AdminAreaResult = AdminAreaQuery
export type ProjectCommandsResult = AdminProjectCommandsQuery
export type CommandData = NonNullable<AdminProjectCommandsQuery['project']>['commands'][number]
export type ContactMessageData = ContactMessageFieldsFragment
export type ReaderData = ReaderFieldsFragment
