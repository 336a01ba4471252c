// npm run memory: does the server give memory back after SSR load? Starts the real server (src/index.ts)
// in its own process on loopback, runs three rounds of page load at 100 concurrent connections, and
// prints the server's RSS before, at the peak of each round, and after each round has settled.
// MEMORY_REQUESTS (per round, default 3000) and MEMORY_CONCURRENCY (default 100) tune it. Uses a
// throwaway database on DATABASE_URL's server, or an embedded one in a temporary directory.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../src/testing/free-port.ts'
import { createThrowawayDatabase } from '../src/testing/test-database.ts'

const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 3000)
const CONCURRENCY = Number(process.env.MEMORY_CONCURRENCY ?? 100)
const SETTLE_MS = 10_000
const ROOT = join(import.meta.dir, '..')
const PATHS = ['/', '/projects', '/project/1', '/project/2', '/project/3', '/newsletter', '/no-such-page']

const db = process.env.DATABASE_URL ? await createThrowawayDatabase('portfolio_memory') : undefined
let databaseUrl = ''
if (db && process.env.DATABASE_URL) {
  const [row] = await db.sql<{ name: string }[]>`SELECT current_database() AS name`
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${row!.name}`
  databaseUrl = url.toString()
}
const dataDir = join(tmpdir(), `portfolio-memory-${process.pid}`)
const port = freePort()
const built = existsSync(join(ROOT, 'dist', 'client', '.vite', 'manifest.json'))
const server = Bun.spawn([process.execPath, 'src/index.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...(built ? {} : { VITE_DEV_SERVER: 'http://127.0.0.1:1' }),
  },
  stdout: 'ignore',
  stderr: 'inherit',
})
const base = `http://127.0.0.1:${port}`

const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Math.round(Number(line?.[1] ?? 0) / 1024)
}

async function round(): Promise<{ peak: number; errors: Record<string, number>; seconds: number }> {
  let next = 0
  const errors: Record<string, number> = {}
  let peak = rssMb()
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb())
  }, 100)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const path = PATHS[next++ % PATHS.length]!
        const response = await fetch(`${base}${path}`).catch(() => undefined)
        const failure = !response ? 'no answer' : response.status >= 500 ? String(response.status) : undefined
        if (failure) errors[failure] = (errors[failure] ?? 0) + 1
        await response?.arrayBuffer()
      }
    }),
  )
  clearInterval(sampler)
  return { peak: Math.max(peak, rssMb()), errors, seconds: (performance.now() - started) / 1000 }
}

try {
  for (
    let i = 0;
    i < 300 &&
    !(await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await Bun.sleep(100)
  }
  for (const path of PATHS) await (await fetch(`${base}${path}`)).arrayBuffer()
  await Bun.sleep(2000)
  console.log(
    `requests/round=${REQUESTS} concurrency=${CONCURRENCY} database=${db ? 'PostgreSQL' : 'embedded'}`,
  )
  console.log(`RSS after warm-up: ${rssMb()} MB`)
  for (let r = 1; r <= 3; r++) {
    const { peak, errors, seconds } = await round()
    await Bun.sleep(SETTLE_MS)
    console.log(
      `round ${r}: ${(REQUESTS / seconds).toFixed(0)} req/s, errors ${JSON.stringify(errors)}, peak RSS ${peak} MB, ` +
        `RSS ${SETTLE_MS / 1000} s after ${rssMb()} MB`,
    )
  }
} finally {
  server.kill('SIGTERM')
  await server.exited
  await db?.close()
  rmSync(dataDir, { recursive: true, force: true })
}
