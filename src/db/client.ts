import postgres from 'postgres'
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts'

export type Sql = postgres.Sql<Record<string, never>>

export interface Database {
  sql: Sql
  embedded: boolean
  close(): Promise<void>
}

interface OpenOptions {
  databaseUrl: string | undefined
  /** Directory for the embedded database; null keeps it in memory (tests). */
  dataDir: string | null
}

function connect(url: string, max: number): Sql {
  return postgres(url, {
    max,
    onnotice: () => {},
  }) as unknown as Sql
}

/**
 * Opens the external server when DATABASE_URL is set, otherwise the embedded PGlite. The embedded socket
 * multiplexes one PGlite session, and concurrent connections interleave protocol messages, hence max 1.
 */
export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const sql = connect(databaseUrl, 10)
    return { sql, embedded: false, close: () => sql.end({ timeout: 5 }) }
  }
  const pg: EmbeddedPostgres = await startEmbeddedPostgres(dataDir)
  const sql = connect(pg.url, 1)
  return {
    sql,
    embedded: true,
    async close() {
      await sql.end({ timeout: 5 })
      await pg.stop()
    },
  }
}
