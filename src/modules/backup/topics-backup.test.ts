import { beforeAll, expect, test } from 'bun:test'
import type { Sql } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { adminAndMember } from '../../testing/admin-test-users.ts'
import { createTestApp, type TestApp, throwawayDatabase } from '../../testing/harness.ts'
import { reader } from '../../testing/newsletter.ts'
import { exportBackup, importBackup } from './service.ts'

/*
 * The owner's topics and the welcome email travel with a backup (decision 235), and a backup made
 * before migration 019, whose readers and issues name topics by their old names, imports with slugs.
 */

let source: TestApp
let admin: string
beforeAll(async () => {
  source = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
  ;({ admin } = await adminAndMember(source))
  const asAdmin = (method: string, path: string, json?: unknown) =>
    source.fetch(path, { method, headers: { cookie: admin }, json })
  expect((await asAdmin('POST', '/api/newsletter/topics', { name: 'Gardening' })).status).toBe(201)
  const [careers] = await source.sql<
    { id: number }[]
  >`SELECT id FROM newsletter_topics WHERE slug = 'career-tips'`
  await asAdmin('PUT', `/api/newsletter/topics/${careers!.id}`, { name: 'Careers' })
  await asAdmin('POST', `/api/newsletter/topics/${careers!.id}/retire`)
  await asAdmin('PUT', '/api/newsletter/welcome', {
    enabled: true,
    subject: 'Hello',
    markdown: 'Welcome aboard.',
  })
  await reader(source, { topics: ['gardening', 'web-development'] })
  await source.sql`UPDATE newsletter_subscriptions SET topics = '{career-tips,gardening}'`
  await asAdmin('POST', '/api/newsletter/issues', { title: 'Sown', markdown: 'x', topics: ['backend-apis'] })
})

async function exported(sql: Sql): Promise<string[]> {
  const lines: string[] = []
  await exportBackup(sql, (line) => {
    lines.push(line)
  })
  return lines
}

async function* linesOf(lines: string[]) {
  yield* lines
}

const topicsOf = (sql: Sql) =>
  sql`SELECT id, slug, name, retired_at IS NOT NULL AS retired FROM newsletter_topics ORDER BY id`

test("the topics (renamed, retired, new), readers' choices and the welcome email come back whole", async () => {
  const target = await throwawayDatabase('portfolio_topics_backup')
  await migrate(target.sql)
  const counts = await importBackup(target.sql, linesOf(await exported(source.sql)))
  expect(counts.newsletter_topics).toBe(9)
  expect([...(await topicsOf(target.sql))]).toEqual([...(await topicsOf(source.sql))])
  expect((await target.sql`SELECT topics FROM newsletter_subscriptions`).map((r) => r.topics)).toEqual([
    ['career-tips', 'gardening'],
  ])
  expect([...(await target.sql`SELECT enabled, subject, markdown FROM newsletter_welcome`)]).toEqual([
    { enabled: true, subject: 'Hello', markdown: 'Welcome aboard.' },
  ])
  // The next topic gets a new id, not one of the imported ones.
  const [next] = await target.sql<{ id: number }[]>`
    INSERT INTO newsletter_topics (slug, name) VALUES ('later', 'Later') RETURNING id`
  expect(next!.id).toBe(10)
})

test('a backup made before migration 019 imports with the topic names turned into slugs', async () => {
  const lines = await exported(source.sql)
  const header = JSON.parse(lines[0]!) as { migrations: string[] }
  header.migrations = header.migrations.filter((m) => m < '019_')
  const NAMES: Record<string, string> = { 'career-tips': 'Career Tips', 'backend-apis': 'Backend & APIs' }
  const old = lines
    .slice(1)
    .map((line) => JSON.parse(line) as { table: string; row: Record<string, unknown> })
    // Those tables did not exist yet; readers and issues named the topics.
    .filter((entry) => entry.table !== 'newsletter_topics' && entry.table !== 'newsletter_welcome')
    .map((entry) =>
      Array.isArray(entry.row.topics)
        ? {
            ...entry,
            row: { ...entry.row, topics: (entry.row.topics as string[]).map((slug) => NAMES[slug] ?? slug) },
          }
        : entry,
    )
  expect(old.some((entry) => JSON.stringify(entry.row.topics ?? []).includes('Career Tips'))).toBe(true)
  const target = await throwawayDatabase('portfolio_topics_backup_old')
  await migrate(target.sql)
  await importBackup(
    target.sql,
    linesOf([JSON.stringify(header), ...old.map((entry) => JSON.stringify(entry))]),
  )
  // The target's own eight topics name them; a slug no topic had stays as it was.
  expect((await target.sql`SELECT topics FROM newsletter_subscriptions`).map((r) => r.topics)).toEqual([
    ['career-tips', 'gardening'],
  ])
  expect((await target.sql`SELECT topics FROM newsletter_issues`).map((r) => r.topics)).toEqual([
    ['backend-apis'],
  ])
  expect((await target.sql`SELECT count(*)::int AS n FROM newsletter_topics`)[0]!.n).toBe(8)
})
