import type { Sql } from '../../db/client.ts'
import { isDatabaseUnavailable } from '../../db/unavailable.ts'

const TIMEOUT_MS = 2000
const TIMED_OUT = new Error('timed out')

/** A round trip to the database, bounded so a hung pool reports unhealthy instead of hanging the probe. */
export async function checkDatabase(sql: Sql): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      sql`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(TIMED_OUT), TIMEOUT_MS)
      }),
    ])
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    // A category, not the driver's message: that names hosts and ports.
    const reason = isDatabaseUnavailable(error) || error === TIMED_OUT ? 'unreachable' : 'query failed'
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: reason }
  } finally {
    clearTimeout(timer)
  }
}
