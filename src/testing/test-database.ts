import postgres from 'postgres'
import { loadConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'

/**
 * A throwaway database for one test process: a fresh database on the server named by DATABASE_URL (so a
 * developer's own data is never touched), or an in-memory PGlite when DATABASE_URL is unset.
 */
export async function createThrowawayDatabase(prefix: string): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL
  // Generous timeouts: a test machine under load must not turn slow answers into 503s; the outage test
  // sets its own short ones.
  const defaults = loadConfig({
    DATABASE_CONNECT_TIMEOUT_MS: '30000',
    DATABASE_STATEMENT_TIMEOUT_MS: '60000',
  })
  if (!baseUrl) return openDatabase({ ...defaults, databaseUrl: undefined, dataDir: null })
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ ...defaults, databaseUrl: url.toString(), dataDir: null })
  return {
    ...db,
    async close() {
      await db.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}
