import type { Sql } from '../../db/client.ts'
import * as reports from '../../db/insight-reports.ts'
import { type IssueEngagement, issueEngagement } from '../../db/newsletter-links.ts'
import { badRequest } from '../../errors.ts'
import type { CsvColumn } from '../../http/csv.ts'
import {
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
export type InsightCount = reports.BreakdownRow & { label: string }

/** The Insights of a period, each part read on first use. */
export type InsightsReport = ReturnType<typeof insightsReport>

const once = <T>(read: () => Promise<T>) => {
  let result: Promise<T> | undefined
  return () => {
    result ??= read()
    return result
  }
}

/** What an empty value means in each dimension: no referrer is a direct visit, anything else is unknown. */
const EMPTY_LABELS: Partial<Record<reports.BreakdownDimension, string>> = { source: 'Direct or unknown' }

/** The period asked for as days, or `refuse` (a 400) naming what is wrong with a custom range. */
export function rangeOf(
  period: InsightPeriod,
  from?: string | null,
  to?: string | null,
  refuse: (message: string) => Error = badRequest,
) {
  try {
    return insightRange(period, new Date(), from, to)
  } catch (error) {
    if (error instanceof RangeError) throw refuse(error.message)
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
) {
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
    // Breakdowns of every dimension at once, read on first use (one statement for all of them).
    breakdown: async (dimension: reports.BreakdownDimension): Promise<InsightCount[]> =>
      (await breakdowns()).filter((row) => row.dimension === dimension),
    totals: once(() => reports.insightTotals(sql, current)),
    previousTotals: once(() => reports.insightTotals(sql, previous)),
    series: once(() => reports.insightSeries(sql, current, bucket)),
    // Yesterday's hours are still raw like today's; longer periods compare bucket by bucket.
    previousSeries: once(() => reports.insightSeries(sql, previous, bucket)),
    vitals: once(() => reports.insightVitals(sql, current, top)),
    growth: once(() => reports.readerGrowth(sql, current, bucket)),
    currentVisitors: once(() => reports.currentVisitors(sql)),
    issues: once(() => issueEngagement(sql, reports.startOf(range.from), reports.endOf(range))),
  }
}

/** Clicks per copy sent, as a share ("12.5 %"); every follow counts, so it can pass 100 %. */
const clickRate = (row: { sent: number; clicks: number }) =>
  row.sent === 0 ? '' : `${Math.round((row.clicks / row.sent) * 1000) / 10} %`

/** One table's columns and rows, their type forgotten so that every table fits one map. */
interface CsvTable {
  columns: CsvColumn<never>[]
  rows: unknown[]
}

/** A table whose rows one read of the report gives. */
const table =
  <T>(columns: CsvColumn<T>[], read: (report: InsightsReport) => Promise<T[]>) =>
  async (report: InsightsReport): Promise<CsvTable> => ({
    columns: columns as CsvColumn<never>[],
    rows: await read(report),
  })

/** What a breakdown's rows end with, after the column that names them. */
const COUNT_COLUMNS: CsvColumn<InsightCount>[] = [
  { header: 'value', value: (row) => row.value },
  { header: 'visitors', value: (row) => row.visitors },
  { header: 'views', value: (row) => row.views },
]

/** A breakdown, its labels under the table's own heading. */
const counts = (heading: string, dimension: reports.BreakdownDimension) =>
  table([{ header: heading, value: (row) => row.label }, ...COUNT_COLUMNS], (report) =>
    report.breakdown(dimension),
  )

/** The screen's tables by their `?table=` names: a Record, so a table added to INSIGHT_TABLES needs one. */
const TABLES: Record<InsightTable, (report: InsightsReport) => Promise<CsvTable>> = {
  traffic: table<reports.SeriesPoint>(
    [
      { header: 'start (UTC)', value: (row) => row.at },
      { header: 'visitors', value: (row) => row.visitors },
      { header: 'views', value: (row) => row.views },
    ],
    (report) => report.series(),
  ),
  pages: counts('page', 'page'),
  projects: counts('project', 'project'),
  outbound: counts('link', 'outbound'),
  signups: counts('page', 'signup'),
  sources: counts('source', 'source'),
  // The three UTM breakdowns in one table, each row naming its parameter.
  campaigns: table<InsightCount & { parameter: string }>(
    [{ header: 'parameter', value: (row) => row.parameter }, ...COUNT_COLUMNS],
    async (report) => {
      const rows = []
      for (const parameter of ['utm_source', 'utm_medium', 'utm_campaign'] as const)
        for (const row of await report.breakdown(parameter)) rows.push({ parameter, ...row })
      return rows
    },
  ),
  countries: counts('country', 'country'),
  devices: counts('device', 'device'),
  browsers: counts('browser', 'browser'),
  systems: counts('operating system', 'os'),
  vitals: table<reports.VitalsRow>(
    [
      { header: 'page', value: (row) => row.path },
      { header: 'metric', value: (row) => row.metric },
      { header: 'p75', value: (row) => Math.round(row.p75 * 1000) / 1000 },
      { header: 'rating', value: (row) => vitalRating(row.metric, row.p75) },
      { header: 'good', value: (row) => row.good },
      { header: 'needs improvement', value: (row) => row.needsImprovement },
      { header: 'poor', value: (row) => row.poor },
    ],
    (report) => report.vitals(),
  ),
  newsletter: table<IssueEngagement>(
    [
      { header: 'issue', value: (row) => row.title },
      { header: 'slug', value: (row) => row.slug },
      { header: 'sent at', value: (row) => row.sentAt },
      { header: 'sent', value: (row) => row.sent },
      { header: 'opens', value: (row) => row.opens },
      { header: 'clicks', value: (row) => row.clicks },
      { header: 'click rate', value: (row) => clickRate(row) },
      { header: 'unsubscribes', value: (row) => row.unsubscribes },
      { header: 'sign-ups', value: (row) => row.signups },
    ],
    (report) => report.issues(),
  ),
  growth: table<reports.GrowthDay>(
    [
      { header: 'day', value: (row) => row.day },
      { header: 'new', value: (row) => row.new },
      { header: 'confirmed', value: (row) => row.confirmed },
      { header: 'unsubscribed', value: (row) => row.unsubscribed },
    ],
    (report) => report.growth(),
  ),
}

/**
 * One table of the screen as CSV rows, for the period asked: the same reads as the screen, with up to
 * EXPORT_TOP values per breakdown instead of SCREEN_TOP.
 */
export const insightTable = (report: InsightsReport, name: InsightTable): Promise<CsvTable> =>
  TABLES[name](report)
