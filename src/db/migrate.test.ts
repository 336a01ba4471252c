import { beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { throwawayDatabase } from '../testing/harness.ts'
import type { Database } from './client.ts'
import { listMigrations, migrate } from './migrate.ts'

let db: Database
beforeAll(async () => {
  db = await throwawayDatabase('portfolio_migrate')
})

test('applies every migration once, in order, even when two instances start together', async () => {
  const [first, second] = await Promise.all([migrate(db.sql), migrate(db.sql)])
  const expected = (await listMigrations()).map((m) => m.name)
  expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(expected)
  expect(await migrate(db.sql)).toEqual([])
  const rows = await db.sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`
  expect(rows.map((r) => r.name)).toEqual(expected)
})

test('a failing migration rolls back completely and is not recorded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'))
  writeFileSync(join(dir, '900_broken.sql'), 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;')
  await expect(migrate(db.sql, dir)).rejects.toThrow(/no_such_table/)
  const [table] = await db.sql`SELECT to_regclass('half_done') AS t`
  expect(table?.t).toBeNull()
  const [row] = await db.sql`SELECT 1 FROM schema_migrations WHERE name = '900_broken.sql'`
  expect(row).toBeUndefined()
})
