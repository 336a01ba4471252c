import { expect, test } from 'bun:test'
import { databaseBefore } from '../testing/migrations.ts'
import { migrate } from './migrate.ts'

/*
 * Migration 011 (decision 227): readers who signed up before it keep the frequency their dashboard has
 * been showing them; readers after it get every issue unless they choose. Sent issues can be unpublished.
 */
test('existing readers keep their frequency; new rows default to every issue', async () => {
  const db = await databaseBefore('011')

  const [monthly] = await db.sql<{ id: number }[]>`
    INSERT INTO users (username, email, password_hash) VALUES ('early', 'early@example.com', 'x') RETURNING id`
  const [weekly] = await db.sql<{ id: number }[]>`
    INSERT INTO users (username, email, password_hash) VALUES ('keen', 'keen@example.com', 'x') RETURNING id`
  await db.sql`INSERT INTO newsletter_subscriptions (user_id) VALUES (${monthly!.id})`
  await db.sql`INSERT INTO newsletter_subscriptions (user_id, frequency) VALUES (${weekly!.id}, 'weekly')`
  await expect(
    db.sql`UPDATE newsletter_subscriptions SET frequency = 'every-issue' WHERE user_id = ${weekly!.id}`,
  ).rejects.toThrow(/frequency_check/)

  expect(await migrate(db.sql)).toContain('011_newsletter_choices_and_unpublish.sql')
  const rows = await db.sql<{ user_id: number; frequency: string }[]>`
    SELECT user_id, frequency FROM newsletter_subscriptions ORDER BY user_id`
  expect([...rows]).toEqual([
    { user_id: monthly!.id, frequency: 'monthly' },
    { user_id: weekly!.id, frequency: 'weekly' },
  ])

  const [later] = await db.sql<{ id: number }[]>`
    INSERT INTO users (username, email, password_hash) VALUES ('later', 'later@example.com', 'x') RETURNING id`
  const [row] = await db.sql<{ frequency: string }[]>`
    INSERT INTO newsletter_subscriptions (user_id) VALUES (${later!.id}) RETURNING frequency`
  expect(row!.frequency).toBe('every-issue')
  await expect(
    db.sql`UPDATE newsletter_subscriptions SET frequency = 'daily' WHERE user_id = ${later!.id}`,
  ).rejects.toThrow(/frequency_check/)

  const [issue] = await db.sql<{ status: string }[]>`
    INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at)
    VALUES ('Gone', 'gone', 'x', '<p>x</p>', 'unpublished', now()) RETURNING status`
  expect(issue!.status).toBe('unpublished')
})
