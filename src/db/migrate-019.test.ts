import { expect, test } from 'bun:test'
import { databaseBefore } from '../testing/migrations.ts'
import { SEEDED_TOPICS } from '../testing/newsletter.ts'
import { migrate } from './migrate.ts'

/*
 * Migration 019 (decision 235): the eight fixed topics become rows of the owner's list, and the choices
 * readers and issues made by name become the slugs of those rows, in the order they were made.
 */
test("existing readers' and issues' topics become slugs of the seeded topics, nothing lost", async () => {
  const db = await databaseBefore('019')

  const users = await db.sql<{ id: number }[]>`
    INSERT INTO users (username, email, password_hash)
    VALUES ('many', 'many@example.com', 'x'), ('none', 'none@example.com', 'x'), ('gone', 'gone@example.com', 'x')
    RETURNING id`
  const [many, none, gone] = users.map((u) => u.id)
  await db.sql`INSERT INTO newsletter_subscriptions (user_id, topics, is_active) VALUES
    (${many!}, '{"UI/UX Design","Career Tips","React & Frontend"}', true),
    (${none!}, '{}', true),
    (${gone!}, '{"DevOps & Deployment"}', false)`
  await db.sql`
    INSERT INTO newsletter_issues (title, slug, markdown, html, topics, status, sent_at)
    VALUES ('Old', 'old', 'x', '<p>x</p>', '{"Backend & APIs","Database Design"}', 'sent', now()),
           ('All', 'all', 'x', '<p>x</p>', '{}', 'draft', NULL)`

  expect(await migrate(db.sql)).toContain('019_newsletter_topics_and_welcome.sql')

  const topics = await db.sql<{ slug: string; name: string; retired_at: Date | null }[]>`
    SELECT slug, name, retired_at FROM newsletter_topics ORDER BY id`
  expect(topics.map(({ slug, name }) => ({ slug, name }))).toEqual([...SEEDED_TOPICS])
  expect(topics.every((t) => t.retired_at === null)).toBe(true)

  const readers = await db.sql<{ user_id: number; topics: string[] }[]>`
    SELECT user_id, topics FROM newsletter_subscriptions ORDER BY user_id`
  expect([...readers]).toEqual([
    { user_id: many!, topics: ['ui-ux-design', 'career-tips', 'react-frontend'] },
    { user_id: none!, topics: [] },
    { user_id: gone!, topics: ['devops-deployment'] },
  ])
  const issues = await db.sql<{ slug: string; topics: string[] }[]>`
    SELECT slug, topics FROM newsletter_issues ORDER BY id`
  expect([...issues]).toEqual([
    { slug: 'old', topics: ['backend-apis', 'database-design'] },
    { slug: 'all', topics: [] },
  ])

  // Names stay distinct whatever their case, and slugs keep their shape.
  await expect(
    db.sql`INSERT INTO newsletter_topics (slug, name) VALUES ('tips', 'career TIPS')`,
  ).rejects.toThrow(/newsletter_topics_name_key/)
  await expect(db.sql`INSERT INTO newsletter_topics (slug, name) VALUES ('Bad Slug', 'Bad')`).rejects.toThrow(
    /check/,
  )
  // No welcome row until the owner saves one: the default (on with a mail server) applies.
  expect(await db.sql`SELECT 1 FROM newsletter_welcome`).toHaveLength(0)
})
