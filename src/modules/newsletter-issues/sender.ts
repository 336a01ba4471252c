import * as deliveries from '../../db/newsletter-deliveries.ts'
import { describeError, type Logger } from '../../http/logger.ts'
import { countNewsletterDelivery } from '../metrics/registry.ts'
import { buildIssueMail, type OutgoingMail } from './messages.ts'
import type { NewsletterDeps } from './model.ts'

/** Hands one message to the mail server; resolves once the server accepted it (SMTP 250). */
export type SendMail = (mail: OutgoingMail) => Promise<void>

export interface SenderOptions {
  /**
   * How long a claimed delivery belongs to its worker without a heartbeat. A live worker renews it every
   * third of it for as long as it waits for its slot or talks to the mail server; past it the worker is
   * presumed dead and another takes the row over (docs/decisions/201 and 219).
   */
  leaseMs?: number
  /** Attempts before a delivery is marked failed. */
  maxAttempts?: number
  /** Wait before the n-th retry: base × 2^(n-1). */
  retryBaseMs?: number
}

/**
 * A dead worker's delivery is taken over within LEASE_MS plus one idle poll (2 s): 22 s, inside the 30 s
 * promised (docs/decisions/219).
 */
export const LEASE_MS = 20_000

const DEFAULTS = { leaseMs: LEASE_MS, maxAttempts: 5, retryBaseMs: 30_000 }

/** An SMTP 5xx answer will not change on retry (unknown mailbox, refused): fail at once. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number })?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * Renews the claim's lease every third of it until stopped. A renewal that fails (database away) is
 * skipped: the next one, or the lease running out, settles it.
 */
function keepLeased(
  deps: NewsletterDeps,
  claim: deliveries.ClaimedDelivery,
  leaseMs: number,
): { stop(): Promise<void> } {
  let renewing: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    renewing = deliveries.renewLease(deps.sql, claim, leaseMs).catch(() => {})
  }, leaseMs / 3)
  return {
    async stop() {
      clearInterval(timer)
      await renewing
    },
  }
}

const sleepUntil = (at: Date) => {
  const ms = at.getTime() - Date.now()
  return ms > 0 ? Bun.sleep(ms) : Promise.resolve()
}

/**
 * Sends one pending delivery, if there is one: claim (row 'sending', leased) → wait for a slot of the
 * global rate → SMTP → mark 'sent'. Returns false when there was nothing to do.
 */
export async function deliverNext(
  deps: NewsletterDeps,
  send: SendMail,
  options: SenderOptions = {},
): Promise<boolean> {
  const { leaseMs, maxAttempts, retryBaseMs } = { ...DEFAULTS, ...options }
  const claimed = await deliveries.claimDelivery(deps.sql, leaseMs)
  if (!claimed) {
    await deliveries.finishDone(deps.sql)
    return false
  }
  const { issueId, userId } = claimed
  const heartbeat = keepLeased(deps, claimed, leaseMs)
  let failure: { error: unknown } | undefined
  try {
    await sleepUntil(await deliveries.reserveSendSlot(deps.sql, 1000 / deps.config.newsletterRatePerSecond))
    const mail = await buildIssueMail(deps, {
      issue: { id: issueId, title: claimed.title, slug: claimed.slug, html: claimed.html },
      recipient: { userId, email: claimed.email, firstName: claimed.firstName },
    })
    await send(mail)
  } catch (error) {
    failure = { error }
  }
  await heartbeat.stop()
  if (failure) {
    const { error } = failure
    const last = claimed.attempts >= maxAttempts || isPermanent(error)
    const retryIn = last ? null : retryBaseMs * 2 ** (claimed.attempts - 1)
    const message = error instanceof Error ? error.message : String(error)
    await deliveries.markAttemptFailed(deps.sql, issueId, userId, message, retryIn)
    countNewsletterDelivery(retryIn === null ? 'failed' : 'retried')
  } else {
    await deliveries.markSent(deps.sql, issueId, userId)
    countNewsletterDelivery('sent')
  }
  await deliveries.finishDone(deps.sql, issueId)
  return true
}

/**
 * Works through deliveries until none is left, then polls. Every instance may run one: claims never
 * overlap (SKIP LOCKED) and the rate is shared through the database.
 */
export function startNewsletterWorker(
  deps: NewsletterDeps,
  send: SendMail,
  logger: Logger,
  options: SenderOptions & { pollMs?: number } = {},
): { stop(): Promise<void> } {
  const pollMs = options.pollMs ?? 2000
  let stopped = false
  let wake: (() => void) | undefined
  const loop = (async () => {
    while (!stopped) {
      let worked = false
      try {
        worked = await deliverNext(deps, send, options)
      } catch (error) {
        // The database is away or the like: the claimed row's lease brings it back later.
        logger.error('newsletter delivery failed', describeError(error))
      }
      if (worked || stopped) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        // Stopping ends the wait and its timer: nothing of the loop outlives stop().
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = undefined
    }
  })()
  return {
    async stop() {
      stopped = true
      wake?.()
      await loop
    },
  }
}
