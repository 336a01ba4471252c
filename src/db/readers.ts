import type { Reader } from '../modules/readers/model.ts'
import type { ReaderState } from '../shared/enums.ts'
import type { Sql } from './client.ts'
import { type Condition, containing, type PageWindow, pageOf } from './search.ts'

/**
 * Whether a reader's mail fails (docs/decisions/226). There is no bounce feed, so it is read from the
 * mail log: a message the mail server refused outright (5xx) or that failed every retry is 'failed'
 * there, newsletter and account mail alike. A reader's mail fails while such a message to their current
 * address has no later message to that address that went through; a new address, or the next message
 * that arrives, clears it. Both subqueries are uncorrelated, so each runs once per query and is hashed:
 * the first (any failed row at all, by a partial index of few rows, migrations/010) spares nearly every
 * reader the address check of the second. Neither side of an IN may be NULL (the owner's mail has no
 * user, an account may have no address): IN would answer NULL instead of false, and `NOT` of it would
 * drop readers from the Pending and Active filters while the CASE below still labels them.
 */
const FAILS = `(u.id IN (SELECT user_id FROM mail_log WHERE status = 'failed' AND user_id IS NOT NULL)
  AND (u.id, coalesce(lower(u.email), '')) IN (
    SELECT f.user_id, lower(f.recipient)
    FROM mail_log f
    WHERE f.status = 'failed' AND f.user_id IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM mail_log s
        WHERE s.user_id = f.user_id AND s.status = 'sent'
          AND s.created_at >= f.created_at AND s.id > f.id
          AND lower(s.recipient) = lower(f.recipient))))`

/**
 * A reader's state from `u` (users) and `n` (their subscription, if any). Failing outranks pending and
 * active (mail to them does not arrive); unsubscribed and never-subscribed readers get no newsletter,
 * whatever their address does.
 */
const STATE = `CASE
  WHEN n.user_id IS NULL THEN 'none'
  WHEN NOT n.is_active THEN 'unsubscribed'
  WHEN ${FAILS} THEN 'failed'
  WHEN n.confirmed_at IS NULL THEN 'pending'
  ELSE 'active' END`

/**
 * The readers in one state: the CASE above as a condition of its own, which the database can plan
 * (the pending and unsubscribed ones read partial indexes). readers.test.ts checks the two agree.
 */
const STATE_CONDITIONS: Record<ReaderState, string> = {
  none: 'n.user_id IS NULL',
  unsubscribed: 'NOT n.is_active',
  failed: `n.is_active AND ${FAILS}`,
  pending: `n.is_active AND n.confirmed_at IS NULL AND NOT ${FAILS}`,
  active: `n.is_active AND n.confirmed_at IS NOT NULL AND NOT ${FAILS}`,
}

/** Every account with its subscription, if any; `matching` leaves administrators out. */
const readersFrom = (sql: Sql) => sql`users u LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id`

/** What the admin asks for: part of a username or e-mail, and one state (or every state). */
export interface ReaderFilter {
  search: string
  state?: ReaderState
}

const matching = (sql: Sql, { search, state }: ReaderFilter): Condition =>
  sql`NOT u.is_admin AND ${containing(sql, ['u.username', 'u.email'], search)}
    ${state ? sql`AND ${sql.unsafe(STATE_CONDITIONS[state])}` : sql``}`

/**
 * The page's accounts are chosen first and only they are read whole: a row's columns (the state's CASE
 * among them) are computed for every row an OFFSET skips too, which made page 1,000 of 100,000 readers
 * take 111 ms instead of 7. Without a state filter the inner join goes unused and the planner drops it.
 */
const readerQuery = (sql: Sql, where: Condition, page?: PageWindow) => sql<Reader[]>`
  SELECT u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
         u.created_at AS "createdAt", ${sql.unsafe(STATE)} AS state,
         n.frequency, coalesce(n.topics, '{}') AS topics, n.subscribed_at AS "subscribedAt",
         n.consent
  FROM (
    SELECT u.id FROM ${readersFrom(sql)}
    WHERE ${where}
    ORDER BY u.created_at DESC, u.id DESC ${pageOf(sql, page)}
  ) chosen
  JOIN users u ON u.id = chosen.id LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id
  ORDER BY u.created_at DESC, u.id DESC`

/**
 * Readers the filter finds, newest member first: one page of them, or every one (the export).
 */
export function listReaders(sql: Sql, filter: ReaderFilter, page?: PageWindow): Promise<Reader[]> {
  return readerQuery(sql, matching(sql, filter), page)
}

export async function countMatchingReaders(sql: Sql, filter: ReaderFilter): Promise<number> {
  // Without a state the joins change no count: the plain count reads the users alone.
  const [row] = await (filter.state
    ? sql<{ n: number }[]>`SELECT count(*)::int AS n FROM ${readersFrom(sql)} WHERE ${matching(sql, filter)}`
    : sql<{ n: number }[]>`SELECT count(*)::int AS n FROM users u WHERE ${matching(sql, filter)}`)
  return row!.n
}

/**
 * Every reader's subscription with its state, for the tallies (a reader without one is 'none'). Read
 * from the subscriptions alone rather than the CASE above over every account: the few readers whose
 * mail fails are found once, from the mail log, and joined in (the same rule as FAILS). At 100,000
 * readers this is a third of the time of the per-account CASE (scripts/bench/admin-lists.ts). A failed
 * message's account is looked up by id, for each of the few failed rows: as a join, the planner's guess
 * of how many rows match the address made it hash every account once the table was vacuumed (50 → 156 ms).
 */
const subscriptionStates = (sql: Sql) => sql`
  failing AS (
    SELECT DISTINCT f.user_id
    FROM mail_log f
    WHERE f.status = 'failed' AND f.user_id IS NOT NULL
      AND lower(f.recipient) = (SELECT coalesce(lower(u.email), '') FROM users u WHERE u.id = f.user_id)
      AND NOT EXISTS (
        SELECT 1 FROM mail_log s
        WHERE s.user_id = f.user_id AND s.status = 'sent'
          AND s.created_at >= f.created_at AND s.id > f.id
          AND lower(s.recipient) = lower(f.recipient))),
  subscribed AS (
    SELECT n.frequency, n.topics, CASE
      WHEN NOT n.is_active THEN 'unsubscribed'
      WHEN fl.user_id IS NOT NULL THEN 'failed'
      WHEN n.confirmed_at IS NULL THEN 'pending'
      ELSE 'active' END AS state
    FROM newsletter_subscriptions n LEFT JOIN failing fl ON fl.user_id = n.user_id
    WHERE n.user_id NOT IN (SELECT id FROM users WHERE is_admin))`

/**
 * Readers counted in one pass over the subscriptions, by state, frequency and chosen topics (a few
 * hundred groups at most: the owner's topics are few); the service adds them up. Readers without a
 * subscription are `none`, counted from the accounts.
 */
export interface ReaderGroup {
  state: Exclude<ReaderState, 'none'>
  frequency: string
  topics: string[]
  count: number
}

export async function tallyReaders(sql: Sql): Promise<{ groups: ReaderGroup[]; none: number }> {
  const [groups, [accounts]] = await Promise.all([
    sql<ReaderGroup[]>`
      WITH ${subscriptionStates(sql)}
      SELECT state, frequency, topics, count(*)::int AS count FROM subscribed GROUP BY 1, 2, 3`,
    sql<{ count: number }[]>`SELECT count(*)::int AS count FROM users WHERE NOT is_admin`,
  ])
  const subscribed = groups.reduce((sum, group) => sum + group.count, 0)
  return { groups: [...groups], none: accounts!.count - subscribed }
}

export async function findReader(sql: Sql, id: number): Promise<Reader | undefined> {
  const [row] = await readerQuery(sql, sql`NOT u.is_admin AND u.id = ${id}`)
  return row
}

/**
 * Deletes a reader's account; its sessions and subscription go with it (ON DELETE CASCADE). An
 * administrator's account is never deleted here, whatever id is passed.
 */
export async function deleteReader(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM users WHERE id = ${id} AND NOT is_admin RETURNING id`
  return rows.length > 0
}
