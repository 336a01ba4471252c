import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { VisuallyHidden } from '../../web/components/ui/VisuallyHidden.tsx'
import {
  BandBar,
  type ChartSeries,
  DataTable,
  formatNumber,
  InlineBar,
  LineChart,
} from '../../web/pages/admin/insights/charts.tsx'

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

const pages = [
  { path: '/', visitors: 412, views: 583 },
  { path: '/project/2', visitors: 198, views: 240 },
  { path: '/project/1', visitors: 131, views: 152 },
  { path: '/newsletter', visitors: 64, views: 71 },
  { path: '/project/5', visitors: 9, views: 9 },
]

/** A breakdown as the Insights screen lists it: each row's views as a bar against the top row's. */
export const InlineBars: Story = {
  render: () => (
    <DataTable>
      <caption>Top pages</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col" className="number">
            Visitors
          </th>
          <th scope="col" className="number">
            Views
          </th>
          <th scope="col">
            <VisuallyHidden>Share</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {pages.map((row) => (
          <tr key={row.path}>
            <td className="label">{row.path}</td>
            <td className="number">{formatNumber(row.visitors)}</td>
            <td className="number">{formatNumber(row.views)}</td>
            <td>
              <InlineBar value={row.views} max={pages[0]!.views} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  ),
}

/** Visits per Google band (good, needs improvement, poor) of one measure on one page. */
const vitals = [
  { path: '/', metric: 'LCP', good: 412, needsImprovement: 61, poor: 27 },
  { path: '/', metric: 'INP', good: 480, needsImprovement: 15, poor: 5 },
  { path: '/project/2', metric: 'CLS', good: 150, needsImprovement: 60, poor: 30 },
  { path: '/project/1', metric: 'LCP', good: 40, needsImprovement: 35, poor: 45 },
]

const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`

/** Web Vitals by band: green, amber and red shares of one bar, their figures in the row's cells. */
export const BandBars: Story = {
  render: () => (
    <DataTable>
      <caption>Web Vitals of real visits</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Measure</th>
          <th scope="col" className="number">
            Good
          </th>
          <th scope="col" className="number">
            Needs improvement
          </th>
          <th scope="col" className="number">
            Poor
          </th>
          <th scope="col">
            <VisuallyHidden>Bands</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {vitals.map((row) => {
          const total = row.good + row.needsImprovement + row.poor
          return (
            <tr key={`${row.path} ${row.metric}`}>
              <td className="label">{row.path}</td>
              <td>{row.metric}</td>
              <td className="number">{share(row.good, total)}</td>
              <td className="number">{share(row.needsImprovement, total)}</td>
              <td className="number">{share(row.poor, total)}</td>
              <td>
                <BandBar good={row.good} needsImprovement={row.needsImprovement} poor={row.poor} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </DataTable>
  ),
  play: async ({ canvas }) => {
    // The bar is decoration: the shares are read from the cells.
    const row = canvas.getAllByRole('row')[4]
    await expect(row).toHaveTextContent('/project/1LCP33 %29 %38 %')
  },
}
