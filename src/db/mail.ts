import type { MailLogState } from '../shared/enums.ts'
import { inTransaction, type Sql } from './client.ts'
import { type Condition, containing, type PageWindow, pageOf } from './search.ts'

export interface NewMailLog {
  userId: number | null
  recipient: string
  kind: string
  subject: string
  dedupeKey: string | null
}

export type MailStatus = 'queued' | 'sent' | 'failed'

export interface MailLogEntry {
  id: number
  recipient: string
  kind: string
  subject: string
  status: MailStatus
  attempts: number
  createdAt: Date
  sentAt: Date | null
}

export interface OutboxSummary {
  id: number
  kind: string
  from: string
  to: string
  subject: string
  createdAt: Date
}

export interface OutboxMessage extends OutboxSummary {
  html: string
  text: string
  headers: Record<string, string>
}

/** The log row of a message about to be queued; null when `dedupeKey` was queued before. */
export async function insertMailLog(sql: Sql, entry: NewMailLog): Promise<number | null> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO mail_log (user_id, recipient, kind, subject, dedupe_key)
    VALUES (${entry.userId}, ${entry.recipient}, ${entry.kind}, ${entry.subject}, ${entry.dedupeKey})
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`
  return row ? Number(row.id) : null
}

/**
 * Log rows of finished mail (sent, or failed for good) of one kind older than `days`. For mail to someone
 * who has no account any more (the receipt of a deletion), whose address is kept no longer than the
 * owner needs to see whether it went out.
 */
export async function deleteFinishedMailOfKind(sql: Sql, kind: string, days: number): Promise<number> {
  const rows = await sql`DELETE FROM mail_log WHERE kind = ${kind} AND status <> 'queued'
    AND created_at < now() - make_interval(days => ${days})`
  return rows.count
}

export async function findMailStatus(sql: Sql, id: number): Promise<MailStatus | undefined> {
  const [row] = await sql<{ status: MailStatus }[]>`SELECT status FROM mail_log WHERE id = ${id}`
  return row?.status
}

export async function markMailSent(sql: Sql, id: number): Promise<void> {
  await sql`UPDATE mail_log SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL
    WHERE id = ${id}`
}

/** Counts a failed attempt; `final` when no retry is left. */
export async function markMailAttemptFailed(
  sql: Sql,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await sql`UPDATE mail_log
    SET attempts = attempts + 1, last_error = ${error.slice(0, 500)},
        status = CASE WHEN ${final} THEN 'failed' ELSE status END
    WHERE id = ${id}`
}

/** The message as the outbox keeps it, and its log row marked sent, in one step. */
export async function insertOutbox(
  sql: Sql,
  logId: number,
  message: Omit<OutboxMessage, 'id' | 'createdAt' | 'kind'>,
): Promise<void> {
  await inTransaction(sql, async (tx) => {
    await tx`
      INSERT INTO outbox (mail_log_id, sender, recipient, subject, html, text, headers)
      VALUES (${logId}, ${message.from}, ${message.to}, ${message.subject}, ${message.html}, ${message.text},
        ${message.headers as never})
      ON CONFLICT (mail_log_id) DO NOTHING`
    await markMailSent(tx, logId)
  })
}

const summaryColumns = (sql: Sql) => sql`
  o.id::int AS id, l.kind, o.sender AS "from", o.recipient AS "to", o.subject,
  o.created_at AS "createdAt"`

const outboxMatching = (sql: Sql, search: string) => containing(sql, ['o.recipient', 'o.subject'], search)

/**
 * Messages whose recipient or subject contains `search`, newest first, without the bodies. The page's
 * messages are chosen from the outbox alone and only they are joined to the log: joined first, page 500
 * of 50,000 merged the whole log (1.6 million rows) to skip 25,000 messages, 950 ms instead of 3.
 */
export function listOutbox(sql: Sql, search: string, page: PageWindow): Promise<OutboxSummary[]> {
  return sql<OutboxSummary[]>`
    SELECT ${summaryColumns(sql)}
    FROM (
      SELECT o.id FROM outbox o WHERE ${outboxMatching(sql, search)} ORDER BY o.id DESC ${pageOf(sql, page)}
    ) chosen
    JOIN outbox o ON o.id = chosen.id JOIN mail_log l ON l.id = o.mail_log_id
    ORDER BY o.id DESC`
}

export async function countOutbox(sql: Sql, search: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox o WHERE ${outboxMatching(sql, search)}`
  return row!.n
}

export async function findOutboxMessage(sql: Sql, id: number): Promise<OutboxMessage | undefined> {
  const [row] = await sql<OutboxMessage[]>`
    SELECT ${summaryColumns(sql)}, o.html, o.text, o.headers
    FROM outbox o JOIN mail_log l ON l.id = o.mail_log_id WHERE o.id = ${id}`
  return row
}

/** What was sent to one reader, oldest first (their data export). */
export function listMailLogOfUser(sql: Sql, userId: number): Promise<MailLogEntry[]> {
  return sql<MailLogEntry[]>`
    SELECT id::int AS id, recipient, kind, subject, status, attempts,
      created_at AS "createdAt", sent_at AS "sentAt"
    FROM mail_log WHERE user_id = ${userId} ORDER BY id`
}

/** A message as the Mail log screen lists it. */
export interface MailLogRow {
  id: number
  recipient: string
  kind: string
  subject: string
  state: MailLogState
  attempts: number
  lastError: string | null
  createdAt: Date
  sentAt: Date | null
}

// A queued message that has failed an attempt is waiting for pg-boss' retry.
const RETRYING = "status = 'queued' AND attempts > 0"

const inState = (sql: Sql, state: MailLogState | undefined): Condition => {
  if (state === undefined) return sql`true`
  if (state === 'retrying') return sql`(${sql.unsafe(RETRYING)})`
  if (state === 'queued') return sql`(status = 'queued' AND attempts = 0)`
  return sql`status = ${state}`
}

const logMatching = (sql: Sql, search: string, state: MailLogState | undefined) =>
  sql`${containing(sql, ['recipient', 'subject'], search)} AND ${inState(sql, state)}`

/**
 * Messages in `state` (all when undefined) whose recipient or subject contains `search`, newest first.
 * Ordered by `l.id`, the column: a bare `id` names the output column (the int cast), which no index
 * serves, and the log was sorted whole for each page (600 ms at 1.6 million rows; now under 1 ms).
 */
export function listMailLog(
  sql: Sql,
  search: string,
  state: MailLogState | undefined,
  page: PageWindow,
): Promise<MailLogRow[]> {
  return sql<MailLogRow[]>`
    SELECT id::int AS id, recipient, kind, subject,
      CASE WHEN ${sql.unsafe(RETRYING)} THEN 'retrying' ELSE status END AS state,
      attempts, last_error AS "lastError", created_at AS "createdAt", sent_at AS "sentAt"
    FROM mail_log l WHERE ${logMatching(sql, search, state)}
    ORDER BY l.id DESC ${pageOf(sql, page)}`
}

export async function countMailLog(
  sql: Sql,
  search: string,
  state: MailLogState | undefined,
): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM mail_log WHERE ${logMatching(sql, search, state)}`
  return row!.n
}

/**
 * How many messages are in each state. Queued, retrying and failed messages are few and read through
 * the status index; sent ones are nearly all of a big log, so they are what the plain count leaves
 * (the CHECK allows no other status). Filtering every row four ways took 190 ms at 1.6 million rows,
 * the count alone a third of it.
 */
export async function tallyMailLog(sql: Sql): Promise<Record<MailLogState, number>> {
  const [row] = await sql<Record<MailLogState | 'total', number>[]>`
    SELECT count(*) FILTER (WHERE status = 'queued' AND attempts = 0)::int AS queued,
           count(*) FILTER (WHERE ${sql.unsafe(RETRYING)})::int AS retrying,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           (SELECT count(*) FROM mail_log)::int AS total
    FROM mail_log WHERE status IN ('queued', 'failed')`
  const { total, ...unsent } = row!
  return { ...unsent, sent: total - unsent.queued - unsent.retrying - unsent.failed }
}
