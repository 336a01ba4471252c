// Bounded mixed load on loopback (npm run soak): pages, API reads, GraphQL and sign-in attempts against the
// app on a throwaway database (DATABASE_URL's server, or an in-memory PGlite). Prints errors, p50/p99 and
// RSS every few seconds, then a summary; exits 1 when any request failed (5xx or no answer).
// SOAK_SECONDS (30), SOAK_CONCURRENCY (16) and SOAK_REPORT_SECONDS (5) tune it.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../src/config.ts'
import { listen, prepareRuntime } from '../src/server.ts'
import { createThrowawayDatabase } from '../src/testing/test-database.ts'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 30)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16)
const REPORT_SECONDS = Number(process.env.SOAK_REPORT_SECONDS ?? 5)
const TIMEOUT_MS = 10_000

if (!existsSync(join(import.meta.dir, '..', 'dist', 'client', '.vite', 'manifest.json'))) {
  process.env.VITE_DEV_SERVER ??= 'http://127.0.0.1:1'
}
const db = await createThrowawayDatabase('portfolio_soak')
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  SEED_SAMPLE_CONTENT: 'true',
  ADMIN_USERNAME: 'soak-admin',
  ADMIN_PASSWORD: 'soak-admin-password',
})
const runtime = await prepareRuntime(config, { db })
const server = listen(runtime, config)
const base = `http://127.0.0.1:${server.port}`

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const GRAPHQL = json({
  query: '{ projects { id title technologies commands { command } } workExperiences { id position } }',
})
/** Weighted scenarios: mostly reads, as a visitor would; sign-ins hit the throttle on purpose. */
const SCENARIOS: { name: string; weight: number; run: () => Promise<Response> }[] = [
  { name: 'page /', weight: 4, run: () => fetch(`${base}/`) },
  { name: 'page /projects', weight: 2, run: () => fetch(`${base}/projects`) },
  { name: 'page /project/1', weight: 2, run: () => fetch(`${base}/project/1`) },
  { name: 'GET /api/projects', weight: 3, run: () => fetch(`${base}/api/projects`) },
  { name: 'GET /api/work-experiences', weight: 2, run: () => fetch(`${base}/api/work-experiences`) },
  { name: 'POST /graphql', weight: 4, run: () => fetch(`${base}/graphql`, GRAPHQL) },
  {
    name: 'sign-in (wrong password)',
    weight: 1,
    run: () => fetch(`${base}/api/login`, json({ username: 'soak-admin', password: 'not-the-password' })),
  },
  {
    name: 'sign-in (right password)',
    weight: 1,
    run: () => fetch(`${base}/api/login`, json({ username: 'soak-admin', password: 'soak-admin-password' })),
  },
  { name: 'GET /health', weight: 1, run: () => fetch(`${base}/health`) },
]
const deck = SCENARIOS.flatMap((s) => Array.from({ length: s.weight }, () => s))

interface Window {
  timings: number[]
  errors: number
  statuses: Map<number, number>
}
const fresh = (): Window => ({ timings: [], errors: 0, statuses: new Map() })
let window = fresh()
const total = fresh()
const errorsByScenario = new Map<string, number>()

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`

function record(scenario: string, ms: number, status: number | null) {
  for (const w of [window, total]) {
    w.timings.push(ms)
    if (status === null || status >= 500) w.errors++
    if (status !== null) w.statuses.set(status, (w.statuses.get(status) ?? 0) + 1)
  }
  if (status === null || status >= 500)
    errorsByScenario.set(scenario, (errorsByScenario.get(scenario) ?? 0) + 1)
}

function report(elapsed: number, w: Window, label: string) {
  const sorted = [...w.timings].sort((a, b) => a - b)
  const statuses = [...w.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ')
  console.log(
    `${label.padEnd(7)} t=${elapsed.toFixed(0).padStart(4)}s  requests ${String(sorted.length).padStart(6)}  errors ${String(w.errors).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  rss ${mib(process.memoryUsage().rss)}  [${statuses}]`,
  )
}

console.log(
  `soak: ${SECONDS}s, concurrency ${CONCURRENCY}, ${base}, database ${db.embedded ? 'embedded PGlite' : 'PostgreSQL'}, rss at start ${mib(process.memoryUsage().rss)}`,
)
const started = performance.now()
const deadline = started + SECONDS * 1000
const ticker = setInterval(() => {
  report((performance.now() - started) / 1000, window, 'window')
  window = fresh()
}, REPORT_SECONDS * 1000)

await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < deadline) {
      const scenario = deck[Math.floor(Math.random() * deck.length)]!
      const t0 = performance.now()
      try {
        const response = await Promise.race([
          scenario.run(),
          Bun.sleep(TIMEOUT_MS).then(() => Promise.reject(new Error('timeout'))),
        ])
        await response.arrayBuffer()
        record(scenario.name, performance.now() - t0, response.status)
      } catch {
        record(scenario.name, performance.now() - t0, null)
      }
    }
  }),
)
clearInterval(ticker)
report((performance.now() - started) / 1000, total, 'total')
if (errorsByScenario.size > 0) console.log('errors by scenario:', Object.fromEntries(errorsByScenario))
await server.stop(true)
await db.close()
process.exit(total.errors > 0 ? 1 : 0)
