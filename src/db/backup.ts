import type { Sql } from './client.ts'

/**
 * What a backup holds, parents before children so foreign keys hold while importing. Sessions and
 * rate-limit counters are left out on purpose: they are short-lived and tied to the old deployment.
 */
export const BACKUP_TABLES = [
  'users',
  'newsletter_subscriptions',
  'projects',
  'commands',
  'work_experiences',
  'media',
  'site_settings',
  'contact_messages',
  'newsletter_issues',
] as const
export type BackupTable = (typeof BACKUP_TABLES)[number]

/** Tables whose `id` is an identity column: imported ids are kept, then the sequence moves past them. */
const IDENTITY_TABLES = new Set<BackupTable>([
  'users',
  'projects',
  'commands',
  'work_experiences',
  'contact_messages',
  'newsletter_issues',
])

export async function appliedMigrations(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`
  return rows.map((r) => r.name)
}

/**
 * Every row of `table` as JSON in PostgreSQL's own text forms (timestamps with zone, arrays, bytea as
 * hex), read through a cursor so large media never sit in memory all at once.
 */
export async function* exportRows(sql: Sql, table: BackupTable): AsyncGenerator<Record<string, unknown>> {
  const order = table === 'media' ? sql`hash` : table === 'newsletter_subscriptions' ? sql`user_id` : sql`id`
  const cursor = sql<{ row: Record<string, unknown> }[]>`
    SELECT to_jsonb(t) AS row FROM ${sql(table)} t ORDER BY ${order}`.cursor(20)
  for await (const rows of cursor) {
    for (const { row } of rows) yield row
  }
}

/**
 * Row counts of the backed-up tables that hold anything. The site settings row is made at every start,
 * so it says nothing about live data: a restore replaces it.
 */
export async function nonEmptyTables(sql: Sql): Promise<Partial<Record<BackupTable, number>>> {
  const out: Partial<Record<BackupTable, number>> = {}
  for (const table of BACKUP_TABLES) {
    if (table === 'site_settings') continue
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM ${sql(table)}`
    if (row!.n > 0) out[table] = row!.n
  }
  return out
}

/** PostgreSQL converts each JSON value back with the column's own type, so nothing is re-typed by hand. */
export async function importRow(sql: Sql, table: BackupTable, row: Record<string, unknown>): Promise<void> {
  const overriding = IDENTITY_TABLES.has(table) ? sql`OVERRIDING SYSTEM VALUE` : sql``
  if (table === 'site_settings') await sql`DELETE FROM site_settings`
  await sql`
    INSERT INTO ${sql(table)} ${overriding}
    SELECT * FROM jsonb_populate_record(NULL::${sql(table)}, ${row as never}::jsonb)`
}

/** After importing explicit ids, new rows must continue above the highest one. */
export async function resetIdentities(sql: Sql): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await sql`
      SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
      FROM ${sql(table)}`
  }
}
