import type {
  AdminMailLogQuery,
  AdminReaderImportQuery,
  AdminReadersQuery,
  ContactMessageFieldsFragment,
  ReaderFieldsFragment,
  SiteMailFieldsFragment,
} from '../../../schema/generated/graphql.ts'
import type {
  AdminOutboxQuery,
  AdminProjectCommandsQuery,
  OutboxMessageQuery,
} from '../../../schema/generated/lazy/graphql.ts'

/** The admin panel's documents (web/graphql/admin.graphql), typed by `npm run codegen`. */
export {
  AdminAccessDocument as ADMIN_ACCESS_QUERY,
  AdminInboxDocument as ADMIN_INBOX_QUERY,
  AdminMailLogDocument as ADMIN_MAIL_LOG_QUERY,
  AdminNewsletterDocument as ADMIN_NEWSLETTER_QUERY,
  AdminReaderImportDocument as ADMIN_READER_IMPORT_QUERY,
  AdminReadersDocument as ADMIN_READERS_QUERY,
  AdminSiteDocument as ADMIN_SITE_QUERY,
} from '../../../schema/generated/graphql.ts'
/** Documents of the module only admin screens load (codegen.ts): commands, the outbox. */
export {
  AdminOutboxDocument as ADMIN_OUTBOX_QUERY,
  AdminProjectCommandsDocument as PROJECT_COMMANDS_QUERY,
  OutboxMessageDocument as OUTBOX_MESSAGE_QUERY,
} from '../../../schema/generated/lazy/graphql.ts'

export type MailLogEntryData = NonNullable<AdminMailLogQuery['admin']>['mailLog']['items'][number]
export type MailLogCounts = NonNullable<AdminMailLogQuery['admin']>['mailLogCounts']
export type CommandData = AdminProjectCommandsQuery['projects'][number]['commands'][number]
export type ContactMessageData = ContactMessageFieldsFragment
export type ReaderData = ReaderFieldsFragment
export type ReaderImportData = NonNullable<NonNullable<AdminReaderImportQuery['admin']>['readerImport']>
export type ReaderCounts = NonNullable<AdminReadersQuery['admin']>['readerCounts']
/** The Site screen's mail settings (administrator-only). */
export type SiteMailData = SiteMailFieldsFragment
export type OutboxSummary = NonNullable<AdminOutboxQuery['admin']>['outbox']['items'][number]
export type OutboxMessageData = NonNullable<OutboxMessageQuery['outboxMessage']>
