import { inTransaction, type Sql } from '../../db/client.ts'
import * as users from '../../db/users.ts'
import { badRequest } from '../../errors.ts'
import type { PublicUser } from '../auth/model.ts'
import { type SignedIn, startSession } from '../auth/service.ts'
import { reserveAttempt, type ThrottlePolicy } from '../auth/throttle.ts'
import type { MailDeps } from '../mail/service.ts'
import { type SignInLinkReason, signInLinkMail } from '../mail/sign-in-mails.tsx'
import { consumeToken, mailTokenLink } from './tokens.ts'

const HOUR_MS = 60 * 60 * 1000

/*
 * Sign-in by a one-time link mailed to the reader ("magic link", docs/decisions/233): what an email-only
 * reader has instead of a password, and a way in for any reader who forgot theirs. Built like the
 * password reset (decision 191): the same throttles, the same answer whatever the address.
 */

/** Link requests per client address: one source cannot mail every address it can guess. */
const SIGN_IN_LINK_ADDRESS_POLICY: ThrottlePolicy = { limit: 10, windowMs: HOUR_MS, blockMs: HOUR_MS }
/** Link requests per typed address, counted whether or not an account uses it (so a 429 reveals nothing). */
const SIGN_IN_LINK_EMAIL_POLICY: ThrottlePolicy = { limit: 3, windowMs: HOUR_MS, blockMs: HOUR_MS }

const signInLinkAddressKey = (clientAddress: string) => `sign-in-link:address:${clientAddress}`
const signInLinkEmailKey = (email: string) => `sign-in-link:email:${email.trim().toLowerCase()}`

export const SIGN_IN_LINK_SENT =
  'If a reader uses that address, a sign-in link is on its way. It works once, for 15 minutes.'
export const INVALID_SIGN_IN_LINK = 'This sign-in link is invalid, was already used or has expired'

const TOO_MANY_LINKS = 'Too many sign-in links requested.'

/** The mail log's kind of each reason, so a reader's data export says why the link came. */
const KIND: Record<SignInLinkReason, string> = {
  requested: 'sign-in-link',
  'already-a-reader': 'already-a-reader',
}

/**
 * Mails a fresh sign-in link (earlier unused ones stop working), queued in the caller's transaction.
 * Never for the administrator: the site's own account signs in with its password only, so a mailbox
 * alone is not a way into the admin panel.
 */
export async function mailSignInLink(
  deps: MailDeps,
  tx: Sql,
  user: PublicUser,
  reason: SignInLinkReason,
): Promise<void> {
  if (!user.email || user.isAdmin) return
  await mailTokenLink(
    deps,
    tx,
    { purpose: 'sign-in', userId: user.id, path: '/auth/link', to: user.email, kind: KIND[reason] },
    (site, url) => signInLinkMail(site, user.firstName ?? user.username, url, reason),
  )
}

/** "Email me a sign-in link": the answer is the same whether or not a reader uses the address. */
export async function requestSignInLink(
  deps: MailDeps,
  email: string,
  clientAddress: string,
): Promise<{ message: string }> {
  await reserveAttempt(
    deps.sql,
    signInLinkAddressKey(clientAddress),
    SIGN_IN_LINK_ADDRESS_POLICY,
    TOO_MANY_LINKS,
  )
  await reserveAttempt(deps.sql, signInLinkEmailKey(email), SIGN_IN_LINK_EMAIL_POLICY, TOO_MANY_LINKS)
  const user = await users.findUserByEmail(deps.sql, email.trim())
  if (user) await inTransaction(deps.sql, (t) => mailSignInLink(deps, t, user, 'requested'))
  return { message: SIGN_IN_LINK_SENT }
}

/** Uses the link up and starts a new session (a new token, as at every sign-in). */
export async function signInWithLink(sql: Sql, token: string): Promise<SignedIn> {
  const used = await consumeToken(sql, 'sign-in', token)
  const user = used ? await users.findUserById(sql, used.userId) : undefined
  // An account made admin after the link was sent: still no mailbox way into the panel.
  if (!user || user.isAdmin) throw badRequest(INVALID_SIGN_IN_LINK)
  return startSession(sql, user)
}
