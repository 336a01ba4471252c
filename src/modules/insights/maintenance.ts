import type { Config } from '../../config.ts'
import type { Sql } from '../../db/client.ts'
import {
  deleteEventsBefore,
  deleteSaltsBefore,
  dropPartitionsEndingBy,
  ensurePartition,
  firstEventDay,
  monthStart,
  rollUpDay,
} from '../../db/insight-events.ts'
import { rolledUpTo } from '../../db/insight-reports.ts'
import type { Logger } from '../../http/logger.ts'
import { addDays, isoDay } from '../../shared/insights.ts'

/** A day is rolled up once it has been over this long: events still buffered at midnight are written by then. */
const SETTLE_MS = 5 * 60 * 1000
/** Monthly partitions made ahead: this month and the next two, so the default partition stays empty. */
const PARTITIONS_AHEAD = 3

/**
 * Rolls up every finished UTC day after insight_rollup_state.rolled_up_to (or from the first raw event)
 * into insight_daily and insight_vitals_daily, oldest first, one transaction per day. Safe to run again.
 * The insights job calls it hourly. Returns the days rolled up.
 */
export async function rollUpInsights(sql: Sql, now: Date = new Date()): Promise<string[]> {
  const last = await rolledUpTo(sql)
  let day = last ? addDays(last, 1) : await firstEventDay(sql)
  const days: string[] = []
  while (day && Date.parse(`${addDays(day, 1)}T00:00:00Z`) + SETTLE_MS <= now.getTime()) {
    await rollUpDay(sql, day)
    days.push(day)
    day = addDays(day, 1)
  }
  return days
}

/** Creates this month's partition and the next ones (rows already in the default partition move in). */
async function ensurePartitionsAhead(sql: Sql, now: Date = new Date()): Promise<string[]> {
  const made: string[] = []
  for (let offset = 0; offset < PARTITIONS_AHEAD; offset++) {
    const month = monthStart(now, offset)
    if (await ensurePartition(sql, month)) made.push(month)
  }
  return made
}

/**
 * The hourly insights job (src/jobs/registry.ts, once per fleet): partitions ahead, rollups of finished
 * days, salts past 48 hours deleted (today's and yesterday's stay, yesterday's for a visit across
 * midnight), then raw events past INSIGHTS_RETENTION_DAYS: whole monthly partitions dropped, the rest
 * deleted. Rollups are kept. Rollups run before retention, so no day is deleted before it is counted.
 */
export async function runInsightsMaintenance(
  sql: Sql,
  config: Pick<Config, 'insights'>,
  logger: Logger,
  now: Date = new Date(),
) {
  const partitions = await ensurePartitionsAhead(sql, now)
  const rolledUp = await rollUpInsights(sql, now)
  const today = isoDay(now)
  const saltsDeleted = await deleteSaltsBefore(sql, addDays(today, -1))
  // Raw events are kept from the start of the UTC day `retentionDays` ago.
  const cutoff = new Date(`${addDays(today, -config.insights.retentionDays)}T00:00:00Z`)
  const dropped = await dropPartitionsEndingBy(sql, cutoff)
  const deleted = await deleteEventsBefore(sql, cutoff)
  const summary = { partitions, rolledUp: rolledUp.length, saltsDeleted, dropped, deleted }
  if (partitions.length || rolledUp.length || saltsDeleted || dropped.length || deleted) {
    logger.info('insights maintenance', summary)
  }
  return summary
}
