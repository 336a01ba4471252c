import type { Sql } from '../../db/client.ts'
import { LOCK_KEYS, withAdvisoryLock } from '../../db/locks.ts'
import * as imports from '../../db/reader-imports.ts'
import * as readers from '../../db/readers.ts'
import { AppError, badRequest, notFound, parseId } from '../../errors.ts'
import { DEFAULT_FREQUENCY, type ReaderConsent } from '../../shared/enums.ts'
import type { NewReaderBody } from '../../shared/inputs/readers.ts'
import { CONTROL_CHARACTER } from '../../shared/text.ts'
import { type ImportRow, isUploadedCsv, type ReadRows, readCsvFile, readRows } from './import-file.ts'
import {
  ISSUES_SHOWN,
  type Reader,
  type ReaderImport,
  type ReaderImportCounts,
  type ReaderImportIssue,
} from './model.ts'
import { topicMatcher } from './topics.ts'
import { randomSuffix, usernameBase } from './usernames.ts'

/*
 * Readers in bulk (issue 21 item 6, docs/decisions/236). An upload is read and previewed before
 * anything is written; the owner's confirmation imports it in one transaction, a thousand readers per
 * statement. Addresses are matched without case: an address already in the file or on the site is
 * merged, never a second reader. New readers are accounts without a password whose subscription
 * starts confirmed (the owner vouches for their consent) and records how it began; readers already
 * subscribed keep their subscription as it is, and readers who unsubscribed stay unsubscribed. Nothing
 * is mailed: not a confirmation, not a welcome.
 */

/** Readers per statement: a few round trips for ten thousand, a bounded parameter for each. */
const BATCH = 1000

/** What an address in an upload becomes, given the account it may already belong to. */
type Outcome = 'create' | 'subscribe' | 'already-subscribed' | 'unsubscribed' | 'admin'

function outcomeOf(account: imports.ExistingAccount | undefined): Outcome {
  if (!account) return 'create'
  if (account.isAdmin) return 'admin'
  if (account.subscription === 'none') return 'subscribe'
  return account.subscription === 'running' ? 'already-subscribed' : 'unsubscribed'
}

const ADMIN_ADDRESS = "This is the administrator's address, not a reader's"

const emptyCounts = (): ReaderImportCounts => ({
  created: 0,
  subscribed: 0,
  alreadySubscribed: 0,
  unsubscribed: 0,
  skipped: 0,
  duplicates: 0,
})

const COUNTED: Record<Exclude<Outcome, 'admin'>, keyof ReaderImportCounts> = {
  create: 'created',
  subscribe: 'subscribed',
  'already-subscribed': 'alreadySubscribed',
  unsubscribed: 'unsubscribed',
}

/** Rows left out or merged, in file order, with the administrator's address among them. */
function issuesWith(read: ReadRows, admins: readonly ImportRow[]): ReaderImportIssue[] {
  const more = admins.map(({ row, email }) => ({ row, email, kind: 'error' as const, reason: ADMIN_ADDRESS }))
  return [...read.issues, ...more].sort((a, b) => a.row - b.row)
}

function tallyIssues(counts: ReaderImportCounts, issues: readonly ReaderImportIssue[]) {
  for (const issue of issues) {
    if (issue.kind === 'duplicate') counts.duplicates++
    else counts.skipped++
  }
}

async function accountsOf(
  sql: Sql,
  rows: readonly ImportRow[],
): Promise<Map<string, imports.ExistingAccount>> {
  const found = new Map<string, imports.ExistingAccount>()
  for (let i = 0; i < rows.length; i += BATCH * 5) {
    const keys = rows.slice(i, i + BATCH * 5).map((r) => r.key)
    for (const account of await imports.findAccountsByEmail(sql, keys)) found.set(account.key, account)
  }
  return found
}

/** What the import would do now: the preview's counts and the rows it leaves out. */
async function planOf(sql: Sql, read: ReadRows) {
  const accounts = await accountsOf(sql, read.rows)
  const planned = emptyCounts()
  const admins: ImportRow[] = []
  for (const row of read.rows) {
    const outcome = outcomeOf(accounts.get(row.key))
    if (outcome === 'admin') admins.push(row)
    else planned[COUNTED[outcome]]++
  }
  const issues = issuesWith(read, admins)
  tallyIssues(planned, issues)
  return { planned, issues }
}

/**
 * Creates accounts for these rows, each named after its address (with a short random suffix when the
 * name is taken). Returns the new ids by address; an address that got an account meanwhile (a reader
 * signing up at this moment) is left out, and the caller merges it like any existing one.
 */
async function createReaders(tx: Sql, rows: readonly ImportRow[]): Promise<Map<string, number>> {
  const created = new Map<string, number>()
  let pending = [...rows]
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 8) throw new Error('No free username for an imported reader')
    const bases = pending.map((r) => usernameBase(r.email))
    const taken = attempt === 0 ? await imports.takenUsernames(tx, [...new Set(bases)]) : new Set<string>()
    const used = new Set<string>()
    const batch = pending.map((row, i) => {
      let username = bases[i]!
      if (attempt > 0 || taken.has(username) || used.has(username)) username = `${username}-${randomSuffix()}`
      used.add(username)
      return { username, email: row.email, firstName: row.firstName, lastName: row.lastName }
    })
    for (const { id, key } of await imports.insertReaders(tx, batch)) created.set(key, id)
    const missing = pending.filter((r) => !created.has(r.key))
    if (missing.length === 0) break
    // Lost to a name taken in between (retry with a new suffix), or to a sign-up with that address.
    const signedUp = await accountsOf(tx, missing)
    pending = missing.filter((r) => !signedUp.has(r.key))
  }
  return created
}

const subscriptionOf = (row: ImportRow, userId: number) => ({
  userId,
  frequency: row.frequency ?? DEFAULT_FREQUENCY,
  topics: row.topics ?? ([] as string[]),
})

/**
 * Writes the rows, a batch at a time, inside the caller's transaction; returns what it did. Each batch
 * reads the accounts again, so what the counts say is what happened.
 */
async function applyRows(tx: Sql, read: ReadRows, consent: ReaderConsent): Promise<ReaderImportCounts> {
  const done = emptyCounts()
  const admins: ImportRow[] = []
  for (let i = 0; i < read.rows.length; i += BATCH) {
    const batch = read.rows.slice(i, i + BATCH)
    const before = await accountsOf(tx, batch)
    const fresh = batch.filter((r) => !before.has(r.key))
    const created = await createReaders(tx, fresh)
    // An address that signed up meanwhile has an account now: merged like the others.
    const after = created.size < fresh.length ? await accountsOf(tx, batch) : before
    const subscribe: ReturnType<typeof subscriptionOf>[] = []
    const names: { userId: number; firstName: string | null; lastName: string | null }[] = []
    for (const row of batch) {
      const newId = created.get(row.key)
      if (newId !== undefined) {
        done.created++
        subscribe.push(subscriptionOf(row, newId))
        continue
      }
      const account = after.get(row.key)
      const outcome = outcomeOf(account)
      if (outcome === 'admin') {
        admins.push(row)
        continue
      }
      done[COUNTED[outcome]]++
      names.push({ userId: account!.id, firstName: row.firstName, lastName: row.lastName })
      if (outcome === 'subscribe') subscribe.push(subscriptionOf(row, account!.id))
    }
    await imports.insertSubscriptions(tx, subscribe, consent)
    await imports.fillBlankNames(tx, names)
  }
  tallyIssues(done, issuesWith(read, admins))
  return done
}

/** The uploaded file's name as the page shows it: no folders, no control characters, not too long. */
function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop()!.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '').trim()
  return base.slice(0, 255) || 'readers.csv'
}

/**
 * Reads an uploaded list and keeps it with its preview; nothing else is written. A file that is not a
 * CSV, too large, empty or without an email column is a 4xx naming the problem, and nothing is kept.
 */
export async function previewImport(sql: Sql, file: unknown): Promise<ReaderImport> {
  if (Array.isArray(file)) throw badRequest('Send one file at a time')
  if (!isUploadedCsv(file)) throw badRequest("No file: send the CSV file in the form field 'file'")
  const { text, encoding } = await readCsvFile(file)
  const read = readRows(text, await topicMatcher(sql))
  const { planned, issues } = await planOf(sql, read)
  return imports.insertImport(sql, {
    fileName: fileNameOf(file.name),
    csv: text,
    preview: {
      encoding,
      rows: read.dataRows,
      planned,
      issues: issues.slice(0, ISSUES_SHOWN),
      issueCount: issues.length,
      ignoredColumns: read.ignoredColumns,
    },
  })
}

const GONE = 'No such import: an upload waits a day for its confirmation. Upload the file again'

export async function findImport(sql: Sql, rawId: string): Promise<ReaderImport> {
  const found = await imports.findImport(sql, parseId(rawId, 'Import'))
  if (!found) throw notFound(GONE)
  return found
}

/**
 * Imports a previewed upload in one transaction: the file is read again, as readers may have
 * subscribed, unsubscribed or signed up since the preview, and the result says what was done. A
 * second confirmation (a double click, two tabs) waits for the first and is refused.
 */
export async function confirmImport(sql: Sql, rawId: string): Promise<ReaderImport> {
  const id = parseId(rawId, 'Import')
  await withAdvisoryLock(sql, LOCK_KEYS.readerImport, async (tx) => {
    const upload = await imports.lockImport(tx, id)
    if (!upload) throw notFound(GONE)
    if (upload.done || upload.csv === null) throw new AppError(409, 'This import is done already')
    const result = await applyRows(tx, readRows(upload.csv, await topicMatcher(tx)), 'imported')
    await imports.finishImport(tx, id, result)
  })
  return findImport(sql, String(id))
}

/** Drops an upload that was not imported; a done one stays (its page says what it did). */
export async function cancelImport(sql: Sql, rawId: string): Promise<{ id: number }> {
  const id = parseId(rawId, 'Import')
  if (await imports.deleteImport(sql, id)) return { id }
  if (await imports.findImport(sql, id)) throw new AppError(409, 'This import is done already')
  throw notFound(GONE)
}

type AddedOutcome = 'created' | 'subscribed' | 'already-subscribed'

export interface AddedReader {
  reader: Reader
  outcome: AddedOutcome
  /** What happened, in the words the screen shows. */
  message: string
}

const ADDED_MESSAGES: Record<AddedOutcome, (email: string) => string> = {
  created: (email) => `${email} is now a reader and gets the next issue. No email was sent.`,
  subscribed: (email) => `${email} had an account and is now subscribed. No email was sent.`,
  'already-subscribed': (email) =>
    `${email} is already a reader: their subscription is as it was (names they had not given are filled in).`,
}

/**
 * One reader added by hand: a one-row import with the owner's own word for consent ('added'). An
 * address that unsubscribed is refused (409): only its owner may subscribe it again.
 */
export async function addReader(sql: Sql, body: NewReaderBody): Promise<AddedReader> {
  const match = await topicMatcher(sql)
  const topics = body.topics?.map((typed) => {
    const topic = match(typed)
    if (!topic) throw badRequest(`Unknown topic "${typed}"`, { field: 'topics' })
    return topic
  })
  const email = body.email.trim()
  const row: ImportRow = {
    row: 1,
    email,
    key: email.toLowerCase(),
    firstName: body.firstName?.trim() || null,
    lastName: body.lastName?.trim() || null,
    frequency: body.frequency ?? null,
    topics: topics ? [...new Set(topics)] : null,
  }
  const read: ReadRows = { rows: [row], issues: [], dataRows: 1, ignoredColumns: [] }
  const done = await withAdvisoryLock(sql, LOCK_KEYS.readerImport, async (tx) => {
    const [account] = await imports.findAccountsByEmail(tx, [row.key])
    const outcome = outcomeOf(account)
    if (outcome === 'admin') throw new AppError(409, ADMIN_ADDRESS, { field: 'email' })
    if (outcome === 'unsubscribed') {
      const message = `${email} unsubscribed and is not subscribed again: only they can do that, from a mail or their dashboard`
      throw new AppError(409, message, { field: 'email' })
    }
    return applyRows(tx, read, 'added')
  })
  const outcome: AddedOutcome = done.created
    ? 'created'
    : done.subscribed
      ? 'subscribed'
      : 'already-subscribed'
  const [account] = await imports.findAccountsByEmail(sql, [row.key])
  const reader = account && (await readers.findReader(sql, account.id))
  if (!reader) throw notFound('Reader not found')
  return { reader, outcome, message: ADDED_MESSAGES[outcome](email) }
}
