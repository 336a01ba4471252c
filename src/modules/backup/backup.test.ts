import { beforeAll, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database, Sql } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { createTestApp, type TestApp, throwawayDatabase } from '../../testing/harness.ts'
import { createThrowawayDatabase } from '../../testing/test-database.ts'
import { exportBackup, ImportRefusedError, importBackup } from './service.ts'

const ROOT = join(import.meta.dir, '..', '..', '..')
let source: TestApp
let target: Database
// Every byte value, twice: a text-unsafe blob has to come back byte for byte.
const MEDIA_BYTES = new Uint8Array(512).map((_, i) => i % 256)

async function* linesOf(lines: string[]) {
  yield* lines
}

async function exported(sql: Sql): Promise<string[]> {
  const lines: string[] = []
  await exportBackup(sql, (line) => {
    lines.push(line)
  })
  return lines
}

/** Every backed-up table, as PostgreSQL renders it, for a whole-database comparison. */
async function snapshot(sql: Sql) {
  const tables = [
    'users',
    'newsletter_subscriptions',
    'projects',
    'commands',
    'work_experiences',
    'media',
    'site_settings',
    'contact_messages',
    'newsletter_issues',
  ]
  const out: Record<string, unknown[]> = {}
  for (const table of tables) {
    out[table] = (await sql`SELECT to_jsonb(t) AS row FROM ${sql(table)} t ORDER BY 1::text`).map(
      (r) => r.row,
    )
  }
  return out
}

beforeAll(async () => {
  source = await createTestApp({}, { seed: true })
  await source.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: {
      username: 'reader',
      email: 'reader@example.com',
      password: 'reader-password',
      firstName: 'Rea',
      lastName: 'Der',
    },
  })
  await source.fetch('/api/contact', { method: 'POST', json: { email: 'visitor@example.org', page: '/' } })
  await source.sql`
    INSERT INTO media (hash, content_type, bytes, size) VALUES (${'e'.repeat(64)}, 'image/png', ${MEDIA_BYTES}, 512)`
  // A deleted row leaves a gap in the ids: the import must keep ids, not renumber.
  await source.sql`DELETE FROM projects WHERE id = 2`
  await source.sql`INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at)
    VALUES ('Issue one', 'issue-one', '# One', '<h1>One</h1>', 'sent', now())`
  await source.sql`UPDATE site_settings SET owner_name = 'Restored Owner', greetings = '{One,Two}'`
  target = await throwawayDatabase('portfolio_import')
  await migrate(target.sql)
  // A target that started once already holds first-run settings: the restore replaces them.
  await target.sql`INSERT INTO site_settings (owner_name, job_title, greetings, about_full, about_short,
    career_start, stat_label, stat_value, contact_email, linkedin_url, github_url, description)
    VALUES ('First Run', 'x', '{Hi}', 'a', 'b', '2022-06-01', 'l', 'v', 'a@b.co', 'https://a.b', 'https://c.d', 'd')`
})

test('export then import into an empty database reproduces every row, media byte for byte', async () => {
  const lines = await exported(source.sql)
  expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'portfolio-backup', version: 1 })
  const counts = await importBackup(target.sql, linesOf(lines))
  expect(counts.users).toBe(2)
  expect(counts.newsletter_subscriptions).toBe(1)
  expect(counts.media).toBe(1)
  expect(counts.site_settings).toBe(1)
  expect(counts.contact_messages).toBe(1)
  expect(counts.newsletter_issues).toBe(1)

  expect(await snapshot(target.sql)).toEqual(await snapshot(source.sql))
  const [media] = await target.sql<{ bytes: Uint8Array }[]>`SELECT bytes FROM media`
  expect(Buffer.from(media!.bytes).equals(Buffer.from(MEDIA_BYTES))).toBe(true)
  // Password hashes travel too: the reader signs in on the imported copy with the same password.
  const [hash] = await target.sql<
    { h: string }[]
  >`SELECT password_hash AS h FROM users WHERE username = 'reader'`
  expect(await Bun.password.verify('reader-password', hash!.h)).toBe(true)
  // New rows continue after the imported ids.
  const [last] = await target.sql<{ max: number }[]>`SELECT max(id) AS max FROM projects`
  const [created] =
    await target.sql`INSERT INTO projects (title, description) VALUES ('New', 'After import') RETURNING id`
  expect(created!.id).toBe(last!.max + 1)
})

test('importing into a database that has anything in it is refused and changes nothing', async () => {
  const before = await snapshot(target.sql)
  const lines = await exported(source.sql)
  const refused = importBackup(target.sql, linesOf(lines))
  expect(refused).rejects.toThrow(ImportRefusedError)
  expect(refused).rejects.toThrow(/not empty \(it has \d+ users, .*\d+ projects/)
  expect(await snapshot(target.sql)).toEqual(before)
})

test('a file that is not a backup is refused before anything is written', async () => {
  const empty = await createThrowawayDatabase('portfolio_import_bad')
  try {
    await migrate(empty.sql)
    expect(importBackup(empty.sql, linesOf(['{"hello": 1}']))).rejects.toThrow(/Not a portfolio backup/)
    const header = JSON.stringify({ format: 'portfolio-backup', version: 1, migrations: [] })
    expect(importBackup(empty.sql, linesOf([header, '{"table":"sessions","row":{}}']))).rejects.toThrow(
      /Line 2/,
    )
    expect((await empty.sql`SELECT count(*)::int AS n FROM users`)[0]!.n).toBe(0)
  } finally {
    await empty.close()
  }
})

test('npm run export / import move an embedded database to another database', async () => {
  const dir = join(tmpdir(), `portfolio-backup-${process.pid}`)
  const file = join(dir, 'backup.jsonl')
  const run = (script: string, env: Record<string, string>) =>
    Bun.spawnSync([process.execPath, script, file], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    })
  try {
    const embedded = { DATABASE_URL: '', DATA_DIR: join(dir, 'data') }
    expect(run('scripts/seed.ts', embedded).exitCode).toBe(0)
    const exportRun = run('scripts/export.ts', embedded)
    expect(exportRun.stdout.toString()).toContain('wrote')
    const fresh = await createThrowawayDatabase('portfolio_import_cli')
    try {
      const [row] = await fresh.sql<{ name: string }[]>`SELECT current_database() AS name`
      const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined
      if (url) url.pathname = `/${row!.name}`
      // With a PostgreSQL server: embedded → server, the documented move. Without: into a second data dir.
      const destination: Record<string, string> = url
        ? { DATABASE_URL: url.toString() }
        : { DATABASE_URL: '', DATA_DIR: join(dir, 'b') }
      const first = run('scripts/import.ts', destination)
      expect(first.stderr.toString()).toBe('')
      expect(first.stdout.toString()).toMatch(/imported .*"projects":\d+/)
      const again = run('scripts/import.ts', destination)
      expect(again.exitCode).toBe(1)
      expect(again.stderr.toString()).toContain(
        'Cannot import: Refusing to import into a database that is not empty',
      )
    } finally {
      await fresh.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
