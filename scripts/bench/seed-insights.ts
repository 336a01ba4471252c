// Fills the Insights tables (migrations/021_insights.sql) with generated traffic: `events` events spread
// over the `days` days before now, inserted by SQL in batches (INSERT … SELECT generate_series), then
// rolled up per day with the same SQL the screen uses for days not rolled up yet
// (src/db/insight-reports.ts), and the raw events older than `keepRawDays` dropped as retention would.
//
//   bun scripts/bench/seed-insights.ts [events] [days]     (DATABASE_URL's database; 10,000,000 over 365)
//
// npm run bench seeds its own throwaway database with it and times the Insights queries (insight-queries.ts);
// the browser tests' server seeds a few thousand events with it (scripts/e2e-server.ts).

import { inTransaction, type Sql } from '../../src/db/client.ts'
import { ensurePartition, monthStart } from '../../src/db/insight-events.ts'
import { INSIGHT_DIMENSIONS, rawDaily, rawVitalsDaily } from '../../src/db/insight-reports.ts'
import { addDays, isoDay } from '../../src/shared/insights.ts'

export interface SeedOptions {
  events: number
  days: number
  /** Raw events are kept this many days (INSIGHTS_RETENTION_DAYS' default); rollups cover every day. */
  keepRawDays?: number
  /** Rows per INSERT statement. */
  batch?: number
  /** Called after each batch with the rows written so far. */
  progress?: (written: number) => void
}

const PATHS = [
  '/',
  '/projects',
  '/project/1',
  '/project/2',
  '/project/3',
  '/newsletter',
  '/newsletter/archive',
]
const HOSTS = [
  'github.com',
  'www.google.com',
  'www.linkedin.com',
  'news.ycombinator.com',
  't.co',
  'duckduckgo.com',
]
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'NL', 'IN', 'CA', 'BR', 'JP', 'ES']
const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge']
const SYSTEMS = ['Windows', 'macOS', 'Linux', 'Android', 'iOS']
const DEVICES = ['desktop', 'mobile', 'tablet']
const OUTBOUND = [
  'https://github.com/example',
  'https://www.linkedin.com/in/example',
  'mailto:hello@example.com',
]

/** Monthly partitions for the months the events fall in, as the insights job creates them ahead. */
async function ensurePartitions(sql: Sql, from: Date, to: Date): Promise<void> {
  for (
    let month = monthStart(from);
    month <= monthStart(to);
    month = monthStart(new Date(`${month}T00:00:00Z`), 1)
  )
    await ensurePartition(sql, month)
}

/**
 * Generated events, rollups of every finished day, and the rollup state saying so, in one transaction
 * free of the app's statement timeout (a batch of half a million rows takes longer than a request may).
 */
export async function seedInsights(sql: Sql, options: SeedOptions): Promise<void> {
  await ensurePartitions(sql, new Date(Date.now() - options.days * 86_400_000), new Date())
  await inTransaction(sql, async (tx) => {
    await tx`SET LOCAL statement_timeout = 0`
    await seed(tx, options)
  })
  // Bulk-inserted rows are not all-visible until a vacuum: index-only scans would visit the heap. VACUUM
  // cannot run in a transaction, so the timeout is lifted on one reserved connection, and put back.
  const connection = await sql.reserve()
  try {
    await connection`SET statement_timeout = 0`
    for (const table of ['insight_events', 'insight_daily', 'insight_vitals_daily'])
      await connection.unsafe(`VACUUM ANALYZE ${table}`)
  } finally {
    await connection`RESET statement_timeout`
    connection.release()
  }
}

async function seed(sql: Sql, options: SeedOptions): Promise<void> {
  const { events, days, keepRawDays = 90, batch = 500_000 } = options
  const end = new Date()
  const start = new Date(end.getTime() - days * 86_400_000)
  const span = (end.getTime() - start.getTime()) / 1000
  for (let written = 0; written < events; written += batch) {
    const n = Math.min(batch, events - written)
    // Each batch fills the next slice of time, in time order, as beacons arrive: a day's events sit
    // together in the table, as they do in a real one (random order would scatter a day over every page).
    const sliceStart = new Date(start.getTime() + (span * 1000 * written) / events)
    const sliceSeconds = (span * n) / events
    // One random draw per choice, so kinds, pages and sources are independent. Visitors: about three
    // events each a day (a pool of events / days / 3 ids per day), hashed with the day like real ids.
    await sql`
      INSERT INTO insight_events (at, kind, visitor, path, target, referrer_host, utm_source, utm_medium,
        utm_campaign, country, browser, os, device, lcp, inp, cls, fcp, ttfb)
      SELECT r.at, r.kind,
        decode(md5(to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ':' || floor(random() * ${Math.max(1, Math.ceil(events / days / 3))})), 'hex'),
        CASE WHEN r.kind = 'project' THEN '/project/' || r.project ELSE r.path END,
        CASE r.kind WHEN 'project' THEN r.project::text WHEN 'outbound' THEN (${OUTBOUND}::text[])[1 + floor(random() * ${OUTBOUND.length})::int]
          WHEN 'signup' THEN r.path END,
        CASE WHEN r.kind = 'pageview' AND random() < 0.5 THEN (${HOSTS}::text[])[1 + floor(random() * ${HOSTS.length})::int] END,
        CASE WHEN r.kind = 'pageview' AND r.campaign THEN 'newsletter' END,
        CASE WHEN r.kind = 'pageview' AND r.campaign THEN 'email' END,
        CASE WHEN r.kind = 'pageview' AND r.campaign THEN 'issue-' || (1 + floor(random() * 12)) END,
        (${COUNTRIES}::text[])[1 + floor(random() * ${COUNTRIES.length})::int],
        (${BROWSERS}::text[])[1 + floor(random() * ${BROWSERS.length})::int],
        (${SYSTEMS}::text[])[1 + floor(random() * ${SYSTEMS.length})::int],
        (${DEVICES}::text[])[1 + floor(random() * ${DEVICES.length})::int],
        CASE WHEN r.kind = 'vitals' THEN (600 + 5000 * random() ^ 2)::real END,
        CASE WHEN r.kind = 'vitals' THEN (40 + 700 * random() ^ 3)::real END,
        CASE WHEN r.kind = 'vitals' THEN (0.4 * random() ^ 4)::real END,
        CASE WHEN r.kind = 'vitals' THEN (400 + 3000 * random() ^ 2)::real END,
        CASE WHEN r.kind = 'vitals' THEN (80 + 2000 * random() ^ 3)::real END
      FROM (
        SELECT ${sliceStart}::timestamptz + random() * ${sliceSeconds} * interval '1 second' AS at,
          CASE WHEN k < 0.70 THEN 'pageview' WHEN k < 0.90 THEN 'vitals' WHEN k < 0.96 THEN 'project'
            WHEN k < 0.99 THEN 'outbound' WHEN k < 0.997 THEN 'signup' ELSE 'contact' END AS kind,
          (${PATHS}::text[])[1 + floor(random() * ${PATHS.length})::int] AS path,
          random() < 0.1 AS campaign,
          1 + floor(random() * 3)::int AS project
        FROM (SELECT random() AS k FROM generate_series(1, ${n})) g
      ) r
      ORDER BY r.at`
    options.progress?.(written + n)
  }
  // Every day before today is final: roll each up (a month per statement bounds the sort's memory).
  const today = isoDay(end)
  const yesterday = addDays(today, -1)
  await sql`DELETE FROM insight_daily WHERE day <= ${yesterday}::date`
  await sql`DELETE FROM insight_vitals_daily WHERE day <= ${yesterday}::date`
  for (let from = isoDay(start); from <= yesterday; from = addDays(from, 31)) {
    // ISO days sort as text: the earlier of a month on and yesterday.
    const to = [addDays(from, 30), yesterday].sort()[0]!
    await sql`INSERT INTO insight_daily (day, dimension, value, visitors, views)
      ${rawDaily(sql, { from, to }, INSIGHT_DIMENSIONS)}`
    await sql`INSERT INTO insight_vitals_daily (day, path, metric, good, needs_improvement, poor, p75)
      ${rawVitalsDaily(sql, { from, to })}`
  }
  await sql`INSERT INTO insight_rollup_state (rolled_up_to) VALUES (${yesterday}::date)
    ON CONFLICT (singleton) DO UPDATE SET rolled_up_to = EXCLUDED.rolled_up_to`
  // Retention: raw events older than keepRawDays go, rollups stay.
  await sql`DELETE FROM insight_events WHERE at < ${new Date(end.getTime() - keepRawDays * 86_400_000)}`
}

if (import.meta.main) {
  const { openDatabase } = await import('../../src/db/client.ts')
  const { loadConfig } = await import('../../src/config.ts')
  const { migrate } = await import('../../src/db/migrate.ts')
  const events = Number(process.argv[2] ?? 10_000_000)
  const days = Number(process.argv[3] ?? 365)
  const config = loadConfig(process.env)
  const db = await openDatabase({ ...config, dataDir: config.dataDir })
  await migrate(db.sql)
  const started = performance.now()
  await seedInsights(db.sql, {
    events,
    days,
    progress: (written) => console.log(`${written.toLocaleString('en-US')} events`),
  })
  console.log(
    `seeded ${events.toLocaleString('en-US')} events over ${days} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  await db.close()
}
