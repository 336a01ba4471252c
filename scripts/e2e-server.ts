// Starts the real server for Playwright on a throwaway database (fresh database on DATABASE_URL's server,
// or an embedded one in a temp dir), seeded with the sample content, and removes it on exit.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { E2E_ADMIN } from '../e2e/credentials.ts'
import { loadConfig } from '../src/config.ts'
import { startServer } from '../src/server.ts'

const baseUrl = process.env.DATABASE_URL
const cleanups: (() => Promise<void> | void)[] = []
let databaseUrl: string | undefined
let dataDir = './data'

if (baseUrl) {
  const name = `portfolio_e2e_${process.pid}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
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
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SEED_SAMPLE_CONTENT: 'true',
  LOG_LEVEL: process.env.E2E_LOG ? 'info' : 'silent',
})
const running = await startServer(config)
console.log(`e2e server on ${running.url}`)

const stop = async () => {
  await running.stop()
  for (const cleanup of cleanups) await cleanup()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
