import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  BandBar,
  type ChartSeries,
  formatNumber,
  InlineBar,
  LineChart,
} from '../../web/pages/admin/insights/charts.tsx'
import {
  Breakdown,
  type CountRow,
  Vitals,
  type VitalsRowData,
} from '../../web/pages/admin/insights/InsightsTab.tsx'

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** November 2026, day by day: fixed dates, so the story and its pictures never move. */
const days = Array.from({ length: 30 }, (_, i) => DAY.format(new Date(Date.UTC(2026, 10, 1 + i))))
/** December 2025 to November 2026. */
const months = Array.from({ length: 12 }, (_, i) => MONTH.format(new Date(Date.UTC(2025, 11 + i, 1))))

/**
 * Made-up but plausible traffic: a weekly rhythm (quieter weekends) on a slow rise, from a formula so
 * every build draws the same lines.
 */
const traffic = (points: number, base: number, rise: number, offset = 0) =>
  Array.from({ length: points }, (_, i) => {
    const weekday = (i + offset) % 7
    const weekend = weekday === 5 || weekday === 6 ? 0.6 : 1
    return Math.round((base + rise * i + ((i * 7) % 5) * 3) * weekend)
  })

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

const dailyViews = traffic(30, 120, 2)
const dailyVisitors = traffic(30, 45, 0.8)
const previousVisitors = traffic(30, 38, 0.4, 3)

const dailySeries: ChartSeries[] = [
  { name: 'Page views', values: dailyViews, tone: 'accent' },
  { name: 'Visitors', values: dailyVisitors, tone: 'success' },
  { name: 'Visitors, period before', values: previousVisitors, tone: 'muted', dashed: true },
]

/**
 * The Insights screen's charts (web/pages/admin/insights/charts.tsx): a line chart drawn as SVG on the
 * server, with its figures as a table behind "Show the figures"; the bars that sit in the breakdown and
 * Web Vitals tables beside the figures they draw; and DataTable, the plain table both use.
 */
const meta = {
  title: 'Admin/InsightsCharts',
  component: LineChart,
  // The Docs page also documents the bars drawn in table cells.
  subcomponents: { InlineBar, BandBar },
  args: {
    title: 'Visitors and page views per day',
    description: `${formatNumber(sum(dailyVisitors))} visitors and ${formatNumber(sum(dailyViews))} page views from Nov 1, 2026 – Nov 30, 2026; ${formatNumber(sum(previousVisitors))} visitors in the period before.`,
    labelHeading: 'Day',
    labels: days,
    series: dailySeries,
  },
} satisfies Meta<typeof LineChart>

export default meta
type Story = StoryObj<typeof meta>

/** Thirty days against the thirty before them (the dashed line), as the Traffic panel shows them. */
export const ThirtyDays: Story = {
  play: async ({ canvas, userEvent }) => {
    const chart = canvas.getByRole('img', { name: 'Visitors and page views per day' })
    await expect(chart).toHaveAccessibleDescription(/visitors and .* page views from Nov 1, 2026/)
    // The same figures as a table, for everyone who does not read the picture.
    await userEvent.click(canvas.getByText('Show the figures'))
    const table = canvas.getByRole('table', { name: 'Visitors and page views per day' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(1 + days.length)
    await expect(rows[1]).toHaveTextContent(`Nov 1${dailyViews[0]}${dailyVisitors[0]}${previousVisitors[0]}`)
  },
}

/** A period without a visit: every point at zero, a flat line on an axis from 0 to 1. */
export const Empty: Story = {
  args: {
    description:
      '0 visitors and 0 page views from Nov 1, 2026 – Nov 30, 2026; 0 visitors in the period before.',
    series: dailySeries.map((series) => ({ ...series, values: days.map(() => 0) })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Visitors and page views per day' })).toBeVisible()
  },
}

const monthlyNew = traffic(12, 6, 1.5)
const monthlyConfirmed = monthlyNew.map((value, i) => Math.round(value * (0.7 + (i % 3) * 0.05)))
const monthlyUnsubscribed = monthlyNew.map((value, i) => Math.round(value * 0.1) + (i % 4 === 0 ? 1 : 0))

/** A year by month (the "Last 12 months" period), here the newsletter's readers as the Growth panel draws them. */
export const TwelveMonths: Story = {
  args: {
    title: 'Newsletter readers per month',
    description: `${sum(monthlyNew)} new, ${sum(monthlyConfirmed)} confirmed and ${sum(monthlyUnsubscribed)} unsubscribed from Dec 1, 2025 – Nov 30, 2026.`,
    labelHeading: 'Month',
    labels: months,
    series: [
      { name: 'New', values: monthlyNew, tone: 'accent' },
      { name: 'Confirmed', values: monthlyConfirmed, tone: 'success' },
      { name: 'Unsubscribed', values: monthlyUnsubscribed, tone: 'danger', dashed: true },
    ],
  },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Newsletter readers per month' })
    // First, middle and last month on the x axis.
    for (const label of ['Dec 2025', 'May 2026', 'Nov 2026'])
      await expect(within(chart).getByText(label)).toBeInTheDocument()
  },
}

/** The period the tables' CSV links name. */
const november = { period: '30d', from: '2026-11-01', to: '2026-11-30' } as const

const pages: CountRow[] = [
  { dimension: 'PAGE', value: '/', label: '/', visitors: 412, views: 583 },
  { dimension: 'PAGE', value: '/project/2', label: '/project/2', visitors: 198, views: 240 },
  { dimension: 'PAGE', value: '/project/1', label: '/project/1', visitors: 131, views: 152 },
  { dimension: 'PAGE', value: '/newsletter', label: '/newsletter', visitors: 64, views: 71 },
  { dimension: 'PAGE', value: '/project/5', label: '/project/5', visitors: 9, views: 9 },
]

/** A breakdown as the Insights screen lists it: each row's views as a bar against the top row's. */
export const InlineBars: Story = {
  render: () => (
    <Breakdown
      title="Top pages"
      column="Page"
      rows={pages}
      table="pages"
      context={november}
      empty="No page views in this period."
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('/412583')
    await expect(canvas.getByRole('link', { name: 'CSV of top pages' })).toHaveAttribute(
      'href',
      '/api/insights/export?table=pages&period=30d',
    )
  },
}

/** Visits per Google band (good, needs improvement, poor) of one measure on one page. */
const vitals: VitalsRowData[] = [
  { path: '/', metric: 'lcp', p75: 2140, good: 412, needsImprovement: 61, poor: 27 },
  { path: '/', metric: 'inp', p75: 120, good: 480, needsImprovement: 15, poor: 5 },
  { path: '/project/1', metric: 'lcp', p75: 4620, good: 40, needsImprovement: 35, poor: 45 },
  { path: '/project/2', metric: 'cls', p75: 0.14, good: 150, needsImprovement: 60, poor: 30 },
]

/** Web Vitals by band: green, amber and red shares of one bar, their figures in the row's cells. */
export const BandBars: Story = {
  render: () => <Vitals rows={vitals} context={november} />,
  play: async ({ canvas }) => {
    // The bar is decoration: the shares are read from the cells, the rating is spoken with the p75.
    const row = canvas.getAllByRole('row')[3]
    await expect(row).toHaveTextContent(/\/project\/1LCP4,620 ms \(poor\)33 %29 %38 %/)
  },
}
