import type { PublicUser } from '../shared/models/auth.ts'
import type { Sql } from './client.ts'

export interface SessionRow {
  id: string
  userId: number
  expiresAt: Date
  absoluteExpiresAt: Date
}

export async function insertSession(sql: Sql, s: SessionRow): Promise<void> {
  await sql`
    INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at)
    VALUES (${s.id}, ${s.userId}, ${s.expiresAt}, ${s.absoluteExpiresAt})`
}

export async function findLiveSession(
  sql: Sql,
  id: string,
): Promise<{ session: SessionRow; user: PublicUser } | undefined> {
  const [row] = await sql<(SessionRow & PublicUser & { sessionId: string })[]>`
    SELECT s.id AS "sessionId", s.user_id AS "userId", s.expires_at AS "expiresAt",
           s.absolute_expires_at AS "absoluteExpiresAt",
           u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
           u.is_admin AS "isAdmin",
           u.created_at AS "createdAt"
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ${id} AND s.expires_at > now() AND s.absolute_expires_at > now()`
  if (!row) return undefined
  const { sessionId, userId, expiresAt, absoluteExpiresAt, ...user } = row
  return { session: { id: sessionId, userId, expiresAt, absoluteExpiresAt }, user }
}

export async function extendSession(sql: Sql, id: string, expiresAt: Date): Promise<void> {
  await sql`UPDATE sessions SET expires_at = ${expiresAt} WHERE id = ${id}`
}

export async function deleteSession(sql: Sql, id: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE id = ${id}`
}

export async function deleteExpiredSessions(sql: Sql): Promise<number> {
  const rows = await sql`DELETE FROM sessions WHERE expires_at <= now() OR absolute_expires_at <= now()`
  return rows.count
}

/** Ends every session of the user (after a password reset, before the new one starts). */
export async function deleteSessionsOfUser(sql: Sql, userId: number): Promise<void> {
  await sql`DELETE FROM sessions WHERE user_id = ${userId}`
}
