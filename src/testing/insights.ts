import { createHash } from 'node:crypto'
import type { Sql } from '../db/client.ts'

/**
 * Rows of migrations/021_insights.sql written directly, for the Insights screen's tests: the real
 * ingestion (the beacon endpoint) is tested on its own, and these tests need exact rows at exact times.
 */
export interface TestEvent {
  at: Date | string
  kind?: 'pageview' | 'project' | 'outbound' | 'signup' | 'contact' | 'vitals'
  /** Any name: hashed into the 16-byte visitor id. */
  visitor?: string
  path?: string
  target?: string | null
  referrerHost?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  country?: string | null
  browser?: string | null
  os?: string | null
  device?: 'mobile' | 'tablet' | 'desktop' | null
  lcp?: number | null
  inp?: number | null
  cls?: number | null
  fcp?: number | null
  ttfb?: number | null
}

const visitorId = (name: string) => createHash('sha256').update(name).digest().subarray(0, 16)

export async function insertEvents(sql: Sql, events: readonly TestEvent[]): Promise<void> {
  const rows = events.map((event) => ({
    at: new Date(event.at),
    kind: event.kind ?? 'pageview',
    visitor: visitorId(event.visitor ?? 'someone'),
    path: event.path ?? '/',
    target: event.target ?? null,
    referrer_host: event.referrerHost ?? null,
    utm_source: event.utmSource ?? null,
    utm_medium: event.utmMedium ?? null,
    utm_campaign: event.utmCampaign ?? null,
    country: event.country ?? null,
    browser: event.browser ?? null,
    os: event.os ?? null,
    device: event.device ?? null,
    lcp: event.lcp ?? null,
    inp: event.inp ?? null,
    cls: event.cls ?? null,
    fcp: event.fcp ?? null,
    ttfb: event.ttfb ?? null,
  }))
  if (rows.length > 0) await sql`INSERT INTO insight_events ${sql(rows)}`
}

export interface TestDailyRow {
  day: string
  dimension: string
  value?: string
  visitors: number
  views: number
}

export async function insertDaily(sql: Sql, rows: readonly TestDailyRow[]): Promise<void> {
  if (rows.length === 0) return
  await sql`INSERT INTO insight_daily ${sql(rows.map((row) => ({ ...row, value: row.value ?? '' })))}`
}

export interface TestVitalsDay {
  day: string
  path: string
  metric: 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb'
  good: number
  needs_improvement: number
  poor: number
  p75: number
}

export async function insertVitalsDaily(sql: Sql, rows: readonly TestVitalsDay[]): Promise<void> {
  if (rows.length > 0) await sql`INSERT INTO insight_vitals_daily ${sql(rows as TestVitalsDay[])}`
}

/** Days up to `day` are final in the rollups (null: nothing rolled up yet). */
export async function setRolledUpTo(sql: Sql, day: string | null): Promise<void> {
  await sql`DELETE FROM insight_rollup_state`
  if (day) await sql`INSERT INTO insight_rollup_state (rolled_up_to) VALUES (${day})`
}

/** Every insights row gone, so a test starts from nothing. */
export async function clearInsights(sql: Sql): Promise<void> {
  await sql`TRUNCATE insight_events, insight_daily, insight_vitals_daily, insight_rollup_state`
}
