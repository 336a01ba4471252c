import { AppError } from '../../errors.ts'
import { findImport } from '../../modules/readers/import.ts'
import type {
  ReaderImport,
  ReaderImportCounts,
  ReaderImportIssue,
  ReaderImportIssueKind,
} from '../../modules/readers/model.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { DateTime } from './DateTime.ts'

const IssueKindEnum = builder.enumType('ReaderImportIssueKind', {
  description: 'Why a row of an import is left out, or merged into another.',
  values: {
    ERROR: {
      value: 'error',
      description: 'The row cannot be read: no valid address, an unknown topic or frequency...',
    },
    SKIPPED: {
      value: 'skipped',
      description: 'The file says the reader is not subscribed (or never confirmed).',
    },
    DUPLICATE: {
      value: 'duplicate',
      description: 'The address came earlier in the file: merged into that row.',
    },
  } satisfies Record<string, { value: ReaderImportIssueKind; description: string }>,
})

const IssueRef = builder.objectRef<ReaderImportIssue>('ReaderImportIssue').implement({
  description: 'A row of an uploaded reader list that is left out or merged, and why.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The row as a spreadsheet numbers it (the header is row 1).' }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'The address in the row; null when it has none.',
    }),
    kind: t.expose('kind', { type: IssueKindEnum, description: 'What kind of problem it is.' }),
    reason: t.exposeString('reason', { description: 'Why, in words the admin reads.' }),
  }),
})

const CountsRef = builder.objectRef<ReaderImportCounts>('ReaderImportCounts').implement({
  description: 'What an import does, planned (the preview) or done.',
  fields: (t) => ({
    created: t.exposeInt('created', { description: 'New readers, subscribed and confirmed.' }),
    subscribed: t.exposeInt('subscribed', {
      description: 'Accounts that had no subscription and get one.',
    }),
    alreadySubscribed: t.exposeInt('alreadySubscribed', {
      description: 'Readers already subscribed: left as they are (names they lack filled in).',
    }),
    unsubscribed: t.exposeInt('unsubscribed', {
      description: 'Readers who unsubscribed: an import never subscribes them again.',
    }),
    skipped: t.exposeInt('skipped', {
      description: 'Rows left out (errors, and readers the file says are not subscribed).',
    }),
    duplicates: t.exposeInt('duplicates', {
      description: 'Rows whose address came earlier in the file: merged.',
    }),
  }),
})

const ReaderImportRef = builder.objectRef<ReaderImport>('ReaderImport').implement({
  description:
    'An uploaded reader list: its preview until the administrator confirms it, then what the import did.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the upload.' }),
    fileName: t.exposeString('fileName', { description: 'Name of the uploaded file.' }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'When it was uploaded.' }),
    encoding: t.exposeString('encoding', {
      description: "How the file's text was read: UTF-8, UTF-16 or Windows-1252.",
    }),
    rows: t.exposeInt('rows', { description: 'Rows with anything in them, the header left out.' }),
    planned: t.expose('planned', {
      type: CountsRef,
      description: 'What confirming would do, as of the upload.',
    }),
    issues: t.expose('issues', {
      type: [IssueRef],
      description: 'The first 200 rows left out or merged, in file order.',
    }),
    issueCount: t.exposeInt('issueCount', { description: 'Rows left out or merged, in all.' }),
    ignoredColumns: t.exposeStringList('ignoredColumns', {
      description: 'Columns the import does not read.',
    }),
    doneAt: t.expose('doneAt', {
      type: DateTime,
      nullable: true,
      description: 'When it was imported; null while it waits for confirmation.',
    }),
    result: t.expose('result', {
      type: CountsRef,
      nullable: true,
      description: 'What the import did; null while it waits for confirmation.',
    }),
  }),
})

builder.objectFields(AdminRef, (t) => ({
  readerImport: t.field({
    type: ReaderImportRef,
    nullable: true,
    description: 'One uploaded reader list (kept for a day); null when there is no such upload.',
    args: { id: t.arg.id({ required: true, description: 'Id of the upload.' }) },
    resolve: async (_admin, args, ctx) => {
      try {
        return await findImport(ctx.deps.sql, String(args.id))
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null
        throw error
      }
    },
  }),
}))
