import { Download } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId, useState } from 'react'
import { Form } from 'react-router'
import styled from 'styled-components'
import {
  INSIGHT_PERIOD_LABELS,
  INSIGHT_PERIODS,
  type InsightPeriod,
  type InsightTable,
  VITAL_BANDS,
  VITAL_METRICS,
  type VitalMetric,
  vitalRating,
} from '../../../../src/shared/insights.ts'
import { Button } from '../../../components/ui/Button.tsx'
import { Field, Input } from '../../../components/ui/Field.tsx'
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx'
import type { adminInsightsLoader } from '../loader.ts'
import { PillLink, PillLinks } from '../paged.tsx'
import { adminScreen, Card, Muted } from '../ui.tsx'
import { BandBar, formatNumber, InlineBar, LineChart, Table } from './charts.tsx'
import type { InsightDetailsData, InsightsData } from './queries.ts'

export type CountRow = InsightDetailsData['breakdowns'][number]
export type VitalsRowData = InsightDetailsData['vitals'][number]
type Dimension = CountRow['dimension']
type Bucket = InsightsData['bucket']

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(4)};
`

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  min-width: 0;
`

const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  margin: 0;
`

const Figure = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
  .value {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textStrong};
    font-variant-numeric: tabular-nums;
  }
`

const PeriodBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(3)};
`

const CustomRange = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const CsvLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accent};
`

const Rating = styled.span<{ $rating: 'good' | 'needs-improvement' | 'poor' }>`
  font-weight: 600;
  color: ${({ theme, $rating }) =>
    ({
      good: theme.statusTones.success.color,
      'needs-improvement': theme.statusTones.warning.color,
      poor: theme.colors.danger,
    })[$rating]};
`

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A point's label: 14:00 for hours, Nov 26 for days, Nov 2026 for months (all UTC). */
function pointLabel(at: string, bucket: Bucket): string {
  const date = new Date(at)
  if (bucket === 'HOUR') return `${at.slice(11, 16)} UTC`
  return bucket === 'MONTH' ? MONTH.format(date) : DAY.format(date)
}

const dayText = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`))
const spanText = (from: string, to: string) =>
  from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`

/** "+25 %", "−10 %", "new" (from nothing), "no change". */
function change(now: number, before: number): string {
  if (now === before) return 'no change'
  if (before === 0) return 'new'
  const percent = Math.round(((now - before) / before) * 100)
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`
}

/** The period a screen shows, for its tables' CSV links. */
export interface Context {
  period: InsightPeriod
  from: string
  to: string
}

/** A panel named by its heading, with a link to its table's CSV when `csv` names one. */
function Section({
  id,
  title,
  csv,
  what = title.toLowerCase(),
  context,
  children,
}: {
  id: string
  title: string
  csv?: InsightTable
  what?: string
  context: Context
  children: ReactNode
}) {
  const { period, from, to } = context
  const custom: Record<string, string> = period === 'custom' ? { from, to } : {}
  const query = new URLSearchParams({ table: csv ?? '', period, ...custom })
  return (
    <Panel as="section" aria-labelledby={id}>
      <PanelHead>
        <h3 id={id}>{title}</h3>
        {csv ? (
          <CsvLink href={`/api/insights/export?${query}`} download>
            <Download aria-hidden size={14} /> CSV<VisuallyHidden> of {what}</VisuallyHidden>
          </CsvLink>
        ) : null}
      </PanelHead>
      {children}
    </Panel>
  )
}

function PeriodPicker({ period, custom }: { period: InsightPeriod; custom: { from: string; to: string } }) {
  const id = useId()
  const [from, setFrom] = useState(custom.from)
  const [to, setTo] = useState(custom.to)
  return (
    <PeriodBar>
      <nav aria-label="Period">
        <PillLinks>
          {INSIGHT_PERIODS.filter((choice) => choice !== 'custom').map((choice) => (
            <li key={choice}>
              <PillLink
                to={{ search: `?period=${choice}` }}
                aria-current={choice === period ? 'page' : undefined}
              >
                {INSIGHT_PERIOD_LABELS[choice]}
              </PillLink>
            </li>
          ))}
        </PillLinks>
      </nav>
      <CustomRange method="get" aria-label="Custom period">
        <input type="hidden" name="period" value="custom" />
        <Field id={`${id}-from`} label="From">
          <Input type="date" name="from" required value={from} onChange={setFrom} />
        </Field>
        <Field id={`${id}-to`} label="To">
          <Input type="date" name="to" required value={to} onChange={setTo} />
        </Field>
        <Button type="submit" $variant={period === 'custom' ? 'primary' : undefined}>
          Show
        </Button>
      </CustomRange>
    </PeriodBar>
  )
}

function Headline({ insights }: { insights: InsightsData }) {
  const { totals, previousTotals: before } = insights
  const against = (key: keyof typeof totals) =>
    `${change(totals[key], before[key])} against ${formatNumber(before[key])} before`
  const figures = [
    ['Visitors', totals.visitors, against('visitors')],
    ['Page views', totals.views, against('views')],
    ['Newsletter sign-ups', totals.signups, against('signups')],
    ['Contact messages', totals.contacts, against('contacts')],
    ['Visitors right now', insights.currentVisitors, 'Seen in the last 5 minutes'],
  ] as const
  return (
    <Figures aria-label="Figures of the period">
      {figures.map(([label, value, note]) => (
        <Figure key={label}>
          <dt>{label}</dt>
          <dd className="value">{formatNumber(value)}</dd>
          <dd>
            <Muted>{note}</Muted>
          </dd>
        </Figure>
      ))}
    </Figures>
  )
}

function Traffic({ insights, context }: { insights: InsightsData; context: Context }) {
  const { bucket, totals, series } = insights
  const heading = bucket === 'HOUR' ? 'Hour' : bucket === 'MONTH' ? 'Month' : 'Day'
  return (
    <Section id="insights-traffic" title="Visitors and page views" csv="traffic" context={context}>
      {totals.views === 0 ? (
        <Muted>
          No visits yet in this period. Visits are counted once the site has been open in a browser; pick a
          longer period to see earlier ones.
        </Muted>
      ) : null}
      <LineChart
        title={`Visitors and page views per ${heading.toLowerCase()}`}
        description={`${formatNumber(totals.visitors)} visitors and ${formatNumber(totals.views)} page views from ${spanText(insights.from, insights.to)}; ${formatNumber(insights.previousTotals.visitors)} visitors in the period before.`}
        labelHeading={heading}
        labels={series.map((point) => pointLabel(point.at, bucket))}
        series={[
          { name: 'Page views', values: series.map((p) => p.views), tone: 'accent' },
          { name: 'Visitors', values: series.map((p) => p.visitors), tone: 'success' },
          {
            name: 'Visitors, period before',
            values: insights.previousSeries.map((p) => p.visitors),
            tone: 'muted',
            dashed: true,
          },
        ]}
      />
    </Section>
  )
}

/** A breakdown: its values by views, each with a bar, and what to do when there are none. */
export function Breakdown({
  title,
  column,
  rows,
  table,
  context,
  empty,
  views = 'Views',
}: {
  /** The panel's heading ('Top pages'). */
  title: string
  /** The heading of the values' column ('Page'). */
  column: string
  /** The values, most viewed first. */
  rows: readonly CountRow[]
  table: InsightTable
  context: Context
  /** What the panel says when the period has no values. */
  empty: string
  /** The heading of the counts' column: views, clicks, sign-ups... */
  views?: string
}) {
  const id = useId()
  const max = Math.max(0, ...rows.map((row) => row.views))
  return (
    <Section id={id} title={title} csv={rows.length > 0 ? table : undefined} context={context}>
      {rows.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <Table
          labelledBy={id}
          rows={rows}
          rowKey={(row) => row.value}
          columns={[
            { name: column, kind: 'label', cell: (row) => row.label },
            { name: 'Visitors', kind: 'number', cell: (row) => formatNumber(row.visitors) },
            { name: views, kind: 'number', cell: (row) => formatNumber(row.views) },
            { name: 'Share', hidden: true, cell: (row) => <InlineBar value={row.views} max={max} /> },
          ]}
        />
      )}
    </Section>
  )
}

const formatVital = (metric: VitalMetric, value: number) =>
  metric === 'cls' ? value.toFixed(2) : `${formatNumber(Math.round(value))} ms`

const share = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)} %`

const bandShare = (band: 'good' | 'needsImprovement' | 'poor') => (row: VitalsRowData) =>
  share(row[band], row.good + row.needsImprovement + row.poor)

/** Web Vitals p75 per page and measure, with the share of visits in each of Google's bands. */
export function Vitals({
  rows,
  context,
}: {
  /** One row per page and measure, the pages with the most measured visits first. */
  rows: readonly VitalsRowData[]
  context: Context
}) {
  return (
    <Section
      id="insights-vitals"
      title="Web Vitals of real visits"
      csv={rows.length > 0 ? 'vitals' : undefined}
      what="Web Vitals"
      context={context}
    >
      <Muted>
        The 75th percentile of each measure per page, and the share of visits in Google’s bands:{' '}
        {VITAL_METRICS.map(
          (m) =>
            `${m.toUpperCase()} good up to ${formatVital(m, VITAL_BANDS[m].good)}, poor above ${formatVital(m, VITAL_BANDS[m].poor)}`,
        ).join('; ')}
        .
      </Muted>
      {rows.length === 0 ? (
        <Muted>No Web Vitals yet in this period. Browsers send them as visitors leave a page.</Muted>
      ) : (
        <Table
          labelledBy="insights-vitals"
          rows={rows}
          rowKey={(row) => `${row.path} ${row.metric}`}
          columns={[
            { name: 'Page', kind: 'label', cell: (row) => row.path },
            {
              name: 'Measure',
              cell: (row) => (
                <abbr title={VITAL_BANDS[row.metric as VitalMetric].label}>{row.metric.toUpperCase()}</abbr>
              ),
            },
            {
              name: 'p75',
              kind: 'number',
              cell: (row) => {
                const rating = vitalRating(row.metric as VitalMetric, row.p75)
                return (
                  <>
                    <Rating $rating={rating}>{formatVital(row.metric as VitalMetric, row.p75)}</Rating>
                    <VisuallyHidden> ({rating.replace('-', ' ')})</VisuallyHidden>
                  </>
                )
              },
            },
            { name: 'Good', kind: 'number', cell: bandShare('good') },
            { name: 'Needs improvement', kind: 'number', cell: bandShare('needsImprovement') },
            { name: 'Poor', kind: 'number', cell: bandShare('poor') },
            { name: 'Bands', hidden: true, cell: (row) => <BandBar {...row} /> },
          ]}
        />
      )}
    </Section>
  )
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((part / whole) * 1000) / 10} %`

function NewsletterIssues({ details, context }: { details: InsightDetailsData; context: Context }) {
  const issues = details.newsletterIssues
  return (
    <Section
      id="insights-issues"
      title="Newsletter issues"
      csv={issues.length > 0 ? 'newsletter' : undefined}
      context={context}
    >
      {issues.length === 0 ? (
        <Muted>No issue was sent in this period. Issues are written and sent on the Newsletter screen.</Muted>
      ) : (
        <>
          <Muted>
            Clicks count every follow of an issue’s links (they pass through this site on the way); sign-ups
            are those made by visitors who came through its links. Opens are counted only while the open pixel
            is on (Newsletter screen), and mail clients that fetch images ahead inflate them.
          </Muted>
          <Table
            labelledBy="insights-issues"
            rows={issues}
            rowKey={(issue) => issue.id}
            columns={[
              {
                name: 'Issue',
                kind: 'label',
                cell: (issue) => (
                  <>
                    {issue.title}
                    {issue.sentAt ? <Muted as="span"> · {dayText(issue.sentAt.slice(0, 10))}</Muted> : null}
                  </>
                ),
              },
              { name: 'Sent', kind: 'number', cell: (issue) => formatNumber(issue.sent) },
              { name: 'Opens', kind: 'number', cell: (issue) => formatNumber(issue.opens) },
              { name: 'Clicks', kind: 'number', cell: (issue) => formatNumber(issue.clicks) },
              { name: 'Click rate', kind: 'number', cell: (issue) => percent(issue.clicks, issue.sent) },
              { name: 'Unsubscribes', kind: 'number', cell: (issue) => formatNumber(issue.unsubscribes) },
              { name: 'Sign-ups', kind: 'number', cell: (issue) => formatNumber(issue.signups) },
            ]}
          />
        </>
      )}
    </Section>
  )
}

function Growth({
  insights,
  details,
  context,
}: {
  insights: InsightsData
  details: InsightDetailsData
  context: Context
}) {
  const points = details.readerGrowth
  const sum = (key: 'new' | 'confirmed' | 'unsubscribed') => points.reduce((n, p) => n + p[key], 0)
  const monthly = insights.bucket === 'MONTH'
  return (
    <Section id="insights-growth" title="Newsletter readers" csv="growth" context={context}>
      {sum('new') + sum('confirmed') + sum('unsubscribed') === 0 ? (
        <Muted>
          No reader subscribed, confirmed or left in this period. The sign-up form on the site and the
          Subscribers screen’s import bring readers in.
        </Muted>
      ) : null}
      <LineChart
        title={`Newsletter readers per ${monthly ? 'month' : 'day'}`}
        description={`${sum('new')} new, ${sum('confirmed')} confirmed and ${sum('unsubscribed')} unsubscribed from ${spanText(insights.from, insights.to)}.`}
        labelHeading={monthly ? 'Month' : 'Day'}
        labels={points.map((p) => pointLabel(`${p.day}T00:00:00Z`, monthly ? 'MONTH' : 'DAY'))}
        series={[
          { name: 'New', values: points.map((p) => p.new), tone: 'accent' },
          { name: 'Confirmed', values: points.map((p) => p.confirmed), tone: 'success' },
          { name: 'Unsubscribed', values: points.map((p) => p.unsubscribed), tone: 'danger', dashed: true },
        ]}
      />
    </Section>
  )
}

/** The UTM parameters the Campaigns panel lists: the dimension, its name, and its key in row values. */
const CAMPAIGN_PARTS = [
  ['UTM_SOURCE', 'source', 's'],
  ['UTM_MEDIUM', 'medium', 'm'],
  ['UTM_CAMPAIGN', 'campaign', 'c'],
] as const satisfies readonly (readonly [Dimension, string, string])[]

const NO_VISITS = 'No visits yet in this period.'

/** The breakdown panels in their order: each one dimension's rows (or the campaigns'), and its words. */
const BREAKDOWN_PANELS: readonly (Omit<ComponentProps<typeof Breakdown>, 'rows' | 'context'> & {
  source: Dimension | 'CAMPAIGNS'
})[] = [
  {
    source: 'PAGE',
    title: 'Top pages',
    column: 'Page',
    table: 'pages',
    empty: 'No page views yet in this period.',
  },
  {
    source: 'PROJECT',
    title: 'Top projects',
    column: 'Project',
    table: 'projects',
    empty: 'No project page was opened in this period.',
  },
  { source: 'SOURCE', title: 'Sources', column: 'Referrer', table: 'sources', empty: NO_VISITS },
  {
    source: 'CAMPAIGNS',
    title: 'Campaigns',
    column: 'UTM parameter',
    table: 'campaigns',
    empty:
      'No visit came from a campaign link. Add utm_source, utm_medium and utm_campaign to the links you share to see them here.',
  },
  { source: 'COUNTRY', title: 'Countries', column: 'Country', table: 'countries', empty: NO_VISITS },
  { source: 'DEVICE', title: 'Devices', column: 'Device', table: 'devices', empty: NO_VISITS },
  { source: 'BROWSER', title: 'Browsers', column: 'Browser', table: 'browsers', empty: NO_VISITS },
  { source: 'OS', title: 'Operating systems', column: 'System', table: 'systems', empty: NO_VISITS },
  {
    source: 'OUTBOUND',
    title: 'Links followed off the site',
    column: 'Link',
    views: 'Clicks',
    table: 'outbound',
    empty: 'No link off the site was followed in this period.',
  },
  {
    source: 'SIGNUP',
    title: 'Where readers signed up',
    column: 'Page',
    views: 'Sign-ups',
    table: 'signups',
    empty: 'No newsletter sign-up on the site in this period.',
  },
]

/**
 * What visitors and readers did over a period, counted without cookies (issue 22, docs/decisions/238):
 * headline figures against the period before, traffic over time, where visitors came from and what
 * they read, real visitors' Web Vitals and the newsletter's readers. Every chart has its figures as a
 * table, and every table downloads as CSV.
 */
function InsightsTab({
  insights,
  details,
  period,
  custom,
  problem,
}: {
  insights: InsightsData
  details: InsightDetailsData
  period: InsightPeriod
  custom: { from: string; to: string }
  problem: string | null
}) {
  const context = { period, from: insights.from, to: insights.to }
  const rowsOf = (dimension: Dimension) => details.breakdowns.filter((row) => row.dimension === dimension)
  // The three UTM parameters in one table, each value named by its parameter.
  const campaigns = CAMPAIGN_PARTS.flatMap(([dimension, name, key]) =>
    rowsOf(dimension).map((row) => ({
      ...row,
      label: `${name}: ${row.label}`,
      value: `${key}:${row.value}`,
    })),
  )
  return (
    <section aria-labelledby="admin-insights-heading">
      <h2 id="admin-insights-heading">Insights</h2>
      <Muted>
        {spanText(insights.from, insights.to)}, compared with{' '}
        {spanText(insights.previousFrom, insights.previousTo)}. Counted without cookies: a visitor is the same
        browser within one UTC day.
      </Muted>
      <PeriodPicker period={period} custom={custom} />
      {problem ? <Problem role="alert">{problem} Showing the last 30 days instead.</Problem> : null}
      <Sections>
        <Headline insights={insights} />
        <Traffic insights={insights} context={context} />
        <Grid>
          {BREAKDOWN_PANELS.map(({ source, ...panel }) => (
            <Breakdown
              key={panel.table}
              {...panel}
              rows={source === 'CAMPAIGNS' ? campaigns : rowsOf(source)}
              context={context}
            />
          ))}
        </Grid>
        <Vitals rows={details.vitals} context={context} />
        <NewsletterIssues details={details} context={context} />
        <Growth insights={insights} details={details} context={context} />
      </Sections>
    </section>
  )
}

/** /admin/insights, from its route's loader. */
export const InsightsScreen = adminScreen<typeof adminInsightsLoader>(InsightsTab)
