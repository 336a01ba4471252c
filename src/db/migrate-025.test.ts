import { expect, test } from 'bun:test'
import { databaseBefore } from '../testing/migrations.ts'
import { migrate } from './migrate.ts'
import { progressOf } from './newsletter-deliveries.ts'

/*
 * Migration 025: issues whose send was over keep its figures on the issue (final_sent, final_failed);
 * an issue still sending, and a draft, keep counting their deliveries.
 */
test('finished issues get the figures their deliveries show; unfinished ones none', async () => {
  const db = await databaseBefore('025')

  const users = await db.sql<{ id: number }[]>`
    INSERT INTO users (username, email, password_hash)
    SELECT 'reader' || n, 'reader' || n || '@example.com', 'x' FROM generate_series(1, 3) n RETURNING id`
  const issues = await db.sql<{ id: number }[]>`
    INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at) VALUES
      ('Sent', 'sent', 'x', '<p>x</p>', 'sent', now()),
      ('Unpublished', 'unpublished', 'x', '<p>x</p>', 'unpublished', now()),
      ('Sending', 'sending', 'x', '<p>x</p>', 'sending', NULL)
    RETURNING id`
  const [sent, unpublished, sending] = issues.map((issue) => issue.id)
  const [a, b, c] = users.map((user) => user.id)
  await db.sql`INSERT INTO newsletter_deliveries (issue_id, user_id, status) VALUES
    (${sent!}, ${a!}, 'sent'), (${sent!}, ${b!}, 'sent'), (${sent!}, ${c!}, 'failed'),
    (${unpublished!}, ${a!}, 'sent'),
    (${sending!}, ${a!}, 'sent'), (${sending!}, ${b!}, 'pending')`

  expect(await migrate(db.sql)).toContain('025_newsletter_issue_final_counts.sql')

  const kept = await db.sql`SELECT slug, final_sent, final_failed FROM newsletter_issues ORDER BY id`
  expect([...kept]).toEqual([
    { slug: 'sent', final_sent: 2, final_failed: 1 },
    { slug: 'unpublished', final_sent: 1, final_failed: 0 },
    { slug: 'sending', final_sent: null, final_failed: null },
  ])
  // The figures read the same as the deliveries counted before.
  const progress = await progressOf(db.sql, [sent!, unpublished!, sending!])
  expect(progress.get(sent!)).toEqual({ total: 3, sent: 2, failed: 1, remaining: 0 })
  expect(progress.get(unpublished!)).toEqual({ total: 1, sent: 1, failed: 0, remaining: 0 })
  expect(progress.get(sending!)).toEqual({ total: 2, sent: 1, failed: 0, remaining: 1 })
})
