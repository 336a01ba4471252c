import type { Sql } from '../../db/client.ts'
import { deleteDeadTokens } from '../../db/mail-tokens.ts'
import { deleteOrphanMedia } from '../../db/media.ts'
import { deleteExpiredSessions } from '../../db/sessions.ts'
import { describeError, type Logger } from '../../http/logger.ts'

/** Media younger than this are never swept: an upload may still be about to save its reference. */
const ORPHAN_MEDIA_AGE_MS = 60 * 60 * 1000

/**
 * Deletes what nobody can use any more: expired sessions, orphan media, dead mailed-link tokens. Every statement is an
 * idempotent DELETE, so a sweep run twice (or by two instances at once) does no harm
 * (docs/decisions/093-sweeps-and-metrics.md, 219).
 */
export async function sweep(sql: Sql): Promise<{ sessions: number; media: number; tokens: number }> {
  const sessions = await deleteExpiredSessions(sql)
  const media = await deleteOrphanMedia(sql, ORPHAN_MEDIA_AGE_MS)
  const tokens = await deleteDeadTokens(sql)
  return { sessions, media, tokens }
}

/**
 * One scheduled sweep (the `sweep` job in src/jobs/registry.ts: a pg-boss schedule, so one instance of
 * the fleet runs it per firing). A failure (database away) is logged and left to the next firing.
 */
export async function runSweep(sql: Sql, logger: Logger): Promise<void> {
  try {
    const removed = await sweep(sql)
    if (removed.sessions + removed.media + removed.tokens > 0)
      logger.info('sweep removed expired rows', removed)
  } catch (error) {
    logger.error('sweep failed', describeError(error))
    throw error
  }
}
