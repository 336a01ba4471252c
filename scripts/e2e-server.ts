// Starts the real server for Playwright on a throwaway database (fresh database on DATABASE_URL's server,
// or an embedded one in a temp dir), seeded with the sample content, and removes it on exit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { E2E_ADMIN } from '../e2e/credentials.ts'
import { e2eDatabaseUrlFile } from '../e2e/support/database.ts'
import { loadConfig } from '../src/config.ts'
import { startServer } from '../src/server.ts'
import { seedInsights } from './bench/seed-insights.ts'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const baseUrl = process.env.DATABASE_URL
const cleanups: (() => Promise<void> | void)[] = []
let databaseUrl: string | undefined
let dataDir = './data'

if (baseUrl) {
  const name = `portfolio_e2e_${process.pid}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  // Databases of earlier runs whose server was killed before it could clean up.
  const stale = await admin<{ datname: string }[]>`
    SELECT datname FROM pg_database WHERE datname LIKE 'portfolio\_e2e\_%'`
  for (const { datname } of stale) {
    const pid = Number(datname.split('_').at(-1))
    if (pid !== process.pid && !isAlive(pid))
      await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  }
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  databaseUrl = url.toString()
  cleanups.push(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  })
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
}

const port = process.env.E2E_PORT ?? '4173'
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  // E2E_NO_ADMIN: a first run, whose owner claims the site with the setup token from the log.
  ...(process.env.E2E_NO_ADMIN
    ? {}
    : { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password }),
  SEED_SAMPLE_CONTENT: 'true',
  LOG_LEVEL: process.env.E2E_LOG ? 'info' : 'silent',
})
const running = await startServer(config)
console.log(`e2e server on ${running.url}`)

// Browser tests that check what landed in the database (e2e/support/database.ts) find it here, by port.
if (databaseUrl) {
  const file = e2eDatabaseUrlFile(port)
  writeFileSync(file, databaseUrl)
  cleanups.push(() => rmSync(file, { force: true }))
}

// Every browser test signs up from 127.0.0.1, and the whole run creates more readers than the 20 an hour
// one address may (docs/decisions/191): the run's sign-up counters are cleared as it goes. The limit
// itself is tested against the server in src/modules/newsletter/*.test.ts.
// Two months of generated visits for the Insights screen's test (e2e/admin-insights.e2e.ts), written to
// the database directly as the beacon would have (the embedded database has no second door).
if (databaseUrl) {
  const insights = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  await seedInsights(insights as never, { events: 3000, days: 60 })
  await insights.end()
}

if (databaseUrl) {
  const counters = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  const clear = setInterval(() => {
    counters`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`.catch(() => {})
  }, 500)
  cleanups.unshift(async () => {
    clearInterval(clear)
    await counters.end()
  })
}

const stop = async () => {
  await running.stop()
  for (const cleanup of cleanups) await cleanup()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
