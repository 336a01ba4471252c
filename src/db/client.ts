import postgres from 'postgres'
import type { Config } from '../config.ts'
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts'

export type Sql = postgres.Sql<Record<string, never>>

/**
 * Runs `work` in one transaction and hands it the transaction as an `Sql`, which is what query modules
 * take. postgres.js types a transaction apart from a pool only by the pool-level methods it lacks
 * (begin, end, reserve), none of which query modules call: this is the one place that says so.
 */
export function inTransaction<T>(sql: Sql, work: (tx: Sql) => Promise<T>, mode?: string): Promise<T> {
  const run = (tx: postgres.TransactionSql<Record<string, never>>) => work(tx as unknown as Sql)
  return (mode ? sql.begin(mode, run) : sql.begin(run)) as Promise<T>
}

export interface Database {
  sql: Sql
  embedded: boolean
  close(): Promise<void>
}

type OpenOptions = Pick<Config, 'databaseUrl' | 'databaseConnectTimeoutMs' | 'databaseStatementTimeoutMs'> & {
  /** Directory for the embedded database; null keeps it in memory (tests). */
  dataDir: string | null
}

/**
 * Opens the external server when DATABASE_URL is set, otherwise the embedded PGlite. The embedded socket
 * multiplexes one PGlite session, and concurrent connections interleave protocol messages, hence max 1.
 *
 * An external server can go away while we run. Without bounds a request then waits 30 s for a connection
 * (postgres.js' default) or for ever on a stuck statement, and the client sees its socket closed with no
 * answer; with them it gets a 503 within seconds (src/db/unavailable.ts, docs/decisions/090-database-outages.md).
 * A server that refuses connections (stopped, restarting) fails each attempt at once, and postgres.js then
 * waits longer before every new attempt (up to 20 s): requests queued behind it waited that long for
 * their 503. The wait is capped at one second, which still spares a refusing server a busy loop.
 */
const reconnectDelaySeconds = (failures: number) => Math.min(0.05 * 2 ** failures, 1)

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      connect_timeout: options.databaseConnectTimeoutMs / 1000,
      backoff: reconnectDelaySeconds,
      connection: { statement_timeout: options.databaseStatementTimeoutMs },
    }) as unknown as Sql
    return { sql, embedded: false, close: () => sql.end({ timeout: 5 }) }
  }
  // In-process: it cannot go away on its own, and PGlite's single session has no timer to cancel with.
  const pg: EmbeddedPostgres = await startEmbeddedPostgres(options.dataDir)
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} }) as unknown as Sql
  return {
    sql,
    embedded: true,
    async close() {
      await sql.end({ timeout: 5 })
      await pg.stop()
    },
  }
}
