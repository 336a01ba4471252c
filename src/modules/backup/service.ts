import * as backup from '../../db/backup.ts'
import { inTransaction, type Sql } from '../../db/client.ts'

/**
 * The backup file: JSON lines. The first line describes the file; each further line is one row,
 * `{"table": "...", "row": {...}}`. Plain text, so it diffs, greps and compresses well, and any
 * PostgreSQL (embedded or a server) can load it with `npm run import`.
 */
const FORMAT = 'portfolio-backup'
/**
 * 2: adds the generated secrets, mailed-link tokens and the mail and delivery history (decision 225).
 * Version 1 files still import: they restore the content, without those.
 */
const VERSION = 2
const READABLE_VERSIONS: readonly number[] = [1, 2]

interface Header {
  format: typeof FORMAT
  version: number
  exportedAt: string
  migrations: string[]
}

export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError'
}

/** Writes one consistent snapshot (a single repeatable-read transaction) line by line. */
export async function exportBackup(sql: Sql, write: (line: string) => void | Promise<void>) {
  const counts: Partial<Record<backup.BackupTable, number>> = {}
  await inTransaction(
    sql,
    async (snapshot) => {
      const header: Header = {
        format: FORMAT,
        version: VERSION,
        exportedAt: new Date().toISOString(),
        migrations: await backup.appliedMigrations(snapshot),
      }
      await write(JSON.stringify(header))
      for (const table of backup.BACKUP_TABLES) {
        counts[table] = 0
        for await (const row of backup.exportRows(snapshot, table)) {
          await write(JSON.stringify({ table, row }))
          counts[table]++
        }
      }
    },
    'isolation level repeatable read read only',
  )
  return counts
}

function parseHeader(line: string | undefined, targetMigrations: string[]): Header {
  let header: Partial<Header> | undefined
  try {
    header = line ? (JSON.parse(line) as Partial<Header>) : undefined
  } catch {}
  if (header?.format !== FORMAT) {
    throw new ImportRefusedError('Not a portfolio backup: the first line is not a portfolio-backup header')
  }
  if (!READABLE_VERSIONS.includes(header.version as number)) {
    throw new ImportRefusedError(
      `Unsupported backup version ${header.version} (this version reads ${READABLE_VERSIONS.join(' and ')})`,
    )
  }
  const unknown = (header.migrations ?? []).filter((m) => !targetMigrations.includes(m))
  if (unknown.length > 0) {
    throw new ImportRefusedError(
      `The backup comes from a newer version of the site (migrations ${unknown.join(', ')}); update first`,
    )
  }
  return header as Header
}

/**
 * Loads a backup into an empty, migrated database in one transaction: either everything is imported or
 * nothing is. A database with any content, user or media is refused, so a backup never merges into (or
 * silently overwrites) live data; what a first start made (settings, a setup token) is replaced.
 */
export async function importBackup(sql: Sql, lines: AsyncIterable<string>) {
  const counts: Partial<Record<backup.BackupTable, number>> = {}
  await inTransaction(sql, async (target) => {
    const present = await backup.nonEmptyTables(target)
    if (Object.keys(present).length > 0) {
      const what = Object.entries(present)
        .map(([table, n]) => `${n} ${table}`)
        .join(', ')
      throw new ImportRefusedError(
        `Refusing to import into a database that is not empty (it has ${what}). ` +
          'Import into a new DATA_DIR or a freshly created PostgreSQL database, before its first start.',
      )
    }
    const migrations = await backup.appliedMigrations(target)
    const columns = await backup.writableColumns(target)
    const replaced = new Set<backup.BackupTable>()
    let header: Header | undefined
    let lineNumber = 0
    for await (const line of lines) {
      lineNumber++
      if (!header) {
        header = parseHeader(line, migrations)
        continue
      }
      if (line.trim() === '') continue
      const entry = parseEntry(line, lineNumber)
      if (backup.MADE_AT_START.has(entry.table) && !replaced.has(entry.table)) {
        replaced.add(entry.table)
        await backup.clearTable(target, entry.table)
      }
      await backup.importRow(target, entry.table, columns.get(entry.table)!, entry.row)
      counts[entry.table] = (counts[entry.table] ?? 0) + 1
    }
    if (!header) throw new ImportRefusedError('The backup file is empty')
    for (const step of backup.UPGRADES) {
      if (!(header.migrations ?? []).includes(step.migration)) await step.upgrade(target)
    }
    await backup.resetIdentities(target)
  })
  return counts
}

function parseEntry(
  line: string,
  lineNumber: number,
): { table: backup.BackupTable; row: Record<string, unknown> } {
  let entry: { table?: unknown; row?: unknown } | undefined
  try {
    entry = JSON.parse(line) as typeof entry
  } catch {}
  const table = backup.BACKUP_TABLES.find((t) => t === entry?.table)
  if (!table || !entry?.row || typeof entry.row !== 'object') {
    throw new ImportRefusedError(`Line ${lineNumber} of the backup is not a {"table", "row"} entry`)
  }
  return { table, row: entry.row as Record<string, unknown> }
}
