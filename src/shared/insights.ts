/**
 * The Insights screen's periods and Web Vitals bands, shared by the server (reports, GraphQL, CSV) and the
 * admin screen. Plain constants and date arithmetic only: nothing here may pull in server code.
 */

/** The period picker's choices; `custom` takes `from` and `to` (YYYY-MM-DD, UTC days, both included). */
export const INSIGHT_PERIODS = ['today', '7d', '30d', '12m', 'custom'] as const
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number]

export const INSIGHT_PERIOD_LABELS: Record<InsightPeriod, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
  custom: 'Custom',
}

/** A custom range longer than this is refused: the rollups answer it, but no chart reads 10 years of days. */
const MAX_INSIGHT_RANGE_DAYS = 731

/** A span of whole UTC days, both ends included, and the span of the same length just before it. */
export interface InsightRange {
  from: string
  to: string
  previousFrom: string
  previousTo: string
  days: number
}

const DAY_MS = 86_400_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)
export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isIsoDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return DATE.test(value) && !Number.isNaN(date.getTime()) && isoDay(date) === value
}

/**
 * The days a period covers, ending today (UTC) for the fixed choices; the previous period is as many days
 * right before it, so "30 days" compares with the 30 days before those. Throws a message naming the
 * problem for a custom range that is not one.
 */
export function insightRange(
  period: InsightPeriod,
  now: Date,
  from?: string | null,
  to?: string | null,
): InsightRange {
  const today = isoDay(now)
  let start: string
  let end = today
  if (period === 'custom') {
    if (!from || !to) throw new RangeError('A custom period needs both from and to dates (YYYY-MM-DD).')
    if (!isIsoDay(from)) throw new RangeError(`from must be a date written YYYY-MM-DD, not "${from}".`)
    if (!isIsoDay(to)) throw new RangeError(`to must be a date written YYYY-MM-DD, not "${to}".`)
    if (to < from) throw new RangeError('to must be the same day as from or later.')
    if (daysBetween(from, to) + 1 > MAX_INSIGHT_RANGE_DAYS)
      throw new RangeError(`A custom period may span at most ${MAX_INSIGHT_RANGE_DAYS} days.`)
    start = from
    end = to
  } else if (period === 'today') start = today
  else if (period === '7d') start = addDays(today, -6)
  else if (period === '30d') start = addDays(today, -29)
  else start = addDays(today, -364)
  const days = daysBetween(start, end) + 1
  return { from: start, to: end, previousFrom: addDays(start, -days), previousTo: addDays(start, -1), days }
}

export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

/**
 * Google's thresholds (web.dev/articles/vitals): at most `good` is good, above `poor` is poor, between is
 * "needs improvement". Milliseconds, except CLS, which has no unit.
 */
export const VITAL_BANDS: Record<
  VitalMetric,
  { label: string; good: number; poor: number; unit: 'ms' | '' }
> = {
  lcp: { label: 'Largest Contentful Paint', good: 2500, poor: 4000, unit: 'ms' },
  inp: { label: 'Interaction to Next Paint', good: 200, poor: 500, unit: 'ms' },
  cls: { label: 'Cumulative Layout Shift', good: 0.1, poor: 0.25, unit: '' },
  fcp: { label: 'First Contentful Paint', good: 1800, poor: 3000, unit: 'ms' },
  ttfb: { label: 'Time to First Byte', good: 800, poor: 1800, unit: 'ms' },
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor'

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const band = VITAL_BANDS[metric]
  return value <= band.good ? 'good' : value > band.poor ? 'poor' : 'needs-improvement'
}

/** The tables of the screen, each downloadable as CSV from /api/insights/export?table=… */
export const INSIGHT_TABLES = [
  'traffic',
  'pages',
  'projects',
  'outbound',
  'signups',
  'sources',
  'campaigns',
  'countries',
  'devices',
  'browsers',
  'systems',
  'vitals',
  'newsletter',
  'growth',
] as const
export type InsightTable = (typeof INSIGHT_TABLES)[number]
