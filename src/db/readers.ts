import type { Reader } from '../modules/readers/model.ts'
import type { Sql } from './client.ts'
import { containing, type PageWindow, pageOf } from './search.ts'

const iso = (sql: Sql, column: string) =>
  sql`to_char(${sql(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const STATUS = `CASE WHEN n.user_id IS NULL THEN 'none' WHEN n.is_active THEN 'active' ELSE 'inactive' END`

const readerQuery = (sql: Sql, where: ReturnType<Sql>, page?: PageWindow) => sql<Reader[]>`
  SELECT u.id, u.username, u.email, ${iso(sql, 'u.created_at')} AS "createdAt", ${sql.unsafe(STATUS)} AS status,
         n.frequency, coalesce(n.topics, '{}') AS topics, ${iso(sql, 'n.subscribed_at')} AS "subscribedAt"
  FROM users u LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id
  WHERE NOT u.is_admin AND ${where}
  ORDER BY u.created_at DESC, u.id DESC ${pageOf(sql, page)}`

const matching = (sql: Sql, search: string) => containing(sql, ['u.username', 'u.email'], search)

/**
 * Accounts that are not administrators whose username or e-mail contains `search`, newest member
 * first: one page of them, or every one (the export).
 */
export function listReaders(sql: Sql, search: string, page?: PageWindow): Promise<Reader[]> {
  return readerQuery(sql, matching(sql, search), page)
}

export async function countMatchingReaders(sql: Sql, search: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM users u WHERE NOT u.is_admin AND ${matching(sql, search)}`
  return row!.n
}

/** How many readers have each status, and active subscriptions each frequency (or no topic at all). */
export function tallyReaders(sql: Sql) {
  return sql<{ kind: 'status' | 'frequency' | 'every-topic'; key: string; count: number }[]>`
    WITH r AS MATERIALIZED (
      SELECT ${sql.unsafe(STATUS)} AS status, n.frequency, n.topics
      FROM users u LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id
      WHERE NOT u.is_admin)
    SELECT 'status' AS kind, status AS key, count(*)::int AS count FROM r GROUP BY status
    UNION ALL
    SELECT 'frequency', frequency, count(*)::int FROM r WHERE status = 'active' GROUP BY frequency
    UNION ALL
    SELECT 'every-topic', '', count(*)::int FROM r WHERE status = 'active' AND cardinality(topics) = 0`
}

/**
 * Active subscriptions per topic of the owner's list, in its order: every offered topic (0 included),
 * and a retired one while active readers still follow it.
 */
export function tallyTopics(sql: Sql) {
  return sql<{ topic: string; count: number }[]>`
    SELECT t.slug AS topic, count(n.user_id)::int AS count
    FROM newsletter_topics t
    LEFT JOIN (newsletter_subscriptions n JOIN users u ON u.id = n.user_id AND NOT u.is_admin)
      ON n.is_active AND t.slug = ANY(n.topics)
    GROUP BY t.id
    HAVING t.retired_at IS NULL OR count(n.user_id) > 0
    ORDER BY t.id`
}

export async function findReader(sql: Sql, id: number): Promise<Reader | undefined> {
  const [row] = await readerQuery(sql, sql`u.id = ${id}`)
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
