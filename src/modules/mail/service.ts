import type { AppDeps } from '../../app-deps.ts'
import { inTransaction, type Sql } from '../../db/client.ts'
import * as mail from '../../db/mail.ts'
import type { PageWindow } from '../../db/search.ts'
import { describeError } from '../../http/logger.ts'
import type { Job } from '../../jobs/queue.ts'
import { QUEUES } from '../../jobs/queues.ts'
import type { MailLogState } from '../../shared/enums.ts'
import { countMail } from '../metrics/registry.ts'
import { type Page, pageWindow } from '../paging.ts'
import { type MailIdentity, mailIdentity } from './identity.ts'
import { ownerNotificationMail } from './messages.tsx'
import type { Envelope } from './transport.ts'

export type MailDeps = Pick<AppDeps, 'config' | 'sql' | 'jobs' | 'mailer'>

/** One message to one recipient, rendered (see renderMail) and ready to queue. */
export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  /** What the message is, for the log and the reader's data export ('reset-password', 'newsletter'...). */
  kind: string
  /** The recipient's account, when they have one: the message then shows in their data export. */
  userId?: number | null
  /**
   * From and Reply-To, when the caller has just read them to build the message (mailIdentity); left
   * out, they are read from the site settings as the message is queued.
   */
  sender?: Pick<MailIdentity, 'from' | 'replyTo'>
}

export interface EnqueueOptions {
  /** Queue inside this transaction: the message goes out only if the transaction commits. */
  tx?: Sql
  /** Queue at most once per key, ever (e.g. `newsletter:<issue>:<user>`); a repeat returns null. */
  dedupeKey?: string
}

export interface MailJob {
  logId: number
  envelope: Envelope
}

/**
 * Logs the message and queues it; never talks to SMTP, so a request that sends mail answers at once
 * whatever state the mail server is in. Returns the log id, or null when `dedupeKey` was queued before.
 */
export async function enqueueMail(
  deps: MailDeps,
  message: MailMessage,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const { to, subject, html, text, headers = {} } = message
  const run = async (sql: Sql) => {
    const logId = await mail.insertMailLog(sql, {
      userId: message.userId ?? null,
      recipient: to,
      kind: message.kind,
      subject,
      dedupeKey: options.dedupeKey ?? null,
    })
    if (logId === null) return null
    const { from, replyTo } = message.sender ?? (await mailIdentity(sql, deps.config))
    const envelope: Envelope = { from, replyTo, to, subject, html, text, headers }
    // Retries and expiry come from the queue (src/jobs/registry.ts).
    await deps.jobs.send<MailJob>(QUEUES.mail, { logId, envelope }, { tx: sql })
    return logId
  }
  if (options.tx) return run(options.tx)
  const logId = await inTransaction(deps.sql, run)
  // Committed: wake a local worker now rather than at its next poll.
  if (logId !== null) {
    countMail('queued')
    deps.jobs.wake(QUEUES.mail)
  }
  return logId
}

/**
 * One attempt at one message. A message already sent (a retry after a lost completion) or whose log row
 * is gone (the account was deleted meanwhile) is skipped, so a queued message is delivered at most once
 * by us; a throw leaves the job to pg-boss' retry with backoff.
 */
export async function deliverMail(deps: MailDeps, job: Job<MailJob>): Promise<void> {
  const { logId, envelope } = job.data
  if ((await mail.findMailStatus(deps.sql, logId)) !== 'queued') return
  try {
    await deps.mailer.deliver(logId, envelope)
  } catch (error) {
    const final = job.retryCount >= job.retryLimit
    await mail.markMailAttemptFailed(deps.sql, logId, describeError(error).error as string, final)
    countMail(final ? 'failed' : 'retried')
    throw error
  }
  countMail('sent')
}

/**
 * A short note to the owner (a new subscriber, an address left in the contact form), to the Site
 * screen's admin email. Queued like any mail; the caller decides whether its own switch is on.
 */
export async function notifyOwner(
  deps: MailDeps,
  note: { kind: string; summary: string; details?: [string, string][] },
  options: EnqueueOptions = {},
): Promise<void> {
  // In the caller's transaction, if any: the embedded database has a single connection.
  const site = await mailIdentity(options.tx ?? deps.sql, deps.config)
  const rendered = await ownerNotificationMail(site, note.summary, note.details ?? [])
  await enqueueMail(deps, { to: site.adminEmail, kind: note.kind, sender: site, ...rendered }, options)
}

/**
 * One page of the messages kept without SMTP whose recipient or subject contains `search`, newest first,
 * for the admin's Outbox screen (bodies read one at a time).
 */
export async function outboxPage(
  sql: Sql,
  search: string,
  window: PageWindow,
): Promise<Page<mail.OutboxSummary>> {
  const needle = search.trim()
  const [items, total] = await Promise.all([
    mail.listOutbox(sql, needle, pageWindow(window)),
    mail.countOutbox(sql, needle),
  ])
  return { items, total }
}

export function getOutboxMessage(sql: Sql, id: number): Promise<mail.OutboxMessage | undefined> {
  return mail.findOutboxMessage(sql, id)
}

/**
 * One page of the mail log (every message, in SMTP mode and without it) for the admin's Mail log
 * screen: newest first, in one state or all, searched by recipient or subject, with the counts per state.
 */
export async function mailLogPage(
  sql: Sql,
  search: string,
  state: MailLogState | undefined,
  window: PageWindow,
): Promise<Page<mail.MailLogRow>> {
  const needle = search.trim()
  const [items, total] = await Promise.all([
    mail.listMailLog(sql, needle, state, pageWindow(window)),
    mail.countMailLog(sql, needle, state),
  ])
  return { items, total }
}

export const mailLogCounts = (sql: Sql) => mail.tallyMailLog(sql)
