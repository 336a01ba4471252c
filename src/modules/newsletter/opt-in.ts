import type { Sql } from '../../db/client.ts'
import { FREQUENCY_LABELS } from '../../shared/enums.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import type { Subscription } from '../../shared/models/newsletter.ts'
import { mailTokenLink } from '../account/tokens.ts'
import type { ThrottlePolicy } from '../auth/throttle.ts'
import { confirmSubscriptionMail } from '../mail/messages.tsx'
import { type MailDeps, notifyOwner } from '../mail/service.ts'
import { topicNames } from '../newsletter-topics/service.ts'
import { queueWelcome } from './welcome.ts'

/** Resent confirmation emails per account: enough for a lost message, too few to flood an inbox. */
const HOUR_MS = 60 * 60 * 1000
export const CONFIRMATION_RESEND_POLICY: ThrottlePolicy = { limit: 3, windowMs: HOUR_MS, blockMs: HOUR_MS }

/** A new confirmation link for a pending subscription, queued with the change that made it pending. */
export async function sendConfirmation(deps: MailDeps, tx: Sql, user: PublicUser): Promise<void> {
  if (!user.email) return
  await mailTokenLink(
    deps,
    tx,
    { purpose: 'confirm-subscription', userId: user.id, path: '/newsletter/confirm', to: user.email },
    (site, url) => confirmSubscriptionMail(site, user.firstName ?? user.username, url),
  )
}

/** The admin's note about a new (confirmed) subscriber, when NOTIFY_OWNER_ON_SUBSCRIBE is on. */
async function announceSubscriber(
  deps: MailDeps,
  tx: Sql,
  user: PublicUser,
  subscription: Subscription,
): Promise<void> {
  if (!deps.config.mail.notifyOwnerOnSubscribe) return
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username
  const { frequency } = subscription.preferences
  const topics = await topicNames(tx, subscription.preferences.topics)
  await notifyOwner(
    deps,
    {
      kind: 'owner-new-subscriber',
      summary: `${name} subscribed to the newsletter.`,
      details: [
        ['Username', user.username],
        ['Email', user.email ?? '(none)'],
        ['Frequency', FREQUENCY_LABELS[frequency]],
        ['Topics', topics.length > 0 ? topics.join(', ') : 'all'],
      ],
    },
    { tx },
  )
}

/**
 * A subscription has started (confirmed, or active at once without double opt-in): the owner hears of
 * it and the reader gets the welcome email, both queued in the transaction that started it.
 */
export async function subscriptionStarted(
  deps: MailDeps,
  tx: Sql,
  user: PublicUser,
  subscription: Subscription,
): Promise<void> {
  await announceSubscriber(deps, tx, user, subscription)
  await queueWelcome(deps, tx, user)
}
