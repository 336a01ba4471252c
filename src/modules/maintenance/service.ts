import type { Sql } from '../../db/client.ts'
import { deleteFinishedMailOfKind } from '../../db/mail.ts'
import { deleteDeadTokens } from '../../db/mail-tokens.ts'
import { deleteOrphanMedia } from '../../db/media.ts'
import { deleteExpiredSessions } from '../../db/sessions.ts'
import { describeError, type Logger } from '../../http/logger.ts'
import { ACCOUNT_DELETED_MAIL } from '../account/service.ts'

/** Media younger than this are never swept: an upload may still be about to save its reference. */
const ORPHAN_MEDIA_AGE_MS = 60 * 60 * 1000
/** How long the log keeps the address a deletion receipt went to (docs/decisions/230-account-notices.md). */
const RECEIPT_LOG_DAYS = 7

/**
 * Deletes what nobody can use any more: expired sessions, orphan media, dead mailed-link tokens, and the
 * log rows of deletion receipts (the last trace of a deleted account's address) after a week. Every statement is an
 * idempotent DELETE, so a sweep run twice (or by two instances at once) does no harm
 * (docs/decisions/093-sweeps-and-metrics.md, 219).
 */
export async function sweep(
  sql: Sql,
): Promise<{ sessions: number; media: number; tokens: number; receipts: number }> {
  const sessions = await deleteExpiredSessions(sql)
  const media = await deleteOrphanMedia(sql, ORPHAN_MEDIA_AGE_MS)
  const tokens = await deleteDeadTokens(sql)
  const receipts = await deleteFinishedMailOfKind(sql, ACCOUNT_DELETED_MAIL, RECEIPT_LOG_DAYS)
  return { sessions, media, tokens, receipts }
}

/**
 * One scheduled sweep (the `sweep` job in src/jobs/registry.ts: a pg-boss schedule, so one instance of
 * the fleet runs it per firing). A failure (database away) is logged and left to the next firing.
 */
export async function runSweep(sql: Sql, logger: Logger): Promise<void> {
  try {
    const removed = await sweep(sql)
    if (Object.values(removed).some((n) => n > 0)) logger.info('sweep removed expired rows', removed)
  } catch (error) {
    logger.error('sweep failed', describeError(error))
    throw error
  }
}
