import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Sql } from './client.ts'

const MIGRATIONS_DIR = join(import.meta.dir, '..', '..', 'migrations')
// Any constant works; it only has to be the same in every instance.
const MIGRATION_LOCK_KEY = 727_274_001

export interface MigrationFile {
  name: string
  path: string
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => /^\d+_[\w-]+\.sql$/.test(n)).sort()
  return names.map((name) => ({ name, path: join(dir, name) }))
}

/**
 * Applies pending migrations in name order, each in its own transaction that first takes a transaction
 * advisory lock: instances starting together queue on the lock and the later ones find the file applied.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`
  })
  const applied: string[] = []
  for (const file of await listMigrations(dir)) {
    const source = await Bun.file(file.path).text()
    const didApply = await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`
      const [done] = await tx`SELECT 1 FROM schema_migrations WHERE name = ${file.name}`
      if (done) return false
      await tx.unsafe(source)
      await tx`INSERT INTO schema_migrations (name) VALUES (${file.name})`
      return true
    })
    if (didApply) applied.push(file.name)
  }
  return applied
}
