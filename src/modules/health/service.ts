import type { Sql } from '../../db/client.ts'

const TIMEOUT_MS = 2000

/** A round trip to the database, bounded so a hung pool reports unhealthy instead of hanging the probe. */
export async function checkDatabase(sql: Sql): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      sql`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS)
      }),
    ])
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (error as Error).message }
  } finally {
    clearTimeout(timer)
  }
}
