import type { Topic } from '../modules/newsletter-topics/model.ts'
import type { Sql } from './client.ts'

const columns = (sql: Sql) => sql`
  id, slug, name, retired_at IS NOT NULL AS retired, retired_at AS "retiredAt",
  created_at AS "createdAt"`

/** Every topic, or only those offered to readers and issues; oldest first (the order the owner made). */
export function listTopics(sql: Sql, options: { includeRetired: boolean }): Promise<Topic[]> {
  return sql<Topic[]>`
    SELECT ${columns(sql)} FROM newsletter_topics
    WHERE ${options.includeRetired} OR retired_at IS NULL
    ORDER BY id`
}

export async function findTopic(sql: Sql, id: number): Promise<Topic | undefined> {
  const [row] = await sql<Topic[]>`SELECT ${columns(sql)} FROM newsletter_topics WHERE id = ${id}`
  return row
}

type Conflict = 'slug' | 'name'

/** Which unique key a failed write ran into, if that is why it failed. */
export function conflictOf(error: unknown): Conflict | undefined {
  const { code, constraint_name } = (error ?? {}) as { code?: string; constraint_name?: string }
  if (code !== '23505') return undefined
  if (constraint_name === 'newsletter_topics_slug_key') return 'slug'
  if (constraint_name === 'newsletter_topics_name_key') return 'name'
  return undefined
}

export async function insertTopic(sql: Sql, topic: { slug: string; name: string }): Promise<Topic> {
  const [row] = await sql<Topic[]>`
    INSERT INTO newsletter_topics (slug, name) VALUES (${topic.slug}, ${topic.name})
    RETURNING ${columns(sql)}`
  return row!
}

/** A new name; the slug stays, so every choice made under the old name follows. */
export async function renameTopic(sql: Sql, id: number, name: string): Promise<Topic | undefined> {
  const [row] = await sql<Topic[]>`
    UPDATE newsletter_topics SET name = ${name}, updated_at = now() WHERE id = ${id}
    RETURNING ${columns(sql)}`
  return row
}

/** Retires a topic (keeping when it first was) or offers it again. */
export async function setRetired(sql: Sql, id: number, retired: boolean): Promise<Topic | undefined> {
  const [row] = await sql<Topic[]>`
    UPDATE newsletter_topics
    SET retired_at = CASE WHEN ${retired} THEN coalesce(retired_at, now()) END, updated_at = now()
    WHERE id = ${id}
    RETURNING ${columns(sql)}`
  return row
}
