import { inTransaction, type Sql } from '../../db/client.ts'
import * as users from '../../db/users.ts'
import { badRequest } from '../../errors.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import { type SignedIn, startSession } from '../auth/service.ts'
import type { MailDeps } from '../mail/service.ts'
import { type SignInLinkReason, signInLinkMail } from '../mail/sign-in-mails.tsx'
import { consumeToken, mailTokenLink, throttleLinkRequest } from './tokens.ts'

/*
 * Sign-in by a one-time link mailed to the reader ("magic link", docs/decisions/233): what an email-only
 * reader has instead of a password, and a way in for any reader who forgot theirs. Built like the
 * password reset (decision 191): the same throttles, the same answer whatever the address.
 */

export const SIGN_IN_LINK_SENT =
  'If a reader uses that address, a sign-in link is on its way. It works once, for 15 minutes.'
export const INVALID_SIGN_IN_LINK = 'This sign-in link is invalid, was already used or has expired'

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
  await throttleLinkRequest(
    deps.sql,
    'sign-in-link',
    email,
    clientAddress,
    'Too many sign-in links requested.',
  )
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
