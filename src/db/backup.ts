import type { Sql } from './client.ts'

/**
 * What a backup holds, parents before children so foreign keys hold while importing. Rows travel whole
 * (every column, read and written by PostgreSQL itself), so a column a migration adds is backed up
 * without a change here; a new table must be added here or to LEFT_OUT_TABLES (a test fails until it is).
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
  // Since version 2 (docs/decisions/225-backups-carry-what-a-site-needs.md): what keeps links in mails
  // already sent working, and the history that issue progress and frequency caps are counted from.
  'server_secrets',
  'mail_tokens',
  'newsletter_deliveries',
  'mail_log',
  'outbox',
  // The owner's topics (which readers' and issues' choices name) and the welcome email (decision 235).
  'newsletter_topics',
  'newsletter_welcome',
  // Links of issues already sent and their clicks (decision 238): a restored site still redirects them.
  'newsletter_links',
  'newsletter_tracking',
  // Insights history (docs/decisions/237): the daily rollups outlive the raw events, so a moved site
  // keeps its charts.
  'insight_daily',
  'insight_vitals_daily',
  'insight_rollup_state',
] as const
export type BackupTable = (typeof BACKUP_TABLES)[number]

/** Every other table of the app's schema, and why a restored site does without it (a partition goes with its parent). */
export const LEFT_OUT_TABLES: Record<string, string> = {
  schema_migrations: "the target's own migrations fill it; the header lists the ones the backup was made at",
  sessions: 'sign-ins of the old deployment: everyone signs in again, and a copy never honours old cookies',
  rate_limits: 'throttling counters that run out within the hour',
  media_variants: 'resized copies of the media, made again on first request',
  data_version: "the page cache's counter, made by a migration; the import's own writes move it on",
  newsletter_throttle: 'the next free send slot, made by a migration; a restored site may send at once',
  reader_imports:
    'uploaded reader lists waiting a day for their confirmation (docs/decisions/236); the readers an import made are in users and newsletter_subscriptions',
  insight_salts:
    "the day's visitor-id salts must never leave the database that made them (docs/decisions/237); the target makes its own",
  insight_events:
    'raw visit events, millions of rows kept for 90 days; the daily rollups (backed up) carry the history, so only the days not yet rolled up are lost',
}

/** Schemas that are not the app's own, left out whole. */
export const LEFT_OUT_SCHEMAS: Record<string, string> = {
  pgboss:
    'the job queue, made by pg-boss at start: mail still queued at export time is not sent by the restored site, and schedules are set again at start',
}

/**
 * Tables a site fills at its first start or its migrations fill (the settings row, the owner-setup
 * token, the first topics): they do not make a database "not empty", and a restore replaces what is
 * in them.
 */
export const MADE_AT_START = new Set<BackupTable>(['site_settings', 'server_secrets', 'newsletter_topics'])

/**
 * Rows of a backup made before a migration that changed what a stored value means, brought up to date
 * after the import when the backup's header does not list that migration.
 */
export const UPGRADES: { migration: string; upgrade: (sql: Sql) => Promise<void> }[] = [
  {
    // Readers' and issues' topics were names; they are slugs of the owner's topics now. The target's
    // migration made the eight topics those names belong to (migrations/019).
    migration: '019_newsletter_topics_and_welcome.sql',
    async upgrade(sql) {
      for (const table of ['newsletter_subscriptions', 'newsletter_issues'] as const) {
        await sql`
          UPDATE ${sql(table)} r
          SET topics = ARRAY(
            SELECT coalesce(t.slug, c.value) FROM unnest(r.topics) WITH ORDINALITY AS c (value, n)
            LEFT JOIN newsletter_topics t ON t.name = c.value ORDER BY c.n)
          WHERE cardinality(r.topics) > 0`
      }
    },
  },
]

export async function appliedMigrations(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`
  return rows.map((r) => r.name)
}

/** The primary key's columns, in key order: rows are exported in that order, through the key's index. */
async function primaryKey(sql: Sql, table: BackupTable): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    SELECT a.attname AS name
    FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
    WHERE i.indrelid = ${table}::regclass AND i.indisprimary
    ORDER BY array_position(i.indkey::int2[], a.attnum)`
  return rows.map((r) => r.name)
}

/**
 * Every row of `table` as JSON in PostgreSQL's own text forms (timestamps with zone, arrays, bytea as
 * hex), read through a cursor so large media never sit in memory all at once.
 */
export async function* exportRows(sql: Sql, table: BackupTable): AsyncGenerator<Record<string, unknown>> {
  const key = await primaryKey(sql, table)
  const cursor = sql<{ row: Record<string, unknown> }[]>`
    SELECT to_jsonb(t) AS row FROM ${sql(table)} t ORDER BY ${sql(key)}`.cursor(20)
  for await (const rows of cursor) {
    for (const { row } of rows) yield row
  }
}

/** Row counts of the backed-up tables that hold anything, less the ones a first start fills. */
export async function nonEmptyTables(sql: Sql): Promise<Partial<Record<BackupTable, number>>> {
  const out: Partial<Record<BackupTable, number>> = {}
  for (const table of BACKUP_TABLES) {
    if (MADE_AT_START.has(table)) continue
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM ${sql(table)}`
    if (row!.n > 0) out[table] = row!.n
  }
  return out
}

export async function clearTable(sql: Sql, table: BackupTable): Promise<void> {
  await sql`DELETE FROM ${sql(table)}`
}

/** The columns an INSERT may write (generated ones are computed), per backed-up table. */
export async function writableColumns(sql: Sql): Promise<Map<BackupTable, string[]>> {
  const rows = await sql<{ table: BackupTable; columns: string[] }[]>`
    SELECT table_name AS table, array_agg(column_name::text ORDER BY ordinal_position) AS columns
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_generated = 'NEVER'
      AND table_name = ANY(${sql.array([...BACKUP_TABLES])}::text[])
    GROUP BY table_name`
  return new Map(rows.map((r) => [r.table, r.columns]))
}

/**
 * PostgreSQL converts each JSON value back with the column's own type, so nothing is re-typed by hand.
 * Only the columns the row has are written: a column added after the backup was made gets its default.
 * Ids are kept (OVERRIDING SYSTEM VALUE is a no-op on tables without an identity column).
 */
export async function importRow(
  sql: Sql,
  table: BackupTable,
  columns: readonly string[],
  row: Record<string, unknown>,
): Promise<void> {
  const present = columns.filter((column) => column in row)
  await sql`
    INSERT INTO ${sql(table)} (${sql(present)}) OVERRIDING SYSTEM VALUE
    SELECT ${sql(present)} FROM jsonb_populate_record(NULL::${sql(table)}, ${row as never}::jsonb)`
}

/** After importing explicit ids, new rows must continue above the highest one, in every identity column. */
export async function resetIdentities(sql: Sql): Promise<void> {
  const identities = await sql<{ table: string; column: string }[]>`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'
      AND table_name = ANY(${sql.array([...BACKUP_TABLES])}::text[])`
  for (const { table, column } of identities) {
    await sql`
      SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql(column)}), 0) + 1, false)
      FROM ${sql(table)}`
  }
}
