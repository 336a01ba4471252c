import type { ContactMessage } from '../modules/contact/model.ts'
import type { Sql } from './client.ts'
import { containing, type PageWindow, pageOf } from './search.ts'

const columns = (sql: Sql) =>
  sql`id, email, page_path AS page, created_at AS "createdAt", handled_at AS "handledAt"`

export async function insertContactMessage(
  sql: Sql,
  message: { email: string; page: string },
): Promise<ContactMessage> {
  const [row] = await sql<ContactMessage[]>`
    INSERT INTO contact_messages (email, page_path) VALUES (${message.email}, ${message.page})
    RETURNING ${columns(sql)}`
  return row!
}

const matching = (sql: Sql, search: string) => containing(sql, ['email', 'page_path'], search)

/**
 * Messages whose address or page contains `search`, newest first (equal times, one batch, keep the
 * order they arrived in, reversed): one page of them, or every one (the export).
 */
export function listContactMessages(sql: Sql, search: string, page?: PageWindow): Promise<ContactMessage[]> {
  return sql<ContactMessage[]>`
    SELECT ${columns(sql)} FROM contact_messages WHERE ${matching(sql, search)}
    ORDER BY created_at DESC, id DESC ${pageOf(sql, page)}`
}

export async function countContactMessages(sql: Sql, search: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM contact_messages WHERE ${matching(sql, search)}`
  return row!.n
}

export async function countUnread(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM contact_messages WHERE handled_at IS NULL`
  return row!.n
}

/** Marking handled twice keeps the first time it was handled. */
export async function setHandled(
  sql: Sql,
  id: number,
  handled: boolean,
): Promise<ContactMessage | undefined> {
  const [row] = await sql<ContactMessage[]>`
    UPDATE contact_messages
    SET handled_at = CASE WHEN ${handled}::boolean THEN coalesce(handled_at, now()) END
    WHERE id = ${id}
    RETURNING ${columns(sql)}`
  return row
}

export async function deleteContactMessage(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM contact_messages WHERE id = ${id} RETURNING id`
  return rows.length > 0
}
