import { beforeAll, expect, test } from 'bun:test'
import { rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BACKUP_TABLES, LEFT_OUT_SCHEMAS, LEFT_OUT_TABLES } from '../../db/backup.ts'
import type { Database, Sql } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { createTestApp, type TestApp, throwawayDatabase } from '../../testing/harness.ts'
import { mailQueueIdle } from '../../testing/outbox.ts'
import { createThrowawayDatabase } from '../../testing/test-database.ts'
import { unsubscribeToken } from '../newsletter-issues/unsubscribe-token.ts'
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
  const out: Record<string, unknown[]> = {}
  for (const table of BACKUP_TABLES) {
    // Ordered by the row's own text (`ORDER BY 1::text` sorted by a constant, i.e. by storage order,
    // which an import need not keep: two secrets came back swapped).
    out[table] = (await sql`SELECT to_jsonb(t) AS row FROM ${sql(table)} t ORDER BY to_jsonb(t)::text`).map(
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
  // A mailed link (its token's hash), and the owner's notes of the sign-up and the contact, in the
  // mail log and the outbox once the queue has sent them.
  const forgot = await source.fetch('/api/password/forgot', {
    method: 'POST',
    json: { email: 'reader@example.com' },
  })
  expect(forgot.status).toBe(202)
  await mailQueueIdle(source.sql)
  await source.sql`
    INSERT INTO media (hash, content_type, bytes, size) VALUES (${'e'.repeat(64)}, 'image/png', ${MEDIA_BYTES}, 512)`
  // A deleted row leaves a gap in the ids: the import must keep ids, not renumber.
  await source.sql`DELETE FROM projects WHERE id = 2`
  const [issue] =
    await source.sql`INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at)
    VALUES ('Issue one', 'issue-one', '# One', '<h1>One</h1>', 'sent', now()) RETURNING id`
  await source.sql`INSERT INTO newsletter_deliveries (issue_id, user_id, status, attempts, sent_at)
    SELECT ${issue!.id}, id, 'sent', 1, now() FROM users WHERE username = 'reader'`
  // The generated unsubscribe key, made on first use.
  await unsubscribeToken(source.deps, 1)
  await source.sql`UPDATE site_settings SET owner_name = 'Restored Owner', greetings = '{One,Two}'`
  target = await throwawayDatabase('portfolio_import')
  await migrate(target.sql)
  // A target that started once already holds first-run settings: the restore replaces them.
  await target.sql`INSERT INTO site_settings (owner_name, job_title, greetings, about_full, about_short,
    career_start, stat_label, stat_value, contact_email, linkedin_url, github_url, description)
    VALUES ('First Run', 'x', '{Hi}', 'a', 'b', '2022-06-01', 'l', 'v', 'a@b.co', 'https://a.b', 'https://c.d', 'd')`
  // So do its generated secrets (a first start without an admin makes the owner-setup token).
  await target.sql`INSERT INTO server_secrets (name, value) VALUES ('owner-setup-token', 'first-run')`
})

test('export then import into an empty database reproduces every row, media byte for byte', async () => {
  const lines = await exported(source.sql)
  expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'portfolio-backup', version: 2 })
  const counts = await importBackup(target.sql, linesOf(lines))
  expect(counts.users).toBe(2)
  expect(counts.newsletter_subscriptions).toBe(1)
  expect(counts.media).toBe(1)
  expect(counts.site_settings).toBe(1)
  expect(counts.contact_messages).toBe(1)
  expect(counts.newsletter_issues).toBe(1)
  expect(counts.newsletter_deliveries).toBe(1)
  // Every stored secret: the unsubscribe links', and the tracked newsletter links' when a test file before
  // this one sent an issue (resets keep server_secrets, decision 238).
  const [secrets] = await source.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM server_secrets`
  expect(counts.server_secrets).toBe(secrets!.n)
  expect(secrets!.n).toBeGreaterThanOrEqual(1)
  expect(counts.mail_tokens).toBe(1)
  // The password reset mail, and the owner's notes of the sign-up and of the contact.
  expect(counts.mail_log).toBe(3)
  expect(counts.outbox).toBe(3)

  expect(await snapshot(target.sql)).toEqual(await snapshot(source.sql))
  const [media] = await target.sql<{ bytes: Uint8Array }[]>`SELECT bytes FROM media`
  expect(Buffer.from(media!.bytes).equals(Buffer.from(MEDIA_BYTES))).toBe(true)
  // Password hashes travel too: the reader signs in on the imported copy with the same password.
  const [hash] = await target.sql<
    { h: string }[]
  >`SELECT password_hash AS h FROM users WHERE username = 'reader'`
  expect(await Bun.password.verify('reader-password', hash!.h)).toBe(true)
  // New rows continue after the imported ids, in every identity column (mail_log's is a bigint).
  const [last] = await target.sql<{ max: number }[]>`SELECT max(id) AS max FROM projects`
  const [created] =
    await target.sql`INSERT INTO projects (title, description) VALUES ('New', 'After import') RETURNING id`
  expect(created!.id).toBe(last!.max + 1)
  const [lastMail] = await target.sql<{ max: string }[]>`SELECT max(id) AS max FROM mail_log`
  const [mail] = await target.sql<{ id: string }[]>`
    INSERT INTO mail_log (recipient, kind, subject) VALUES ('x@example.com', 'test', 'After import') RETURNING id`
  expect(Number(mail!.id)).toBe(Number(lastMail!.max) + 1)
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

test('a version 1 file (content only, made before migrations that added columns) still imports', async () => {
  const old = await createThrowawayDatabase('portfolio_import_v1')
  try {
    await migrate(old.sql)
    const lines = await exported(source.sql)
    const header = { ...JSON.parse(lines[0]!), version: 1 }
    const v1Tables = new Set(BACKUP_TABLES.slice(0, BACKUP_TABLES.indexOf('newsletter_issues') + 1))
    const rows = lines
      .slice(1)
      .map((line) => JSON.parse(line) as { table: string; row: Record<string, unknown> })
      .filter((entry) => v1Tables.has(entry.table as never))
    // A column added after the file was made: the row lacks it, and the column's default fills it.
    const projects = rows.filter((entry) => entry.table === 'projects')
    expect(projects.some((entry) => entry.row.sort_order !== 0)).toBe(true)
    for (const entry of rows) if (entry.table === 'projects') delete entry.row.sort_order
    const counts = await importBackup(
      old.sql,
      linesOf([JSON.stringify(header), ...rows.map((entry) => JSON.stringify(entry))]),
    )
    expect(counts.users).toBe(2)
    expect(counts.mail_log).toBeUndefined()
    const orders = await old.sql`SELECT DISTINCT sort_order FROM projects`
    expect(orders.map((r) => r.sort_order)).toEqual([0])
  } finally {
    await old.close()
  }
})

test('every table is in the backup or left out on purpose, with its reason', async () => {
  // The source runs the whole app, so pg-boss has made its schema too.
  const tables = await source.sql<{ schema: string; name: string; own: boolean }[]>`
    SELECT table_schema AS schema, table_name AS name, table_schema = current_schema() AS own
    FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      AND NOT EXISTS (
        SELECT 1 FROM pg_class c
        WHERE c.relname = table_name AND c.relnamespace = table_schema::regnamespace AND c.relispartition)`
  expect(tables.some((t) => t.schema === 'pgboss')).toBe(true)
  const backedUp = new Set<string>(BACKUP_TABLES)
  const unlisted = tables
    .filter((t) => !(t.schema in LEFT_OUT_SCHEMAS))
    .map((t) => (t.own ? t.name : `${t.schema}.${t.name}`))
    .filter((name) => !backedUp.has(name) && !(name in LEFT_OUT_TABLES))
  // A new table: add it to BACKUP_TABLES or, with the reason, to LEFT_OUT_TABLES in src/db/backup.ts.
  expect(unlisted).toEqual([])
  const own = new Set(tables.filter((t) => t.own).map((t) => t.name))
  const stale = [...BACKUP_TABLES, ...Object.keys(LEFT_OUT_TABLES)].filter((name) => !own.has(name))
  expect(stale).toEqual([])
  expect(BACKUP_TABLES.filter((name) => name in LEFT_OUT_TABLES)).toEqual([])
  for (const reason of [...Object.values(LEFT_OUT_TABLES), ...Object.values(LEFT_OUT_SCHEMAS)]) {
    expect(reason.length).toBeGreaterThan(20)
  }
})

test('backed-up tables come after the tables they refer to, which are backed up too', async () => {
  const references = await source.sql<{ child: string; parent: string }[]>`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
    FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`
  const order = BACKUP_TABLES as readonly string[]
  const misplaced = references
    .filter(({ child }) => order.includes(child))
    .filter(({ child, parent }) => !(order.includes(parent) && order.indexOf(parent) < order.indexOf(child)))
  expect(misplaced).toEqual([])
  expect(references.length).toBeGreaterThan(5)
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
    // It holds password hashes and the generated keys: nobody but its owner may read it.
    expect(statSync(file).mode & 0o077).toBe(0)
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
  // Four child processes, the first creating an embedded database (4–8 s and ~1 GB alone): on two busy
  // cores the whole walk took over 60 s.
}, 180_000)
