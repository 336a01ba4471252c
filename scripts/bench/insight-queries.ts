// The Insights screen's queries over a year of traffic (npm run bench): BENCH_INSIGHTS_EVENTS events
// (10 million by default) seeded over 365 days by SQL (seed-insights.ts), rolled up per day, the raw
// events of the last 90 days kept; then every read of the screen for the last 30 days and the last 12
// months, each on its own and all of them together, as the screen's loader asks for them. Target
// (issue #22): < 300 ms for each.
import type { Sql } from '../../src/db/client.ts'
import { insightsReport, SCREEN_TOP } from '../../src/modules/insight-reports/service.ts'
import { type InsightPeriod, insightRange } from '../../src/shared/insights.ts'
import { seedInsights } from './seed-insights.ts'

const EVENTS = Number(process.env.BENCH_INSIGHTS_EVENTS ?? 10_000_000)
const RUNS = 5
const TARGET_MS = 300

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed(read: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await read()
    times.push(performance.now() - started)
  }
  return median(times)
}

export async function insightQueries(sql: Sql): Promise<void> {
  const started = performance.now()
  await seedInsights(sql, { events: EVENTS, days: 365 })
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    `insights: ${EVENTS.toLocaleString('en-US')} events over 365 days seeded and rolled up in ${seconds} s; median of ${RUNS} (target ${TARGET_MS} ms)`,
  )
  for (const period of ['30d', '12m'] as InsightPeriod[]) {
    const range = insightRange(period, new Date())
    // A fresh report per run: each memoises its reads.
    const report = () => insightsReport(sql, period, range, SCREEN_TOP)
    const parts: [string, () => Promise<unknown>][] = [
      ['totals + previous', () => Promise.all([report().totals(), report().previousTotals()])],
      ['series + previous', () => Promise.all([report().series(), report().previousSeries()])],
      ['breakdowns', () => report().breakdown('page')],
      ['web vitals', () => report().vitals()],
      ['reader growth', () => report().growth()],
      ['current visitors', () => report().currentVisitors()],
      [
        'whole screen',
        () => {
          const r = report()
          return Promise.all([
            r.totals(),
            r.previousTotals(),
            r.series(),
            r.previousSeries(),
            r.breakdown('page'),
            r.vitals(),
            r.growth(),
            r.currentVisitors(),
          ])
        },
      ],
    ]
    for (const [name, read] of parts) {
      const ms = await timed(read)
      const flag = ms < TARGET_MS ? '' : '  OVER TARGET'
      console.log(`  ${period.padEnd(4)} ${name.padEnd(18)} ${ms.toFixed(1).padStart(7)} ms${flag}`)
    }
  }
}
