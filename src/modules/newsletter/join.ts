import { inTransaction, type Sql } from '../../db/client.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as users from '../../db/users.ts'
import { DEFAULT_FREQUENCY } from '../../shared/enums.ts'
import type { JoinBody } from '../../shared/inputs/newsletter.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import { mailSignInLink } from '../account/sign-in-link.ts'
import {
  reserveAttempt,
  SIGNUP_ADDRESS_POLICY,
  signupAddressKey,
  type ThrottlePolicy,
} from '../auth/throttle.ts'
import type { MailDeps } from '../mail/service.ts'
import { randomSuffix, usernameBase } from '../readers/usernames.ts'
import { sendConfirmation } from './opt-in.ts'
import { afterSubscribe } from './service.ts'

const HOUR_MS = 60 * 60 * 1000

/*
 * Subscribing with an email address alone (issue 21 item 5, docs/decisions/233). Whoever types an
 * address proves nothing about it, so this never reveals whether the address has an account and never
 * changes an existing reader: a new address becomes an email-only reader (no names, no password), an
 * address that already has an account is mailed a way in instead. The answer depends only on whether
 * the subscription waits for its confirmation link.
 */

/**
 * Subscriptions per typed address, whether or not it has an account (so a 429 reveals nothing): every
 * attempt mails that inbox, and three an hour is plenty for a lost message.
 */
const JOIN_EMAIL_POLICY: ThrottlePolicy = { limit: 3, windowMs: HOUR_MS, blockMs: HOUR_MS }
const joinEmailKey = (email: string) => `join:email:${email.trim().toLowerCase()}`

export const JOIN_PENDING_MESSAGE =
  'Almost done: check your inbox and open the link we sent to confirm your subscription. It works for 48 hours.'
export const JOIN_ACTIVE_MESSAGE = 'Thanks for subscribing! The next issue will come to your inbox.'

export interface JoinResult {
  message: string
  /** Whether the subscription waits for the confirmation link (double opt-in). */
  pending: boolean
}

/**
 * A new email-only reader; undefined when the address got an account meanwhile (a concurrent request).
 * Usernames are unique: a taken one gets a short random suffix.
 */
async function createEmailOnlyReader(tx: Sql, email: string): Promise<PublicUser | undefined> {
  const base = usernameBase(email)
  for (let attempt = 0; attempt < 8; attempt++) {
    const username = attempt === 0 ? base : `${base}-${randomSuffix()}`
    const created = await users.insertEmailOnlyUser(tx, { username, email })
    if (created) return created
    if (await users.findUserByEmail(tx, email)) return undefined
  }
  throw new Error('No free username for a new reader')
}

/**
 * `confirm`: the subscription waits for its link (the site's form follows NEWSLETTER_DOUBLE_OPT_IN;
 * the embeddable form always asks, since any page anywhere can post it).
 */
export async function joinByEmail(
  deps: MailDeps,
  body: JoinBody,
  clientAddress: string,
  options: { confirm: boolean },
): Promise<JoinResult> {
  const { sql } = deps
  await reserveAttempt(
    sql,
    signupAddressKey(clientAddress),
    SIGNUP_ADDRESS_POLICY,
    'Too many sign-up attempts from this address.',
  )
  const email = body.email.trim()
  await reserveAttempt(
    sql,
    joinEmailKey(email),
    JOIN_EMAIL_POLICY,
    'Too many sign-ups for this email address.',
  )
  await inTransaction(sql, async (t) => {
    const existing = await users.findUserByEmail(t, email)
    if (existing) return tellExistingReader(deps, t, existing)
    const reader = await createEmailOnlyReader(t, email)
    if (!reader) return
    const preferences = { frequency: body.frequency ?? DEFAULT_FREQUENCY, topics: [] }
    const subscription = await newsletter.upsertActiveSubscription(
      t,
      reader.id,
      preferences,
      !options.confirm,
    )
    await afterSubscribe(deps, t, reader, subscription)
  })
  return options.confirm
    ? { message: JOIN_PENDING_MESSAGE, pending: true }
    : { message: JOIN_ACTIVE_MESSAGE, pending: false }
}

/**
 * The address already has an account, whose state stays as it is: a subscription still waiting for its
 * confirmation gets a fresh link (the lost one, most likely), any other reader a sign-in link to manage
 * their subscription. The administrator gets nothing (they sign in with their password only).
 */
async function tellExistingReader(deps: MailDeps, tx: Sql, reader: PublicUser): Promise<void> {
  if (reader.isAdmin) return
  const subscription = await newsletter.findSubscription(tx, reader.id)
  if (subscription?.isPending) await sendConfirmation(deps, tx, reader)
  else await mailSignInLink(deps, tx, reader, 'already-a-reader')
}
