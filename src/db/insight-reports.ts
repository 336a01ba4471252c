import type { Fragment } from 'postgres'
import { addDays, VITAL_BANDS, VITAL_METRICS, type VitalMetric } from '../shared/insights.ts'
import type { Sql } from './client.ts'

/**
 * The Insights screen's reads (issue 22, docs/decisions/238), on the tables of migrations/021_insights.sql.
 *
 * Days up to insight_rollup_state.rolled_up_to are read from the daily rollups; later days (today, and any
 * day the job has not rolled up yet) are aggregated from the raw events in the same shape, so a range that
 * mixes both sums one kind of row. Visitor ids change every UTC day, so visitors over a range are the sum
 * of the days' distinct visitors, in rollups and raw events alike. Every day is a UTC day.
 */

/**
 * Every dimension a day is rolled up into (those of insight_daily, see the migration): which kind of event
 * feeds it, and the value it is counted under (a column expression).
 */
const DIMENSION_SOURCES = {
  total: { kind: 'pageview', value: (sql) => sql`''` },
  page: { kind: 'pageview', value: (sql) => sql`e.path` },
  project: { kind: 'project', value: (sql) => sql`coalesce(e.target, e.path)` },
  outbound: { kind: 'outbound', value: (sql) => sql`coalesce(e.target, '')` },
  signup: { kind: 'signup', value: (sql) => sql`coalesce(e.target, e.path)` },
  contact: { kind: 'contact', value: (sql) => sql`''` },
  source: { kind: 'pageview', value: (sql) => sql`coalesce(e.referrer_host, '')` },
  utm_source: { kind: 'pageview', value: (sql) => sql`e.utm_source` },
  utm_medium: { kind: 'pageview', value: (sql) => sql`e.utm_medium` },
  utm_campaign: { kind: 'pageview', value: (sql) => sql`e.utm_campaign` },
  country: { kind: 'pageview', value: (sql) => sql`coalesce(e.country, '')` },
  device: { kind: 'pageview', value: (sql) => sql`coalesce(e.device, '')` },
  browser: { kind: 'pageview', value: (sql) => sql`coalesce(e.browser, '')` },
  os: { kind: 'pageview', value: (sql) => sql`coalesce(e.os, '')` },
} satisfies Record<string, { kind: string; value: (sql: Sql) => Fragment }>

export type InsightDimension = keyof typeof DIMENSION_SOURCES
export const INSIGHT_DIMENSIONS = Object.keys(DIMENSION_SOURCES) as InsightDimension[]

/** The breakdowns the screen lists (top values per dimension): all but the day's totals and messages. */
export type BreakdownDimension = Exclude<InsightDimension, 'total' | 'contact'>
export const BREAKDOWN_DIMENSIONS = INSIGHT_DIMENSIONS.filter(
  (dimension): dimension is BreakdownDimension => dimension !== 'total' && dimension !== 'contact',
)

export interface DayRange {
  /** First day, YYYY-MM-DD (UTC), included. */
  from: string
  /** Last day, included. */
  to: string
}

export type Bucket = 'hour' | 'day' | 'month'

export interface SeriesPoint {
  /** Start of the bucket, ISO 8601 UTC. */
  at: string
  visitors: number
  views: number
}

export interface Totals {
  visitors: number
  views: number
  signups: number
  contacts: number
}

export interface BreakdownRow {
  dimension: BreakdownDimension
  value: string
  visitors: number
  views: number
}

export interface VitalsRow {
  path: string
  metric: VitalMetric
  p75: number
  good: number
  needsImprovement: number
  poor: number
}

export interface GrowthDay {
  /** First day of the bucket (a day, or a month over long ranges). */
  day: string
  new: number
  confirmed: number
  unsubscribed: number
}

/** The last day whose rollups are final, or null before the first rollup. */
export async function rolledUpTo(sql: Sql): Promise<string | null> {
  const [row] = await sql<{ day: string }[]>`
    SELECT to_char(rolled_up_to, 'YYYY-MM-DD') AS day FROM insight_rollup_state`
  return row?.day ?? null
}

/** Which part of a range the rollups answer and which the raw events do; either may be empty (null). */
export function splitRange(range: DayRange, rolledUp: string | null) {
  const rolledEnd = rolledUp && rolledUp < range.to ? rolledUp : range.to
  const rolled = rolledUp && rolledUp >= range.from ? { from: range.from, to: rolledEnd } : null
  const rawFrom = rolledUp && rolledUp >= range.from ? addDays(rolledUp, 1) : range.from
  const raw = rawFrom <= range.to ? { from: rawFrom, to: range.to } : null
  return { rolled, raw }
}

/** The start of a UTC day, and of the day after a range: the bounds on `at` that use its index. */
export const startOf = (day: string) => new Date(`${day}T00:00:00Z`)
export const endOf = (range: DayRange) => startOf(addDays(range.to, 1))
const dayCount = (range: DayRange) =>
  Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1

/**
 * A range's rolled-up days read by `rolled` and its later days by `raw`, as one set of rows. Not async on
 * purpose: a query fragment is a thenable, and returning one from an async function would run it.
 */
function rolledThenRaw(
  sql: Sql,
  range: DayRange,
  rolledUp: string | null,
  rolled: (days: DayRange) => Fragment,
  raw: (days: DayRange) => Fragment,
): Fragment {
  const split = splitRange(range, rolledUp)
  // Both parts are null only for an empty range (from after to), whose rollups are an empty set.
  if (!split.raw) return rolled(split.rolled ?? range)
  return split.rolled ? sql`${rolled(split.rolled)} UNION ALL ${raw(split.raw)}` : raw(split.raw)
}

/**
 * The raw events of a range as insight_daily rows: each event of a kind a wanted dimension counts is
 * paired with one row per such dimension, then grouped by visitor and counted. The rollup job and the
 * benchmark's seed roll up with it too (scripts/bench/seed-insights.ts).
 *
 * Only the wanted dimensions are paired (a filter over all fourteen per event cost 90 ms of the totals'
 * 110 ms for a day of 25,000 events), and visitors are grouped before they are counted: two hash
 * aggregates instead of count(DISTINCT), which sorts every pairing (decision 238).
 */
export function rawDaily(sql: Sql, range: DayRange, dimensions: readonly InsightDimension[]) {
  const sources = dimensions.map((dimension) => ({ dimension, ...DIMENSION_SOURCES[dimension] }))
  const pairs = sources
    .map(({ kind, dimension, value }) => sql`(${kind}::text, ${dimension}::text, ${value(sql)})`)
    .reduce((list, pair) => sql`${list}, ${pair}`)
  const kinds = [...new Set(sources.map((source) => source.kind))]
  return sql`
    SELECT day, dimension, value, count(*)::int AS visitors, sum(views)::int AS views FROM (
      SELECT (e.at AT TIME ZONE 'UTC')::date AS day, d.dimension, d.value, e.visitor, count(*) AS views
      FROM insight_events e CROSS JOIN LATERAL (VALUES ${pairs}) AS d(kind, dimension, value)
      WHERE e.at >= ${startOf(range.from)} AND e.at < ${endOf(range)}
        AND e.kind = ANY(${kinds}::text[]) AND d.kind = e.kind AND d.value IS NOT NULL
      GROUP BY 1, 2, 3, 4
    ) per_visitor
    GROUP BY day, dimension, value`
}

/** Rollup rows for the rolled-up days of a range and raw rows for the rest, as one set of daily rows. */
const dailyRows = (
  sql: Sql,
  range: DayRange,
  dimensions: readonly InsightDimension[],
  rolledUp: string | null,
) =>
  rolledThenRaw(
    sql,
    range,
    rolledUp,
    (days) => sql`
      SELECT day, dimension, value, visitors, views FROM insight_daily
      WHERE day BETWEEN ${days.from}::date AND ${days.to}::date
        AND dimension = ANY(${dimensions as string[]}::text[])`,
    (days) => rawDaily(sql, days, dimensions),
  )

/** Visitors, page views, sign-ups and messages over a range. */
export async function insightTotals(sql: Sql, range: DayRange): Promise<Totals> {
  const daily = dailyRows(sql, range, ['total', 'signup', 'contact'], await rolledUpTo(sql))
  const [row] = await sql<Totals[]>`
    SELECT
      coalesce(sum(visitors) FILTER (WHERE dimension = 'total'), 0)::int AS visitors,
      coalesce(sum(views) FILTER (WHERE dimension = 'total'), 0)::int AS views,
      coalesce(sum(views) FILTER (WHERE dimension = 'signup'), 0)::int AS signups,
      coalesce(sum(views) FILTER (WHERE dimension = 'contact'), 0)::int AS contacts
    FROM (${daily}) d`
  return row!
}

/**
 * Hours for today (always still kept raw: rollups have no hours), months past three months, days
 * otherwise (a custom single day is one daily point, as it may be long past its raw events).
 */
export function bucketOf(range: DayRange, today: string): Bucket {
  const days = dayCount(range)
  return days === 1 && range.from === today ? 'hour' : days > 92 ? 'month' : 'day'
}

/** The start of every day or month of a range, as rows b(start): each bucket present, even an empty one. */
const bucketStarts = (sql: Sql, range: DayRange, unit: 'day' | 'month') => sql`
  generate_series(date_trunc(${unit}, ${range.from}::date::timestamp), ${range.to}::date::timestamp,
    ${`1 ${unit}`}::interval) AS b(start)`

/**
 * Visitors and page views per bucket, every bucket of the range present (zero when nobody came). Hours
 * come from the raw events.
 */
export async function insightSeries(sql: Sql, range: DayRange, bucket: Bucket): Promise<SeriesPoint[]> {
  if (bucket === 'hour') {
    return sql<SeriesPoint[]>`
      SELECT to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS at,
        coalesce(c.visitors, 0)::int AS visitors, coalesce(c.views, 0)::int AS views
      FROM generate_series(${startOf(range.from)}::timestamptz, ${endOf(range)}::timestamptz - interval '1 hour',
        interval '1 hour') AS h(at)
      LEFT JOIN (
        SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AS hour,
          count(DISTINCT visitor) AS visitors, count(*) AS views
        FROM insight_events
        WHERE at >= ${startOf(range.from)} AND at < ${endOf(range)} AND kind = 'pageview'
        GROUP BY 1
      ) c ON c.hour = h.at AT TIME ZONE 'UTC'
      ORDER BY h.at`
  }
  const daily = dailyRows(sql, range, ['total'], await rolledUpTo(sql))
  const unit = bucket === 'month' ? 'month' : 'day'
  return sql<SeriesPoint[]>`
    SELECT to_char(b.start, 'YYYY-MM-DD"T00:00:00Z"') AS at,
      coalesce(sum(d.visitors), 0)::int AS visitors, coalesce(sum(d.views), 0)::int AS views
    FROM ${bucketStarts(sql, range, unit)}
    LEFT JOIN (${daily}) d ON date_trunc(${unit}, d.day::timestamp) = b.start
    GROUP BY b.start ORDER BY b.start`
}

/**
 * The most viewed values of each dimension over a range (at most `limit` per dimension), by views then
 * visitors. Visitors per value are summed over days, like the totals.
 */
export async function insightBreakdowns(
  sql: Sql,
  range: DayRange,
  dimensions: readonly BreakdownDimension[],
  limit: number,
): Promise<BreakdownRow[]> {
  const daily = dailyRows(sql, range, dimensions, await rolledUpTo(sql))
  return sql<BreakdownRow[]>`
    SELECT dimension, value, visitors, views FROM (
      SELECT dimension, value, sum(visitors)::int AS visitors, sum(views)::int AS views,
        row_number() OVER (PARTITION BY dimension ORDER BY sum(views) DESC, sum(visitors) DESC, value) AS rank
      FROM (${daily}) d GROUP BY dimension, value
    ) ranked
    WHERE rank <= ${limit}
    ORDER BY dimension, rank`
}

/** Distinct visitors with any event in the last five minutes, from the raw events. */
export async function currentVisitors(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(DISTINCT visitor)::int AS n FROM insight_events WHERE at > now() - interval '5 minutes'`
  return row!.n
}

/** Project titles by id, for the project breakdown (its values are project ids). */
export async function projectTitles(sql: Sql, ids: readonly string[]): Promise<Map<string, string>> {
  const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
  if (numeric.length === 0) return new Map()
  const rows = await sql<{ id: number; title: string }[]>`
    SELECT id, title FROM projects WHERE id = ANY(${numeric}::int[])`
  return new Map(rows.map((row) => [String(row.id), row.title]))
}

/** Google's bands as a row set SQL can join, from the one shared definition. */
const bandsOf = (sql: Sql) => sql`
  SELECT * FROM unnest(${[...VITAL_METRICS]}::text[],
    ${VITAL_METRICS.map((m) => VITAL_BANDS[m].good)}::real[],
    ${VITAL_METRICS.map((m) => VITAL_BANDS[m].poor)}::real[]) AS b(metric, good, poor)`

/**
 * The band counts and p75 of each page and metric over a range's raw vitals, per day (the columns of
 * insight_vitals_daily, in its order) or over the whole range.
 */
const rawVitals = (sql: Sql, range: DayRange, perDay: boolean) => sql`
  SELECT ${perDay ? sql`(e.at AT TIME ZONE 'UTC')::date AS day,` : sql``} e.path, m.metric,
    count(*) FILTER (WHERE m.v <= b.good)::int AS good,
    count(*) FILTER (WHERE m.v > b.good AND m.v <= b.poor)::int AS needs_improvement,
    count(*) FILTER (WHERE m.v > b.poor)::int AS poor,
    percentile_cont(0.75) WITHIN GROUP (ORDER BY m.v)::real AS p75
  FROM insight_events e
  CROSS JOIN LATERAL (VALUES ('lcp', e.lcp), ('inp', e.inp), ('cls', e.cls), ('fcp', e.fcp), ('ttfb', e.ttfb))
    AS m(metric, v)
  JOIN (${bandsOf(sql)}) b ON b.metric = m.metric
  WHERE e.kind = 'vitals' AND e.at >= ${startOf(range.from)} AND e.at < ${endOf(range)}
    AND m.v IS NOT NULL
  GROUP BY ${perDay ? sql`1, 2, 3` : sql`1, 2`}`

export const rawVitalsDaily = (sql: Sql, range: DayRange) => rawVitals(sql, range, true)

/** Up to this many days, p75 is exact over the raw events when they are all kept (docs/decisions/238). */
const EXACT_VITALS_DAYS = 7

/**
 * The 75th percentile of each metric on the `limit` pages with the most measured visits, and how many
 * visits fell in each of Google's bands. A range of up to a week whose raw events are all kept gets the
 * exact p75 of the raw values; a longer one (or one reaching past retention) a visit-weighted p75 of the
 * daily figures: the rollups' for rolled-up days, computed the same way from raw events for the days
 * after. Exact p75 over 30 days sorts every measure of the month (800,000 values at 10 million events a
 * year), which no screen should wait for (decision 238).
 */
export async function insightVitals(sql: Sql, range: DayRange, limit: number): Promise<VitalsRow[]> {
  let rawFromStart = false
  if (dayCount(range) <= EXACT_VITALS_DAYS) {
    const [kept] = await sql<{ day: string | null }[]>`
      SELECT to_char(min(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM insight_events WHERE kind = 'vitals'`
    rawFromStart = kept?.day != null && kept.day <= range.from
  }
  let perPage = rawVitals(sql, range, false)
  if (!rawFromStart) {
    const daily = rolledThenRaw(
      sql,
      range,
      await rolledUpTo(sql),
      (days) => sql`
        SELECT day, path, metric, good, needs_improvement, poor, p75 FROM insight_vitals_daily
        WHERE day BETWEEN ${days.from}::date AND ${days.to}::date`,
      (days) => rawVitalsDaily(sql, days),
    )
    perPage = sql`
      SELECT path, metric,
        min(p75) FILTER (WHERE running >= 0.75 * total)::real AS p75,
        sum(good)::int AS good, sum(needs_improvement)::int AS needs_improvement, sum(poor)::int AS poor
      FROM (
        SELECT *, sum(good + needs_improvement + poor) OVER (PARTITION BY path, metric ORDER BY p75
            ROWS UNBOUNDED PRECEDING) AS running,
          sum(good + needs_improvement + poor) OVER (PARTITION BY path, metric) AS total
        FROM (${daily}) d
      ) w
      GROUP BY path, metric`
  }
  return sql<VitalsRow[]>`
    WITH per_page AS (${perPage}),
    top_pages AS (
      SELECT path FROM per_page GROUP BY path
      ORDER BY max(good + needs_improvement + poor) DESC, path LIMIT ${limit}
    )
    SELECT p.path, p.metric, p.p75, p.good, p.needs_improvement AS "needsImprovement", p.poor
    FROM per_page p JOIN top_pages USING (path)
    WHERE p.good + p.needs_improvement + p.poor > 0
    ORDER BY p.path, array_position(${[...VITAL_METRICS]}::text[], p.metric)`
}

/**
 * Readers per day from the subscriptions themselves: new (subscribed that day), confirmed (confirmed
 * their address that day) and unsubscribed (left that day). A reader who left and came back counts on
 * the day of the latest of each, which is what the subscription keeps.
 */
export async function readerGrowth(sql: Sql, range: DayRange, bucket: Bucket): Promise<GrowthDay[]> {
  const unit = bucket === 'month' ? 'month' : 'day'
  const countBy = (column: string) => sql`
    SELECT date_trunc(${unit}, ${sql(column)} AT TIME ZONE 'UTC') AS start, count(*) FROM newsletter_subscriptions
    WHERE ${sql(column)} >= ${startOf(range.from)} AND ${sql(column)} < ${endOf(range)} GROUP BY 1`
  return sql<GrowthDay[]>`
    SELECT to_char(b.start, 'YYYY-MM-DD') AS day,
      coalesce(n.count, 0)::int AS new, coalesce(c.count, 0)::int AS confirmed,
      coalesce(u.count, 0)::int AS unsubscribed
    FROM ${bucketStarts(sql, range, unit)}
    LEFT JOIN (${countBy('subscribed_at')}) n ON n.start = b.start
    LEFT JOIN (${countBy('confirmed_at')}) c ON c.start = b.start
    LEFT JOIN (${countBy('unsubscribed_at')}) u ON u.start = b.start
    ORDER BY b.start`
}
