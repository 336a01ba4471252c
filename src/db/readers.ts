import type { Reader } from '../modules/readers/model.ts'
import type { Sql } from './client.ts'

const iso = (sql: Sql, column: string) =>
  sql`to_char(${sql(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const readerQuery = (sql: Sql, where: ReturnType<Sql>) => sql<Reader[]>`
  SELECT u.id, u.username, u.email, ${iso(sql, 'u.created_at')} AS "createdAt",
         CASE WHEN n.user_id IS NULL THEN 'none' WHEN n.is_active THEN 'active' ELSE 'inactive' END AS status,
         n.frequency, coalesce(n.topics, '{}') AS topics, ${iso(sql, 'n.subscribed_at')} AS "subscribedAt"
  FROM users u LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id
  WHERE NOT u.is_admin AND ${where}
  ORDER BY u.created_at DESC, u.id DESC`

/** Every account that is not an administrator, newest member first. */
export function listReaders(sql: Sql): Promise<Reader[]> {
  return readerQuery(sql, sql`true`)
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
