import { Value } from '@sinclair/typebox/value'
import { AppError, badRequest, payloadTooLarge } from '../../errors.ts'
import { CsvSyntaxError, CsvTooManyRecords, parseCsv } from '../../http/csv-parse.ts'
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '../../shared/enums.ts'
import { EmailAddress } from '../../shared/inputs/newsletter.ts'
import { CONTROL_CHARACTER } from '../../shared/text.ts'
import type { ReaderImportIssue } from './model.ts'
import type { TopicMatcher } from './topics.ts'

/*
 * Reading an uploaded reader list (docs/decisions/236): the file's bytes to text, the header row to
 * known columns, each row to a reader or a reason it is left out. Nothing here touches the database;
 * import.ts decides what each reader becomes.
 */

/** The largest file and the most readers one import takes: a few seconds of work, a bounded memory. */
const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 50_000 } as const

const MEGABYTES = IMPORT_LIMITS.bytes / (1024 * 1024)

/** A file as Elysia hands a multipart field over (a web File). */
export interface UploadedCsv {
  name: string
  type: string
  size: number
  arrayBuffer(): Promise<ArrayBuffer>
}

export const isUploadedCsv = (value: unknown): value is UploadedCsv =>
  value instanceof Blob && typeof (value as { name?: unknown }).name === 'string'

const unsupported = (message: string) => new AppError(415, message)

/** Names and types a CSV travels under: Windows labels .csv files as Excel's, some systems as plain text. */
const CSV_TYPES = new Set([
  '',
  'text/csv',
  'text/plain',
  'text/comma-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
])
const CSV_NAME = /\.(csv|txt|tsv)$/i

/** The start of a zip archive: an Excel workbook (.xlsx) or an OpenDocument sheet. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

/**
 * The file's text. Refuses what is not a CSV (415, naming why: a workbook, binary bytes), what is over
 * the limit (413) and an empty file (400). Text is UTF-8 (a byte-order mark is dropped), UTF-16 with
 * its mark (Excel's "Unicode text"), or else Windows-1252, what Excel's plain "CSV" saves on Windows.
 */
export async function readCsvFile(file: UploadedCsv): Promise<{ text: string; encoding: string }> {
  if (file.size > IMPORT_LIMITS.bytes) {
    throw payloadTooLarge(
      `The file is too large: ${file.name} is over ${MEGABYTES} MB (the limit for one import)`,
    )
  }
  const type = file.type.split(';')[0]!.trim().toLowerCase()
  if (!CSV_NAME.test(file.name) && !CSV_TYPES.has(type)) {
    throw unsupported(
      `Not a CSV file: ${file.name} (${type}). Save the list as CSV from your spreadsheet first`,
    )
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (bytes.length === 0) throw badRequest(`The file is empty: ${file.name} has no rows`)
  if (isZip(bytes)) {
    throw unsupported(
      `Not a CSV file: ${file.name} is a spreadsheet workbook. Save it as "CSV UTF-8" from your spreadsheet first`,
    )
  }
  const decoded = decode(bytes)
  // Control characters (NUL above all) are what binary data looks like as text; tab and line breaks are fine.
  if (!decoded || CONTROL_CHARACTER.test(decoded.text)) {
    throw unsupported(`Not a CSV file: ${file.name} holds binary data, not text`)
  }
  if (decoded.text.trim() === '') throw badRequest(`The file is empty: ${file.name} has no rows`)
  return decoded
}

function decode(bytes: Uint8Array): { text: string; encoding: string } | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16' }
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16' }
  try {
    // TextDecoder drops a UTF-8 byte-order mark by itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' }
  } catch {
    if (bytes.includes(0)) return undefined
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' }
  }
}

type Column = 'email' | 'firstName' | 'lastName' | 'name' | 'frequency' | 'topics' | 'subscribed'

/**
 * Header names each column is known by, compared without case, spaces, dashes or underscores: the
 * site's own export ("Email", "First name", "State"), Mailchimp's ("Email Address"), Ghost's ("name",
 * "subscribed_to_emails") and the usual spellings.
 */
const ALIASES: Record<Column, string[]> = {
  email: ['email', 'e mail', 'email address', 'e mail address', 'mail', 'mail address', 'emailaddress'],
  firstName: ['first name', 'firstname', 'given name', 'forename', 'fname', 'first'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'lname', 'last'],
  name: ['name', 'full name', 'fullname'],
  frequency: ['frequency', 'how often'],
  topics: ['topics', 'topic', 'interests'],
  subscribed: ['subscribed', 'subscribed to emails', 'state', 'status', 'subscription'],
}

const fold = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

/** Headers fold dots too ("E.mail"), and trailing separators ("Email_"). */
const foldHeader = (header: string) => fold(header.replace(/\./g, ' ')).trim()

const COLUMN_OF = new Map<string, Column>(
  (Object.entries(ALIASES) as [Column, string[]][]).flatMap(([column, names]) =>
    names.map((name) => [name, column] as const),
  ),
)

/** Which cell holds which column; unknown headers are listed, so the preview can say they are left out. */
function mapHeader(header: string[]): { at: Partial<Record<Column, number>>; ignored: string[] } {
  const at: Partial<Record<Column, number>> = {}
  const ignored: string[] = []
  header.forEach((name, index) => {
    const column = COLUMN_OF.get(foldHeader(name))
    if (!column) {
      if (name.trim()) ignored.push(name.trim())
      return
    }
    if (at[column] !== undefined) {
      throw badRequest(
        `Two columns hold the same thing: "${header[at[column]]!.trim()}" and "${name.trim()}"`,
      )
    }
    at[column] = index
  })
  if (at.email === undefined) {
    const found = header.map((h) => h.trim()).filter(Boolean)
    throw badRequest(
      `No email column: the first row must name the columns, one of them "Email" (or "Email Address"). It has ${
        found.length ? found.map((h) => `"${h}"`).join(', ') : 'no names'
      }`,
    )
  }
  return { at, ignored }
}

/** One reader the file asks for: values it leaves out are null (a new reader gets the defaults). */
export interface ImportRow {
  /** Row number as a spreadsheet shows it: the header is row 1. */
  row: number
  email: string
  /** The address in lower case: how accounts are told apart. */
  key: string
  firstName: string | null
  lastName: string | null
  frequency: Frequency | null
  topics: string[] | null
}

export interface ReadRows {
  /** One per address, in file order; a later row with the same address filled in what this one left out. */
  rows: ImportRow[]
  /** Rows left out, and rows merged into an earlier one, in file order. */
  issues: ReaderImportIssue[]
  /** Rows with any cell filled in (blank lines are not counted). */
  dataRows: number
  ignoredColumns: string[]
}

const FREQUENCY_OF = new Map<string, Frequency>(
  FREQUENCIES.flatMap((frequency) => [
    [fold(frequency), frequency],
    [fold(FREQUENCY_LABELS[frequency]), frequency],
  ]),
)
FREQUENCY_OF.set('every', 'every-issue')
FREQUENCY_OF.set('all', 'every-issue')

/** Values of a subscription column that mean "do not import": the file says this reader is not subscribed. */
const NOT_SUBSCRIBED = new Set([
  'false',
  'no',
  'n',
  '0',
  'unsubscribed',
  'never subscribed',
  'none',
  'cleaned',
])
const SUBSCRIBED = new Set(['', 'true', 'yes', 'y', '1', 'subscribed', 'active', 'mail failing', 'failed'])
/** Our own export's "Pending": the reader never confirmed, so the file is no evidence of consent. */
const UNCONFIRMED = new Set(['pending', 'unconfirmed'])

const NAME_MAX = 100

/** A name cell: trimmed, null when blank; a reason when it cannot be a name. */
function nameOf(value: string, label: string): { value: string | null } | { error: string } {
  const name = value.trim()
  if (!name) return { value: null }
  if (name.length > NAME_MAX) return { error: `${label} is longer than ${NAME_MAX} characters` }
  if (CONTROL_CHARACTER.test(name)) return { error: `${label} holds control characters` }
  return { value: name }
}

/** Topics in one cell, separated by semicolons or commas; "every update" (the export's word) is none. */
function topicsOf(cell: string, match: TopicMatcher): { value: string[] | null } | { error: string } {
  if (!cell.trim()) return { value: null }
  if (fold(cell) === 'every update') return { value: [] }
  const topics: string[] = []
  for (const part of cell.split(/[;,]/)) {
    if (!part.trim()) continue
    const topic = match(part)
    if (!topic) return { error: `Unknown topic "${part.trim()}"` }
    if (!topics.includes(topic)) topics.push(topic)
  }
  return { value: topics }
}

/** One data row: the reader it asks for, or why it is left out. */
function readRow(
  cells: string[],
  row: number,
  at: Partial<Record<Column, number>>,
  match: TopicMatcher,
): ImportRow | { email: string | null; kind: 'error' | 'skipped'; reason: string } {
  const cell = (column: Column) => (at[column] === undefined ? '' : (cells[at[column]] ?? ''))
  const email = cell('email').trim()
  if (!email) return { email: null, kind: 'error', reason: 'No email address' }
  if (!Value.Check(EmailAddress, email)) return { email, kind: 'error', reason: 'Not a valid email address' }
  const fail = (reason: string) => ({ email, kind: 'error' as const, reason })
  const skip = (reason: string) => ({ email, kind: 'skipped' as const, reason })

  const said = cell('subscribed').trim()
  const state = fold(said)
  if (UNCONFIRMED.has(state)) return skip(`Never confirmed their subscription (the file says "${said}")`)
  if (NOT_SUBSCRIBED.has(state)) return skip(`Not subscribed (the file says "${said}")`)
  if (!SUBSCRIBED.has(state)) return fail(`Unknown subscription state "${said}"`)

  let [first, last] = [cell('firstName'), cell('lastName')]
  if (at.firstName === undefined && at.lastName === undefined && at.name !== undefined) {
    // One "name" column: the first word is the first name, the rest the last.
    const [given = '', ...rest] = cell('name').trim().split(/\s+/)
    ;[first, last] = [given, rest.join(' ')]
  }
  const firstName = nameOf(first, 'First name')
  if ('error' in firstName) return fail(firstName.error)
  const lastName = nameOf(last, 'Last name')
  if ('error' in lastName) return fail(lastName.error)

  const frequencyCell = cell('frequency')
  const frequency = frequencyCell.trim() ? FREQUENCY_OF.get(fold(frequencyCell)) : null
  if (frequency === undefined) {
    return fail(`Unknown frequency "${frequencyCell.trim()}" (use every issue, weekly or monthly)`)
  }
  const topics = topicsOf(cell('topics'), match)
  if ('error' in topics) return fail(topics.error)

  return {
    row,
    email,
    key: email.toLowerCase(),
    firstName: firstName.value,
    lastName: lastName.value,
    frequency,
    topics: topics.value,
  }
}

/**
 * The file's readers and the rows left out. A file-wide problem (no email column, no data row, a quote
 * never closed, too many rows) is a 4xx naming it, and nothing is imported. An address that comes
 * again is merged into its first row (which keeps its values and takes the later row's where it has
 * none), never made a second reader; if its first row is left out, so are the later ones.
 */
export function readRows(text: string, match: TopicMatcher): ReadRows {
  let records: string[][]
  try {
    // The header and the row limit; blank lines count too, as the limit bounds the work.
    records = parseCsv(text, { maxRecords: IMPORT_LIMITS.rows + 1 })
  } catch (error) {
    if (error instanceof CsvTooManyRecords) {
      throw payloadTooLarge(
        `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en')} rows (the limit for one import)`,
      )
    }
    if (error instanceof CsvSyntaxError) throw badRequest(`The file is not valid CSV: ${error.message}`)
    throw error
  }
  const headerAt = records.findIndex((cells) => cells.some((c) => c.trim()))
  if (headerAt === -1) throw badRequest('The file is empty: it has no rows')
  const { at, ignored } = mapHeader(records[headerAt]!)

  const rows: ImportRow[] = []
  const issues: ReaderImportIssue[] = []
  const seen = new Map<string, { row: number; imported: ImportRow | null }>()
  let dataRows = 0
  for (let i = headerAt + 1; i < records.length; i++) {
    const cells = records[i]!
    if (!cells.some((c) => c.trim())) continue
    dataRows++
    const row = i + 1
    const read = readRow(cells, row, at, match)
    // Rows in error claim no address: the row that fixes it is the one imported.
    const key = 'key' in read ? read.key : read.kind === 'skipped' ? read.email!.toLowerCase() : null
    const first = key === null ? undefined : seen.get(key)
    if (first) {
      issues.push({
        row,
        email: read.email,
        kind: 'duplicate',
        reason: first.imported
          ? `Same address as row ${first.row}: merged into it`
          : `Same address as row ${first.row}, which is not imported`,
      })
      if (first.imported && 'key' in read) fillBlanks(first.imported, read)
      continue
    }
    if ('key' in read) {
      rows.push(read)
      seen.set(read.key, { row, imported: read })
    } else {
      issues.push({ row, email: read.email, kind: read.kind, reason: read.reason })
      if (read.kind === 'skipped' && key) seen.set(key, { row, imported: null })
    }
  }
  if (dataRows === 0) throw badRequest('The file has a header row but no readers under it')
  return { rows, issues, dataRows, ignoredColumns: ignored }
}

function fillBlanks(into: ImportRow, from: ImportRow) {
  into.firstName ??= from.firstName
  into.lastName ??= from.lastName
  into.frequency ??= from.frequency
  into.topics ??= from.topics
}
