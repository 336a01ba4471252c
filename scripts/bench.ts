// Prints latency and memory figures for the main read paths (npm run bench). Targets live here, not in
// timed tests: compare runs on the same machine. Uses DATABASE_URL's server (a throwaway database) or
// an in-memory PGlite.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../src/config.ts'
import { prepareRuntime } from '../src/server.ts'
import { createThrowawayDatabase } from '../src/testing/test-database.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)

if (!existsSync(join(import.meta.dir, '..', 'dist', 'client', '.vite', 'manifest.json'))) {
  process.env.VITE_DEV_SERVER ??= 'http://127.0.0.1:1'
}
const db = await createThrowawayDatabase('portfolio_bench')
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_SAMPLE_CONTENT: 'true',
})
const runtime = await prepareRuntime(config, { db })
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (req, srv) => runtime.handler(req, srv.requestIP(req)?.address),
})
const base = `http://127.0.0.1:${server.port}`

const graphqlBody = JSON.stringify({
  query: '{ projects { id title technologies commands { command } } workExperiences { id position } }',
})
const cases: { name: string; request: () => Promise<Response> }[] = [
  { name: 'GET / (SSR home)', request: () => fetch(`${base}/`) },
  { name: 'GET /project/1 (SSR detail)', request: () => fetch(`${base}/project/1`) },
  { name: 'GET /api/projects', request: () => fetch(`${base}/api/projects`) },
  {
    name: 'POST /graphql (projects + commands + timeline)',
    request: () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: graphqlBody,
      }),
  },
  { name: 'GET /health', request: () => fetch(`${base}/health`) },
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

console.log(
  `rounds=${ROUNDS} concurrency=${CONCURRENCY} database=${db.embedded ? 'embedded PGlite' : 'PostgreSQL'}`,
)
for (const { name, request } of cases) {
  for (let i = 0; i < 20; i++) await (await request()).arrayBuffer()
  const timings: number[] = []
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ROUNDS) {
        next++
        const t0 = performance.now()
        const response = await request()
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`)
        timings.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  timings.sort((a, b) => a - b)
  console.log(
    `${name.padEnd(48)} p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(timings, 95).toFixed(1).padStart(6)} ms  ${(timings.length / elapsed).toFixed(0).padStart(5)} req/s`,
  )
}
const memory = process.memoryUsage()
console.log(
  `memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
)

await server.stop(true)
await db.close()
