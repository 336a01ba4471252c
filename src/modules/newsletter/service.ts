import { inTransaction, type Sql } from '../../db/client.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as users from '../../db/users.ts'
import { AppError, badRequest } from '../../errors.ts'
import { DEFAULT_FREQUENCY } from '../../shared/enums.ts'
import type { Preferences, SignupBody } from '../../shared/inputs/newsletter.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import type { Subscription } from '../../shared/models/newsletter.ts'
import { consumeToken } from '../account/tokens.ts'
import { hashPassword, type SignedIn, startSession } from '../auth/service.ts'
import { reserveAttempt, SIGNUP_ADDRESS_POLICY, signupAddressKey } from '../auth/throttle.ts'
import type { MailDeps } from '../mail/service.ts'
import { checkChosenTopics } from '../newsletter-topics/service.ts'
import { CONFIRMATION_RESEND_POLICY, sendConfirmation, subscriptionStarted } from './opt-in.ts'

const TAKEN_MESSAGE = {
  username: 'That username is already taken',
  email: 'An account with that email already exists',
} as const

/** 409 naming the field, so the form can show the message next to it. */
const taken = (field: 'username' | 'email') => new AppError(409, TAKEN_MESSAGE[field], { field })

/** What a user without a subscription row sees: not subscribed, default preferences. */
const NOT_SUBSCRIBED: Subscription = {
  isActive: false,
  isPending: false,
  subscribedAt: null,
  preferences: { frequency: DEFAULT_FREQUENCY, topics: [] },
}

/**
 * Creates a (never admin) user and an active subscription in one transaction, then signs them in.
 * Every attempt that passes validation counts against the address, since each answer can reveal
 * whether a username or email is registered.
 */
export async function signup(deps: MailDeps, body: SignupBody, clientAddress: string): Promise<SignedIn> {
  const { sql } = deps
  const key = signupAddressKey(clientAddress)
  await reserveAttempt(sql, key, SIGNUP_ADDRESS_POLICY, 'Too many sign-up attempts from this address.')
  const email = body.email.trim()
  const takenField = await users.findTakenField(sql, body.username, email)
  if (takenField) throw taken(takenField)
  await checkChosenTopics(sql, body.topics ?? [], 'topics')
  const passwordHash = await hashPassword(body.password)
  const preferences: Preferences = {
    frequency: body.frequency ?? DEFAULT_FREQUENCY,
    topics: body.topics ?? [],
  }
  try {
    const user = await inTransaction(sql, async (t) => {
      const created = await users.insertUser(t, {
        username: body.username,
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        passwordHash,
      })
      const subscription = await newsletter.upsertActiveSubscription(
        t,
        created.id,
        preferences,
        !deps.config.mail.doubleOptIn,
      )
      await afterSubscribe(deps, t, created, subscription)
      return created
    })
    return startSession(sql, user)
  } catch (error) {
    const field = users.takenFieldOfError(error)
    if (field) throw taken(field)
    throw error
  }
}

export async function getSubscription(sql: Sql, userId: number): Promise<Subscription> {
  return (await newsletter.findSubscription(sql, userId)) ?? NOT_SUBSCRIBED
}

/**
 * Subscribes, or saves new preferences. A subscription that becomes active either waits for its
 * confirmation link (double opt-in, a new address) or starts (the owner's note, the welcome); editing
 * preferences sends nothing.
 */
export async function subscribe(
  deps: MailDeps,
  user: PublicUser,
  preferences: Preferences,
): Promise<Subscription> {
  return inTransaction(deps.sql, async (t) => {
    const before = await newsletter.findSubscription(t, user.id)
    // Topics retired since the reader chose them stay theirs; new choices must be offered ones.
    await checkChosenTopics(t, preferences.topics, 'preferences.topics', before?.preferences.topics)
    // Without an address nothing can be confirmed (or sent): such a subscription is not held pending.
    const confirmed = !deps.config.mail.doubleOptIn || !user.email
    const after = await newsletter.upsertActiveSubscription(t, user.id, preferences, confirmed)
    if (!before?.isActive) await afterSubscribe(deps, t, user, after)
    return after
  })
}

/** A subscription that just became active: its confirmation link, or the owner's note if it needs none. */
export async function afterSubscribe(
  deps: MailDeps,
  tx: Sql,
  user: PublicUser,
  subscription: Subscription,
): Promise<void> {
  if (subscription.isPending) await sendConfirmation(deps, tx, user)
  else await subscriptionStarted(deps, tx, user, subscription)
}

/** Sends a fresh confirmation link (the earlier one stops working); throttled per account. */
export async function resendConfirmation(deps: MailDeps, user: PublicUser): Promise<Subscription> {
  const current = await newsletter.findSubscription(deps.sql, user.id)
  if (!current?.isPending) throw new AppError(409, 'Your subscription is not waiting for confirmation')
  await reserveAttempt(
    deps.sql,
    `optin:user:${user.id}`,
    CONFIRMATION_RESEND_POLICY,
    'Too many confirmation emails requested.',
  )
  await inTransaction(deps.sql, (tx) => sendConfirmation(deps, tx, user))
  return current
}

const INVALID_CONFIRMATION = 'This confirmation link is invalid, was already used or has expired'

/**
 * Opens the link from the confirmation email: the pending subscription becomes active and confirmed,
 * and the owner's note and the reader's welcome are queued with it.
 */
export async function confirmSubscription(deps: MailDeps, token: string): Promise<Subscription> {
  return inTransaction(deps.sql, async (t) => {
    const used = await consumeToken(t, 'confirm-subscription', token)
    if (!used) throw badRequest(INVALID_CONFIRMATION)
    const confirmed = await newsletter.confirmSubscription(t, used.userId)
    const user = await users.findUserById(t, used.userId)
    if (confirmed && user) await subscriptionStarted(deps, t, user, confirmed)
    return confirmed ?? (await newsletter.findSubscription(t, used.userId)) ?? NOT_SUBSCRIBED
  })
}

/** Idempotent: unsubscribing twice, or without ever subscribing, leaves the user not subscribed. */
export async function unsubscribe(sql: Sql, userId: number): Promise<Subscription> {
  return (await newsletter.deactivateSubscription(sql, userId)) ?? NOT_SUBSCRIBED
}
