import { type Static, Type as t } from '@sinclair/typebox'
import { type Frequency, READER_STATES, type ReaderConsent, type ReaderState } from '../../shared/enums.ts'
import { OneOf } from '../../shared/inputs/fields.ts'
import { AdminListQuery } from '../paging.ts'

/** A site account that is not an administrator, with its newsletter subscription. */
export interface Reader {
  id: number
  username: string
  email: string | null
  firstName: string | null
  lastName: string | null
  /** Member since. */
  createdAt: Date
  state: ReaderState
  /** The chosen frequency; kept after the subscription ends, null when it never started. */
  frequency: Frequency | null
  /** Slugs of the owner's topics (docs/decisions/235); empty means every update. */
  topics: string[]
  subscribedAt: Date | null
  /** How the current or last subscription began (with subscribedAt: when); null when it never started. */
  consent: ReaderConsent | null
}

/** How the audience splits; frequency and topic count active readers only (those the newsletter reaches). */
export interface ReaderCounts {
  total: number
  byState: { state: ReaderState; count: number }[]
  byFrequency: { frequency: Frequency; count: number }[]
  /** Per topic slug: every offered topic, and retired ones still followed. */
  byTopic: { topic: string; count: number }[]
  /** Active readers with no topic chosen, which means every update. */
  everyTopic: number
}

/** `?search=&page=&state=` of GET /api/readers and its CSV export. */
export const ReaderListQuery = t.Composite(
  [AdminListQuery, t.Object({ state: t.Optional(OneOf('state', READER_STATES)) })],
  { additionalProperties: false },
)
export type ReaderListQuery = Static<typeof ReaderListQuery>

/** Why a row of an import is left out, or merged into another. */
export type ReaderImportIssueKind = 'error' | 'skipped' | 'duplicate'

export interface ReaderImportIssue {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number
  email: string | null
  /** error: the row cannot be read; skipped: the file says the reader is not subscribed; duplicate: an address again. */
  kind: ReaderImportIssueKind
  reason: string
}

/**
 * What an import does (planned in the preview, or done): readers created, existing accounts that get
 * a subscription, readers already subscribed (left as they are), readers who unsubscribed (left
 * unsubscribed), rows left out and rows merged into an earlier one with the same address.
 */
export interface ReaderImportCounts {
  created: number
  subscribed: number
  alreadySubscribed: number
  unsubscribed: number
  skipped: number
  duplicates: number
}

/** An uploaded reader list: its preview until the owner confirms, then what the import did. */
export interface ReaderImport {
  id: number
  fileName: string
  createdAt: Date
  /** How the file's text was read: UTF-8, UTF-16 or Windows-1252. */
  encoding: string
  /** Rows with anything in them, the header left out. */
  rows: number
  planned: ReaderImportCounts
  /** The first rows left out or merged (ISSUES_SHOWN at most), in file order. */
  issues: ReaderImportIssue[]
  issueCount: number
  /** Header names of columns the import does not read. */
  ignoredColumns: string[]
  doneAt: Date | null
  result: ReaderImportCounts | null
}

/** How many rows left out a preview lists (the count says how many there are in all). */
export const ISSUES_SHOWN = 200
