import { beforeEach, expect, test } from 'bun:test'
import { loadConfig } from '../../config.ts'
import { createLogger } from '../../http/logger.ts'
import { sharedTestDatabase, startTestRuntime } from '../../testing/harness.ts'
import { insightEventRow } from './service.ts'
import { createInsightWriter } from './writer.ts'

const row = (path: string) =>
  insightEventRow({
    at: new Date(),
    kind: 'pageview',
    visitor: new Uint8Array(16).fill(7),
    path,
    device: 'desktop',
  })

const count = async () => {
  const { sql } = await sharedTestDatabase()
  const [r] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM insight_events`
  return r!.n
}

beforeEach(async () => {
  const { sql } = await sharedTestDatabase()
  await sql`TRUNCATE insight_events`
})

test('events wait in memory until the timer, then go in one statement', async () => {
  const { sql } = await sharedTestDatabase()
  const writer = createInsightWriter(sql, createLogger(false), { flushMs: 50 })
  writer.add([row('/a'), row('/b')])
  writer.add([row('/c')])
  expect(writer.buffered).toBe(3)
  expect(await count()).toBe(0)
  // The timer (50 ms) writes them; waiting for it is what a crash-free second looks like.
  for (let i = 0; i < 100 && (await count()) < 3; i++) await Bun.sleep(20)
  expect(await count()).toBe(3)
  expect(writer.buffered).toBe(0)
  await writer.stop()
})

test('a full batch is written without waiting for the timer', async () => {
  const { sql } = await sharedTestDatabase()
  const writer = createInsightWriter(sql, createLogger(false), { flushMs: 60_000, batchSize: 10 })
  writer.add(Array.from({ length: 25 }, (_, i) => row(`/${i}`)))
  await writer.flush()
  expect(await count()).toBe(25)
  await writer.stop()
})

test('shutdown writes what is buffered (the timer never fired)', async () => {
  const { sql } = await sharedTestDatabase()
  const writer = createInsightWriter(sql, createLogger(false), { flushMs: 60_000 })
  writer.add([row('/x'), row('/y')])
  expect(await count()).toBe(0)
  await writer.stop()
  expect(await count()).toBe(2)
})

test('stopping the server runtime flushes the insight buffer before the database closes', async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: 'http://portfolio.test',
    SEED_SAMPLE_CONTENT: 'false',
  })
  const runtime = await startTestRuntime(config)
  const request = new Request('http://portfolio.test/api/insights/events', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
    body: JSON.stringify({ events: [{ kind: 'pageview', path: '/' }] }),
  })
  expect((await runtime.handler(request, '192.0.2.5')).status).toBe(204)
  expect(runtime.deps.insights.writer.buffered).toBe(1)
  await runtime.stop()
  expect(await count()).toBe(1)
})

test('a bounded buffer: past its limit new events are dropped, not queued without end', async () => {
  const { sql } = await sharedTestDatabase()
  const writer = createInsightWriter(sql, createLogger(false), {
    flushMs: 60_000,
    batchSize: 1000,
    maxBuffered: 5,
  })
  writer.add(Array.from({ length: 8 }, (_, i) => row(`/${i}`)))
  expect(writer.buffered).toBe(5)
  await writer.stop()
  expect(await count()).toBe(5)
})
