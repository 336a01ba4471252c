import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listMigrations, migrate } from '../db/migrate.ts'
import { throwawayDatabase } from './harness.ts'

/**
 * A throwaway database migrated up to the migration numbered `number` (say '025'), not including it:
 * a migration's test fills it with the rows earlier versions wrote, then runs `migrate` to apply it.
 */
export async function databaseBefore(number: string) {
  const db = await throwawayDatabase(`portfolio_migrate_${number}`)
  const before = mkdtempSync(join(tmpdir(), `migrations-before-${number}-`))
  for (const file of await listMigrations())
    if (file.name < `${number}_`) copyFileSync(file.path, join(before, file.name))
  await migrate(db.sql, before)
  return db
}
