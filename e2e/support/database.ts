import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'

/** Where scripts/e2e-server.ts writes the URL of its throwaway database (only with DATABASE_URL set). */
export const e2eDatabaseUrlFile = (port: string | number) =>
  join(tmpdir(), `portfolio-e2e-${port}.database-url`)

/**
 * A connection to the e2e server's own database, for tests that check what a visit stored; null when
 * the server runs on the embedded database, which no other process can open.
 */
export function e2eDatabase(): postgres.Sql | null {
  const file = e2eDatabaseUrlFile(process.env.E2E_PORT ?? '4173')
  if (!existsSync(file)) return null
  return postgres(readFileSync(file, 'utf8').trim(), { max: 1, onnotice: () => {} })
}
