import postgres from 'postgres'
import { loadConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'

// Generous timeouts: a test machine under load must not turn slow answers into 503s; the outage test
// sets its own short ones.
const testConfig = () =>
  loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '30000', DATABASE_STATEMENT_TIMEOUT_MS: '60000' })

const databaseUrlOf = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** This worker's database name under scripts/unit-tests.ts; undefined in any other test process. */
export function runnerWorkerDatabase(): string | undefined {
  const run = process.env.TEST_RUN_DATABASES
  const worker = process.env.BUN_TEST_WORKER_ID
  return run && worker ? `${run}_${worker}` : undefined
}

/**
 * The database of one `bun test --parallel` worker, named by the run (`TEST_RUN_DATABASES`, set by
 * scripts/unit-tests.ts) and the worker, and kept across the files the worker runs: creating one costs
 * about 0.7 s, which every file paid. The runner drops them when the run ends, as workers get no last
 * hook of their own. Undefined outside such a run, or without a database server.
 */
export async function openWorkerDatabase(): Promise<Database | undefined> {
  const baseUrl = process.env.DATABASE_URL
  const name = runnerWorkerDatabase()
  if (!baseUrl || !name) return undefined
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  try {
    // A worker that replaced a crashed one finds the database there already.
    const [found] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`
    if (!found) await admin.unsafe(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  return openDatabase({ ...testConfig(), databaseUrl: databaseUrlOf(baseUrl, name), dataDir: null })
}

/**
 * A throwaway database for one test process: a fresh database on the server named by DATABASE_URL (so a
 * developer's own data is never touched), or an in-memory PGlite when DATABASE_URL is unset.
 */
export async function createThrowawayDatabase(prefix: string): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) return openDatabase({ ...testConfig(), databaseUrl: undefined, dataDir: null })
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  const db = await openDatabase({
    ...testConfig(),
    databaseUrl: databaseUrlOf(baseUrl, name),
    dataDir: null,
  })
  return {
    ...db,
    async close() {
      await db.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}
