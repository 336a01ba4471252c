import type { Sql } from '../../db/client.ts'
import { deleteDeadTokens } from '../../db/mailTokens.ts'
import { deleteOrphanMedia } from '../../db/media.ts'
import { deleteExpiredSessions } from '../../db/sessions.ts'
import { describeError, type Logger } from '../../http/logger.ts'

const HOUR_MS = 60 * 60 * 1000

/** Media younger than this are never swept: an upload may still be about to save its reference. */
const ORPHAN_MEDIA_AGE_MS = HOUR_MS

/**
 * Deletes what nobody can use any more: expired sessions, orphan media, dead mailed-link tokens. Every statement is an
 * idempotent DELETE, so any number of instances may run it at the same time
 * (docs/decisions/093-sweeps-and-metrics.md).
 */
export async function sweep(sql: Sql): Promise<{ sessions: number; media: number; tokens: number }> {
  const sessions = await deleteExpiredSessions(sql)
  const media = await deleteOrphanMedia(sql, ORPHAN_MEDIA_AGE_MS)
  const tokens = await deleteDeadTokens(sql)
  return { sessions, media, tokens }
}

/**
 * Runs `sweep` every `intervalMs` (the first run after one interval, not at start-up, so a fleet
 * restarting together does not sweep together). A failed run (database away) is logged and retried at
 * the next tick. The timer does not keep the process alive.
 */
export function scheduleSweeps(sql: Sql, logger: Logger, intervalMs = HOUR_MS): () => void {
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      const removed = await sweep(sql)
      if (removed.sessions + removed.media + removed.tokens > 0)
        logger.info('sweep removed expired rows', removed)
    } catch (error) {
      logger.error('sweep failed', describeError(error))
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
