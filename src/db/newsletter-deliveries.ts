import type { Progress } from '../shared/models/newsletter-issues.ts'
import type { Sql } from './client.ts'

/*
 * The delivery queue (docs/decisions/201 and 219): one row per (issue, reader), claimed under a lease,
 * sent at the fleet-wide rate, marked sent or failed. The issues themselves are in newsletter-issues.ts.
 */

/**
 * Counts per issue; remaining covers rows waiting and rows in flight. A finished issue's are the ones
 * kept when it finished (migrations/025); only issues still sending count their deliveries.
 */
export async function progressOf(sql: Sql, issueIds: readonly number[]): Promise<Map<number, Progress>> {
  const ids = sql.array([...issueIds])
  const rows = await sql<({ issueId: number } & Progress)[]>`
    SELECT id AS "issueId", final_sent + final_failed AS total, final_sent AS sent,
           final_failed AS failed, 0 AS remaining
    FROM newsletter_issues WHERE id = ANY(${ids}::int[]) AND final_sent IS NOT NULL
    UNION ALL
    SELECT d.issue_id, count(*)::int, count(*) FILTER (WHERE d.status = 'sent')::int,
           count(*) FILTER (WHERE d.status = 'failed')::int,
           count(*) FILTER (WHERE d.status IN ('pending', 'sending'))::int
    FROM newsletter_deliveries d JOIN newsletter_issues i ON i.id = d.issue_id
    WHERE d.issue_id = ANY(${ids}::int[]) AND i.final_sent IS NULL
    GROUP BY d.issue_id`
  return new Map(rows.map(({ issueId, ...progress }) => [issueId, progress]))
}

export interface ClaimedDelivery {
  issueId: number
  userId: number
  attempts: number
  email: string
  firstName: string | null
  title: string
  slug: string
  html: string
}

/**
 * Takes one delivery of an issue being sent: a pending row (past its retry time), or a row left
 * 'sending' by a worker whose lease ran out (it stopped answering: died mid-send, or lost the database). SKIP LOCKED lets several workers claim
 * side by side; the row is 'sending' and leased before any mail leaves.
 */
export async function claimDelivery(sql: Sql, leaseMs: number): Promise<ClaimedDelivery | undefined> {
  const [row] = await sql<ClaimedDelivery[]>`
    WITH next AS (
      SELECT d.issue_id, d.user_id FROM newsletter_deliveries d
      JOIN newsletter_issues i ON i.id = d.issue_id AND i.status = 'sending'
      WHERE d.status IN ('pending', 'sending') AND (d.lease_until IS NULL OR d.lease_until < now())
      ORDER BY d.issue_id, d.user_id
      LIMIT 1
      FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE newsletter_deliveries d
      SET status = 'sending', attempts = d.attempts + 1,
          lease_until = now() + ${leaseMs} * interval '1 millisecond'
      FROM next WHERE d.issue_id = next.issue_id AND d.user_id = next.user_id
      RETURNING d.issue_id, d.user_id, d.attempts
    )
    SELECT c.issue_id AS "issueId", c.user_id AS "userId", c.attempts, u.email,
           u.first_name AS "firstName", i.title, i.slug, i.html
    FROM claimed c JOIN users u ON u.id = c.user_id JOIN newsletter_issues i ON i.id = c.issue_id`
  return row
}

/**
 * The heartbeat of a claim: a worker that is alive (waiting for its send slot, or in a long SMTP
 * exchange) pushes its lease on, so only a worker that stopped answering loses its row. `attempts`
 * identifies the claim: a row taken over by another worker is left alone. False when the row is no
 * longer this claim's.
 */
export async function renewLease(
  sql: Sql,
  claim: { issueId: number; userId: number; attempts: number },
  leaseMs: number,
): Promise<boolean> {
  const rows = await sql`
    UPDATE newsletter_deliveries SET lease_until = now() + ${leaseMs} * interval '1 millisecond'
    WHERE issue_id = ${claim.issueId} AND user_id = ${claim.userId} AND status = 'sending'
      AND attempts = ${claim.attempts}
    RETURNING 1`
  return rows.length > 0
}

/** What an issue's remaining deliveries are waiting for (see waitingReason in the service). */
export interface Waiting {
  issueStatus: string
  /** Claimed by a worker whose lease ran out: it stopped answering, and the next claim takes the row. */
  stalled: number
  stalledSince: Date | null
  /** Failed an attempt and waiting out the retry delay. */
  retrying: number
  nextRetryAt: Date | null
  retryError: string | null
  /** Due now: waiting for a worker and a slot of the shared send rate. */
  ready: number
}

export async function waitingOf(sql: Sql, issueIds: readonly number[]): Promise<Map<number, Waiting>> {
  const rows = await sql<({ issueId: number } & Waiting)[]>`
    SELECT d.issue_id AS "issueId", i.status AS "issueStatus",
           count(*) FILTER (WHERE d.status = 'sending' AND d.lease_until < now())::int AS stalled,
           min(d.lease_until) FILTER (WHERE d.status = 'sending' AND d.lease_until < now()) AS "stalledSince",
           count(*) FILTER (WHERE d.status = 'pending' AND d.lease_until > now())::int AS retrying,
           min(d.lease_until) FILTER (WHERE d.status = 'pending' AND d.lease_until > now()) AS "nextRetryAt",
           (array_agg(d.last_error ORDER BY d.lease_until)
              FILTER (WHERE d.status = 'pending' AND d.lease_until > now()))[1] AS "retryError",
           count(*) FILTER (WHERE d.status = 'pending'
                              AND (d.lease_until IS NULL OR d.lease_until <= now()))::int AS ready
    FROM newsletter_deliveries d JOIN newsletter_issues i ON i.id = d.issue_id
    WHERE d.issue_id = ANY(${sql.array([...issueIds])}::int[]) AND d.status IN ('pending', 'sending')
    GROUP BY d.issue_id, i.status`
  return new Map(rows.map(({ issueId, ...waiting }) => [issueId, waiting]))
}

export async function markSent(sql: Sql, issueId: number, userId: number): Promise<void> {
  await sql`
    UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL
    WHERE issue_id = ${issueId} AND user_id = ${userId} AND status = 'sending'`
}

/** A failed attempt waits `retryInMs` before another claim, or fails for good after the last attempt. */
export async function markAttemptFailed(
  sql: Sql,
  issueId: number,
  userId: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await sql`
    UPDATE newsletter_deliveries
    SET status = ${retryInMs === null ? 'failed' : 'pending'},
        lease_until = ${retryInMs === null ? null : sql`now() + ${retryInMs} * interval '1 millisecond'`},
        last_error = ${error.slice(0, 500)}
    WHERE issue_id = ${issueId} AND user_id = ${userId} AND status = 'sending'`
  if (retryInMs === null) {
    await sql`UPDATE mail_log SET status = 'failed' WHERE dedupe_key = ${deliveryKey(issueId, userId)}`
  }
}

/** The mail_log key of one delivery: the reader's sent-mail log shows each issue once. */
const deliveryKey = (issueId: number, userId: number) => `newsletter:${issueId}:${userId}`

/**
 * The mail_log row of one delivery, made by the first attempt and found again by later ones. Its status
 * tells a retry whether the transport already delivered (the outbox marks it in the same transaction).
 */
export async function deliveryMailLog(
  sql: Sql,
  entry: { issueId: number; userId: number; recipient: string; subject: string },
): Promise<{ id: number; status: string }> {
  const [row] = await sql<{ id: string; status: string }[]>`
    INSERT INTO mail_log (user_id, recipient, kind, subject, dedupe_key)
    VALUES (${entry.userId}, ${entry.recipient}, 'newsletter', ${entry.subject},
            ${deliveryKey(entry.issueId, entry.userId)})
    ON CONFLICT (dedupe_key) DO UPDATE SET recipient = EXCLUDED.recipient
    RETURNING id, status`
  return { id: Number(row!.id), status: row!.status }
}

/**
 * Issues being sent with nothing left pending or in flight (e.g. nobody matched), the one given or any,
 * become 'sent' (and appear in the archive), with what their send did counted once and kept (progressOf
 * reads it from then on). A read first: an UPDATE, even of no row, fires the data-version trigger and
 * would empty the page cache on every idle poll.
 */
export async function finishDone(sql: Sql, issueId?: number): Promise<void> {
  const done = await sql<{ id: number }[]>`
    SELECT i.id FROM newsletter_issues i
    WHERE i.status = 'sending' ${issueId === undefined ? sql`` : sql`AND i.id = ${issueId}`}
      AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d
                      WHERE d.issue_id = i.id AND d.status IN ('pending', 'sending'))`
  if (done.length === 0) return
  // The NOT EXISTS again: a row claimed back in between (expired lease) keeps the issue open.
  await sql`
    UPDATE newsletter_issues i SET status = 'sent', sent_at = now(), updated_at = now(),
      final_sent = (SELECT count(*) FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status = 'sent'),
      final_failed = (SELECT count(*) FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status = 'failed')
    WHERE i.id = ANY(${sql.array(done.map((row) => row.id))}::int[]) AND i.status = 'sending'
      AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d
                      WHERE d.issue_id = i.id AND d.status IN ('pending', 'sending'))`
}

/**
 * One slot of the site-wide send rate, shared by every instance: the moment this message may leave.
 * Each call moves the next free moment on by one interval.
 */
export async function reserveSendSlot(sql: Sql, intervalMs: number): Promise<Date> {
  const [row] = await sql<{ at: Date }[]>`
    UPDATE newsletter_throttle
    SET next_send_at = greatest(next_send_at, now()) + ${intervalMs} * interval '1 millisecond'
    RETURNING next_send_at - ${intervalMs} * interval '1 millisecond' AS at`
  return row!.at
}
