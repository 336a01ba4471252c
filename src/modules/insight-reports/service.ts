import type { Sql } from '../../db/client.ts'
import * as reports from '../../db/insight-reports.ts'
import { type IssueEngagement, issueEngagement } from '../../db/newsletter-links.ts'
import { badRequest } from '../../errors.ts'
import type { CsvColumn } from '../../http/csv.ts'
import {
  addDays,
  type InsightPeriod,
  type InsightRange,
  type InsightTable,
  insightRange,
  isoDay,
  vitalRating,
} from '../../shared/insights.ts'

/** How many values each breakdown lists on the screen; the CSV export takes more. */
export const SCREEN_TOP = 10
export const EXPORT_TOP = 1000

/** A breakdown row as the screen and the export show it: the stored value and a label a person reads. */
export interface InsightCount {
  dimension: reports.BreakdownDimension
  value: string
  label: string
  visitors: number
  views: number
}

export interface InsightsReport extends InsightRange {
  period: InsightPeriod
  bucket: reports.Bucket
  /** Breakdowns of every dimension at once, read on first use (one statement for all of them). */
  breakdown(dimension: reports.BreakdownDimension): Promise<InsightCount[]>
  totals(): Promise<reports.Totals>
  previousTotals(): Promise<reports.Totals>
  series(): Promise<reports.SeriesPoint[]>
  previousSeries(): Promise<reports.SeriesPoint[]>
  vitals(): Promise<reports.VitalsRow[]>
  growth(): Promise<reports.GrowthDay[]>
  issues(): Promise<IssueEngagement[]>
  currentVisitors(): Promise<number>
}

const once = <T>(read: () => Promise<T>) => {
  let result: Promise<T> | undefined
  return () => {
    result ??= read()
    return result
  }
}

/** What an empty value means in each dimension: no referrer is a direct visit, anything else is unknown. */
const EMPTY_LABELS: Partial<Record<reports.BreakdownDimension, string>> = { source: 'Direct or unknown' }

/** The period asked for as days, or a 400 naming what is wrong with a custom range. */
export function rangeOf(period: InsightPeriod, from?: string | null, to?: string | null, now = new Date()) {
  try {
    return insightRange(period, now, from, to)
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message)
    throw error
  }
}

/**
 * The Insights of a period, each part read only when asked for (GraphQL resolves only the fields a query
 * names; the CSV export reads one table), with `top` values per breakdown.
 */
export function insightsReport(
  sql: Sql,
  period: InsightPeriod,
  range: InsightRange,
  top = SCREEN_TOP,
  now = new Date(),
): InsightsReport {
  const current = { from: range.from, to: range.to }
  const previous = { from: range.previousFrom, to: range.previousTo }
  const bucket = reports.bucketOf(current, isoDay(now))
  const breakdowns = once(async () => {
    const rows = await reports.insightBreakdowns(sql, current, reports.BREAKDOWN_DIMENSIONS, top)
    const titles = await reports.projectTitles(
      sql,
      rows.filter((row) => row.dimension === 'project').map((row) => row.value),
    )
    return rows.map((row) => ({
      ...row,
      label:
        row.value === ''
          ? (EMPTY_LABELS[row.dimension] ?? 'Unknown')
          : row.dimension === 'project'
            ? (titles.get(row.value) ?? `Project ${row.value}`)
            : row.value,
    }))
  })
  return {
    ...range,
    period,
    bucket,
    breakdown: async (dimension) =>
      (await breakdowns())
        .filter((row) => row.dimension === dimension)
        .map(({ dimension, value, label, visitors, views }) => ({
          dimension,
          value,
          label,
          visitors,
          views,
        })),
    totals: once(() => reports.insightTotals(sql, current)),
    previousTotals: once(() => reports.insightTotals(sql, previous)),
    series: once(() => reports.insightSeries(sql, current, bucket)),
    // Yesterday's hours are still raw like today's; longer periods compare bucket by bucket.
    previousSeries: once(() => reports.insightSeries(sql, previous, bucket)),
    vitals: once(() => reports.insightVitals(sql, current, top)),
    growth: once(() => reports.readerGrowth(sql, current, bucket)),
    currentVisitors: once(() => reports.currentVisitors(sql)),
    issues: once(() =>
      issueEngagement(
        sql,
        new Date(`${range.from}T00:00:00Z`),
        new Date(`${addDays(range.to, 1)}T00:00:00Z`),
      ),
    ),
  }
}

type Row = Record<string, string | number>

/** Clicks per copy sent, as a share ("12.5 %"); every follow counts, so it can pass 100 %. */
export const clickRate = (row: { sent: number; clicks: number }) =>
  row.sent === 0 ? '' : `${Math.round((row.clicks / row.sent) * 1000) / 10} %`

const countColumns = (heading: string): CsvColumn<InsightCount>[] => [
  { header: heading, value: (row) => row.label },
  { header: 'value', value: (row) => row.value },
  { header: 'visitors', value: (row) => row.visitors },
  { header: 'views', value: (row) => row.views },
]

/**
 * One table of the screen as CSV rows, for the period asked: the same reads as the screen, with up to
 * EXPORT_TOP values per breakdown instead of SCREEN_TOP.
 */
export async function insightTable(
  report: InsightsReport,
  table: InsightTable,
): Promise<{ columns: CsvColumn<never>[]; rows: unknown[] }> {
  const counts = async (heading: string, dimension: reports.BreakdownDimension) => ({
    columns: countColumns(heading) as CsvColumn<never>[],
    rows: await report.breakdown(dimension),
  })
  switch (table) {
    case 'traffic': {
      const columns: CsvColumn<reports.SeriesPoint>[] = [
        { header: 'start (UTC)', value: (row) => row.at },
        { header: 'visitors', value: (row) => row.visitors },
        { header: 'views', value: (row) => row.views },
      ]
      return { columns: columns as CsvColumn<never>[], rows: await report.series() }
    }
    case 'pages':
      return counts('page', 'page')
    case 'projects':
      return counts('project', 'project')
    case 'outbound':
      return counts('link', 'outbound')
    case 'signups':
      return counts('page', 'signup')
    case 'sources':
      return counts('source', 'source')
    case 'countries':
      return counts('country', 'country')
    case 'devices':
      return counts('device', 'device')
    case 'browsers':
      return counts('browser', 'browser')
    case 'systems':
      return counts('operating system', 'os')
    case 'campaigns': {
      const rows: Row[] = []
      for (const [parameter, dimension] of [
        ['utm_source', 'utm_source'],
        ['utm_medium', 'utm_medium'],
        ['utm_campaign', 'utm_campaign'],
      ] as const)
        for (const row of await report.breakdown(dimension)) rows.push({ parameter, ...row })
      const columns: CsvColumn<Row>[] = ['parameter', 'value', 'visitors', 'views'].map((header) => ({
        header,
        value: (row) => row[header] ?? null,
      }))
      return { columns: columns as CsvColumn<never>[], rows }
    }
    case 'vitals': {
      const columns: CsvColumn<reports.VitalsRow>[] = [
        { header: 'page', value: (row) => row.path },
        { header: 'metric', value: (row) => row.metric },
        { header: 'p75', value: (row) => Math.round(row.p75 * 1000) / 1000 },
        { header: 'rating', value: (row) => vitalRating(row.metric, row.p75) },
        { header: 'good', value: (row) => row.good },
        { header: 'needs improvement', value: (row) => row.needsImprovement },
        { header: 'poor', value: (row) => row.poor },
      ]
      return { columns: columns as CsvColumn<never>[], rows: await report.vitals() }
    }
    case 'newsletter': {
      const columns: CsvColumn<IssueEngagement>[] = [
        { header: 'issue', value: (row) => row.title },
        { header: 'slug', value: (row) => row.slug },
        { header: 'sent at', value: (row) => row.sentAt },
        { header: 'sent', value: (row) => row.sent },
        { header: 'opens', value: (row) => row.opens },
        { header: 'clicks', value: (row) => row.clicks },
        { header: 'click rate', value: (row) => clickRate(row) },
        { header: 'unsubscribes', value: (row) => row.unsubscribes },
        { header: 'sign-ups', value: (row) => row.signups },
      ]
      return { columns: columns as CsvColumn<never>[], rows: await report.issues() }
    }
    case 'growth': {
      const columns: CsvColumn<reports.GrowthDay>[] = [
        { header: 'day', value: (row) => row.day },
        { header: 'new', value: (row) => row.new },
        { header: 'confirmed', value: (row) => row.confirmed },
        { header: 'unsubscribed', value: (row) => row.unsubscribed },
      ]
      return { columns: columns as CsvColumn<never>[], rows: await report.growth() }
    }
  }
}
