import { inTransaction, type Sql } from '../../db/client.ts'
import { listMailLogOfUser } from '../../db/mail.ts'
import { deleteSessionsOfUser } from '../../db/sessions.ts'
import * as users from '../../db/users.ts'
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts'
import type { ChangeEmailBody } from '../../shared/inputs/account.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import { hashPassword, type SignedIn, startSession, verifyPassword } from '../auth/service.ts'
import { reserveAttempt, type ThrottlePolicy } from '../auth/throttle.ts'
import { accountDeletedMail, emailChangedMail } from '../mail/account-notices.tsx'
import { mailIdentity } from '../mail/identity.ts'
import { resetPasswordMail, verifyEmailChangeMail } from '../mail/messages.tsx'
import { enqueueMail, type MailDeps } from '../mail/service.ts'
import { getSubscription } from '../newsletter/service.ts'
import { consumeToken, isTokenLive, mailTokenLink, throttleLinkRequest } from './tokens.ts'

const HOUR_MS = 60 * 60 * 1000

/** The mail log's kind for the receipt of a deletion (the sweep removes these rows after a week). */
export const ACCOUNT_DELETED_MAIL = 'account-deleted'

/** Verification emails for a new address, per account. */
const EMAIL_CHANGE_POLICY: ThrottlePolicy = { limit: 5, windowMs: HOUR_MS, blockMs: HOUR_MS }

export const RESET_REQUESTED =
  'If an account uses that address, an email with a link to reset its password is on its way.'
const INVALID_RESET_LINK = 'This reset link is invalid, was already used or has expired'
const INVALID_EMAIL_LINK = 'This confirmation link is invalid, was already used or has expired'

/**
 * "Forgot password?": mails a single-use reset link when an account uses the address. The answer is
 * the same either way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  deps: MailDeps,
  email: string,
  clientAddress: string,
): Promise<{ message: string }> {
  await throttleLinkRequest(deps.sql, 'reset', email, clientAddress, 'Too many password reset requests.')
  const user = await users.findUserByEmail(deps.sql, email.trim())
  if (user?.email) {
    await inTransaction(deps.sql, (t) =>
      mailTokenLink(
        deps,
        t,
        { purpose: 'reset-password', userId: user.id, path: '/auth/reset', to: user.email! },
        (site, url) => resetPasswordMail(site, user.username, url),
      ),
    )
  }
  return { message: RESET_REQUESTED }
}

/**
 * Sets the new password from a reset link, ends every session of the account (whoever else was signed
 * in, perhaps with the old password, is out) and signs this browser in with a new one.
 */
export async function resetPassword(sql: Sql, token: string, password: string): Promise<SignedIn> {
  // Checked first so a dead link costs no password hashing.
  if (!(await isTokenLive(sql, 'reset-password', token))) throw badRequest(INVALID_RESET_LINK)
  const passwordHash = await hashPassword(password)
  const user = await inTransaction(sql, async (t) => {
    const used = await consumeToken(t, 'reset-password', token)
    if (!used) throw badRequest(INVALID_RESET_LINK)
    await users.updatePasswordHash(t, used.userId, passwordHash)
    await deleteSessionsOfUser(t, used.userId)
    return users.findUserById(t, used.userId)
  })
  if (!user) throw badRequest(INVALID_RESET_LINK)
  return startSession(sql, user)
}

/** Sends a verification link to the new address; the account keeps its address until it is opened. */
export async function requestEmailChange(
  deps: MailDeps,
  user: PublicUser,
  body: ChangeEmailBody,
): Promise<{ message: string }> {
  const email = body.email.trim()
  if (email.toLowerCase() === user.email?.toLowerCase()) {
    throw badRequest('That is already your email address', { field: 'email' })
  }
  await verifyPassword(deps.sql, user.id, body.password)
  if (await users.findUserByEmail(deps.sql, email)) {
    throw new AppError(409, 'An account with that email already exists', { field: 'email' })
  }
  await reserveAttempt(
    deps.sql,
    `email-change:user:${user.id}`,
    EMAIL_CHANGE_POLICY,
    'Too many address changes.',
  )
  await inTransaction(deps.sql, (t) =>
    mailTokenLink(
      deps,
      t,
      { purpose: 'change-email', userId: user.id, path: '/account/confirm-email', to: email, email },
      (site, url) => verifyEmailChangeMail(site, user.username, email, url),
    ),
  )
  return { message: `We sent a link to ${email}. Your address changes when you open it.` }
}

/**
 * Opens the verification link: the new address replaces the old one, and the old address is told (a
 * reader whose password was guessed would otherwise learn of it only when mail stops coming). The
 * notice is queued in the change's transaction: it goes out exactly when the change holds.
 */
export async function confirmEmailChange(deps: MailDeps, token: string): Promise<PublicUser> {
  try {
    return await inTransaction(deps.sql, async (t) => {
      const used = await consumeToken(t, 'change-email', token)
      const before = used?.email ? await users.findUserById(t, used.userId) : undefined
      const user = before && used?.email ? await users.updateEmail(t, used.userId, used.email) : undefined
      if (!user?.email) throw badRequest(INVALID_EMAIL_LINK)
      if (before?.email && before.email.toLowerCase() !== user.email.toLowerCase()) {
        const site = await mailIdentity(t, deps.config)
        const mail = await emailChangedMail(site, user.username, user.email)
        await enqueueMail(
          deps,
          { ...mail, to: before.email, kind: 'email-changed', userId: user.id, sender: site },
          { tx: t },
        )
      }
      return user
    })
  } catch (error) {
    // Someone else took the address between the request and the click.
    if (users.takenFieldOfError(error) === 'email') {
      throw new AppError(409, 'An account with that email already exists', { field: 'email' })
    }
    throw error
  }
}

/** Whether the reader signs in with a password; an email-only reader uses mailed links until they choose one. */
export const hasPassword = (sql: Sql, userId: number): Promise<boolean> => users.hasPassword(sql, userId)

/** Everything we keep about a reader, for 'Download my data'. */
export async function exportData(sql: Sql, user: PublicUser) {
  return {
    exportedAt: new Date().toISOString(),
    profile: user,
    subscription: await getSubscription(sql, user.id),
    mail: await listMailLogOfUser(sql, user.id),
  }
}

/**
 * 'Delete my account', after the password is entered again. The admin account is the site's own and
 * is managed through ADMIN_USERNAME / ADMIN_PASSWORD, not here.
 *
 * A receipt goes to the address the account had, queued in the deletion's transaction while the row is
 * still there (no deletion, no mail). It is logged without the account (`userId` null): the account's
 * own log rows go with it, and the worker skips a message whose log row is gone. The sweep deletes that
 * row a week after it is sent (docs/decisions/230-account-notices.md).
 */
export async function deleteAccount(deps: MailDeps, user: PublicUser, password: string): Promise<void> {
  if (user.isAdmin) throw forbidden('The administrator account cannot be deleted from the dashboard')
  await verifyPassword(deps.sql, user.id, password)
  const site = await mailIdentity(deps.sql, deps.config)
  const receipt = user.email ? await accountDeletedMail(site, user.username) : undefined
  await inTransaction(deps.sql, async (t) => {
    if (receipt && user.email) {
      await enqueueMail(
        deps,
        { ...receipt, to: user.email, kind: ACCOUNT_DELETED_MAIL, sender: site },
        { tx: t },
      )
    }
    // Deleted meanwhile (a second tab): the receipt was already sent from there.
    if (!(await users.deleteUser(t, user.id))) throw notFound('This account was already deleted')
  })
}
