// Insights ingestion under load (npm run bench, issue #22): beacons at BENCH_INGEST_RATE a second
// (1,000 by default) for BENCH_INGEST_SECONDS (30) against the app, from a separate process, printing
// errors, latency and the server process's CPU; and beside it, the page benchmark's throughput for a
// rendered page, alone and while the beacons arrive (target: within 10 %).
import type { Sql } from '../../src/db/client.ts'
import { registry } from '../../src/modules/metrics/registry.ts'
import type { Runtime } from '../../src/server.ts'
import { ingestFromChild } from './ingest.ts'
import { type LoadResult, type LoadSpec, loadFromChild } from './load.ts'

const RATE = Number(process.env.BENCH_INGEST_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 30)
const VISITORS = 1000

const counter = async (name: string) =>
  (await registry.getSingleMetric(name)?.get())?.values.reduce((sum, v) => sum + v.value, 0) ?? 0

const fmt = (r: LoadResult) =>
  `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms`

async function storedEvents(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM insight_events`
  return row!.n
}

/**
 * `runtime` serves at `port`; `page` is the page load to run beside the beacons (its own seconds), on a
 * server of the same process and database.
 */
export async function insightsIngestion(runtime: Runtime, port: number, page: LoadSpec, pageName: string) {
  console.log(
    `insights ingestion: ${RATE} beacons/s for ${SECONDS} s from ${VISITORS} browsers, page load ${page.seconds} s`,
  )
  const alone = await loadFromChild(page)
  const storedBefore = await storedEvents(runtime.deps.sql)
  const batchesBefore = await counter('insights_batches_written_total')
  const droppedBefore = await counter('insights_events_dropped_total')
  const cpuBefore = process.cpuUsage()
  const t0 = performance.now()
  const ingest = ingestFromChild({
    url: `http://127.0.0.1:${port}/api/insights/events`,
    rate: RATE,
    seconds: SECONDS,
    visitors: VISITORS,
  })
  // The page load starts once the beacons are flowing, and ends before they stop.
  await Bun.sleep(Math.min(2000, (SECONDS * 1000) / 4))
  const beside = await loadFromChild(page)
  const result = await ingest
  const wall = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  await runtime.deps.insights.writer.flush()
  const stored = (await storedEvents(runtime.deps.sql)) - storedBefore
  const batches = (await counter('insights_batches_written_total')) - batchesBefore
  const dropped = (await counter('insights_events_dropped_total')) - droppedBefore
  const cpuShare = ((cpu.user + cpu.system) / 1e6 / wall) * 100
  console.log(
    `  beacons         ${result.sent} sent, ${result.errors} errors  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms`,
  )
  console.log(
    `  stored          ${stored} events in ${batches} INSERTs, ${dropped} dropped; server process CPU ${cpuShare.toFixed(0)} % of one core (page load included)`,
  )
  console.log(`  ${pageName.padEnd(22)} alone        ${fmt(alone)}`)
  console.log(
    `  ${pageName.padEnd(22)} + beacons    ${fmt(beside)}  ratio ${(beside.perSecond / alone.perSecond).toFixed(3)}`,
  )
}
