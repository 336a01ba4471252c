import type { InsightEventRow } from '../modules/insights/model.ts'
import { inTransaction, type Sql } from './client.ts'
import { INSIGHT_DIMENSIONS, rawDaily, rawVitalsDaily } from './insight-reports.ts'

/*
 * Insights storage (migrations/021_insights.sql, docs/decisions/237): daily salts, raw events in monthly
 * partitions, and the daily rollups the admin screen reads once raw events are gone.
 */

/** The salt of a UTC day (YYYY-MM-DD), made on first use; several instances agree on the first one written. */
export async function saltForDay(sql: Sql, day: string): Promise<Uint8Array> {
  const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32)))
  await sql`INSERT INTO insight_salts (day, salt) VALUES (${day}, ${fresh}) ON CONFLICT (day) DO NOTHING`
  // A second statement: its snapshot sees the row another instance may have written first.
  return (await existingSalt(sql, day))!
}

/** A day's salt if it still exists (yesterday's, for a visit across midnight); never makes one. */
export async function existingSalt(sql: Sql, day: string): Promise<Uint8Array | null> {
  const [row] = await sql<{ salt: Uint8Array }[]>`SELECT salt FROM insight_salts WHERE day = ${day}`
  return row?.salt ?? null
}

/** Deletes salts of days that ended before `before`: ids made with them can no longer be recomputed. */
export async function deleteSaltsBefore(sql: Sql, before: string): Promise<number> {
  return (await sql`DELETE FROM insight_salts WHERE day < ${before}`).count
}

/** Did this visitor id send anything since `since` (the visit-across-midnight rule)? */
export async function visitorSeenSince(sql: Sql, visitor: Uint8Array, since: Date): Promise<boolean> {
  const [row] = await sql<{ seen: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM insight_events WHERE at >= ${since} AND visitor = ${Buffer.from(visitor)}) AS seen`
  return row!.seen
}

/** Rows per INSERT: 18 parameters each, well under PostgreSQL's 65,535 per statement. */
export const MAX_INSERT_ROWS = 1000

/** One multi-row INSERT for a batch (the writer splits anything larger than MAX_INSERT_ROWS). */
export async function insertEvents(sql: Sql, rows: readonly InsightEventRow[]): Promise<void> {
  if (rows.length === 0) return
  const values = rows.map((row) => ({ ...row, visitor: Buffer.from(row.visitor) }))
  // Every row has every column (InsightEventRow), so the first row's keys name them.
  await sql`INSERT INTO insight_events ${sql(values)}`
}

// ---- partitions ----------------------------------------------------------------------------------

/** The first day (UTC) of the month `offset` months after `date`'s, as YYYY-MM-DD. */
export function monthStart(date: Date, offset = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1))
  return d.toISOString().slice(0, 10)
}

const partitionName = (month: string) => `insight_events_${month.slice(0, 4)}_${month.slice(5, 7)}`

const MONTH = /^\d{4}-\d{2}-01$/

/** The monthly partitions that exist, by name, with their first day. */
export async function listPartitions(sql: Sql): Promise<{ name: string; month: string }[]> {
  const rows = await sql<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'insight_events'::regclass AND c.relname ~ '^insight_events_[0-9]{4}_[0-9]{2}$'
    ORDER BY c.relname`
  return rows.map(({ name }) => ({ name, month: `${name.slice(15, 19)}-${name.slice(20, 22)}-01` }))
}

/**
 * Creates the partition of the month starting `month` (YYYY-MM-01) unless it exists. Rows of that month
 * already caught by the default partition move into it first, in the same transaction (PostgreSQL
 * refuses a partition whose range the default partition holds rows of). Returns whether it was made.
 */
export async function ensurePartition(sql: Sql, month: string): Promise<boolean> {
  if (!MONTH.test(month)) throw new Error(`not a month start: ${month}`)
  const name = partitionName(month)
  const next = monthStart(new Date(`${month}T00:00:00Z`), 1)
  return inTransaction(sql, async (tx) => {
    // One creator at a time (the job runs once per fleet, a test or script may call it too).
    await tx`SELECT pg_advisory_xact_lock(hashtext('insight_events partitions'))`
    const [exists] = await tx<{ found: boolean }[]>`SELECT to_regclass(${name}) IS NOT NULL AS found`
    if (exists!.found) return false
    const from = `'${month} 00:00:00+00'`
    const to = `'${next} 00:00:00+00'`
    await tx.unsafe(`CREATE TABLE ${name} (LIKE insight_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`)
    await tx.unsafe(
      `WITH moved AS (DELETE FROM insight_events_default WHERE at >= ${from} AND at < ${to} RETURNING *)
       INSERT INTO ${name} SELECT * FROM moved`,
    )
    await tx.unsafe(
      `ALTER TABLE insight_events ATTACH PARTITION ${name} FOR VALUES FROM (${from}) TO (${to})`,
    )
    return true
  })
}

/** Drops whole monthly partitions that ended on or before `cutoff`; returns their names. */
export async function dropPartitionsEndingBy(sql: Sql, cutoff: Date): Promise<string[]> {
  const dropped: string[] = []
  for (const { name, month } of await listPartitions(sql)) {
    const end = new Date(`${monthStart(new Date(`${month}T00:00:00Z`), 1)}T00:00:00Z`)
    if (end.getTime() > cutoff.getTime()) continue
    await sql.unsafe(`DROP TABLE ${name}`)
    dropped.push(name)
  }
  return dropped
}

/** Deletes raw events older than `cutoff` from the partitions still kept (and the default one). */
export async function deleteEventsBefore(sql: Sql, cutoff: Date): Promise<number> {
  return (await sql`DELETE FROM insight_events WHERE at < ${cutoff}`).count
}

// ---- rollups -------------------------------------------------------------------------------------

/** The first day with a raw event, or null when there is none. */
export async function firstEventDay(sql: Sql): Promise<string | null> {
  const [row] = await sql<{ day: string | null }[]>`
    SELECT to_char(min(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM insight_events`
  return row!.day
}

/**
 * (Re)computes one UTC day's rows of insight_daily and insight_vitals_daily from its raw events and
 * records it as rolled up, in one transaction: running it again gives the same rows. The rows are the
 * ones the reports compute from raw events for days not rolled up yet (insight-reports.ts), so a day
 * reads the same before and after its rollup.
 */
export async function rollUpDay(sql: Sql, day: string): Promise<void> {
  await inTransaction(sql, async (tx) => {
    const range = { from: day, to: day }
    await tx`DELETE FROM insight_daily WHERE day = ${day}`
    await tx`DELETE FROM insight_vitals_daily WHERE day = ${day}`
    await tx`
      INSERT INTO insight_daily (day, dimension, value, visitors, views)
      ${rawDaily(tx, range, INSIGHT_DIMENSIONS)}`
    await tx`
      INSERT INTO insight_vitals_daily (day, path, metric, good, needs_improvement, poor, p75)
      ${rawVitalsDaily(tx, range)}`
    await tx`
      INSERT INTO insight_rollup_state (singleton, rolled_up_to) VALUES (true, ${day})
      ON CONFLICT (singleton) DO UPDATE SET rolled_up_to = greatest(insight_rollup_state.rolled_up_to, EXCLUDED.rolled_up_to)`
  })
}
