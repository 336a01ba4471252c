import type { Composed, SiteInfo } from './messages.tsx'
import { renderMail } from './render.ts'
import { AccountDeletedEmail, accountDeletedSubject } from './templates/AccountDeletedEmail.tsx'
import { EmailChangedEmail, emailChangedSubject } from './templates/EmailChangedEmail.tsx'

/*
 * Notices about the reader's own account that need no link to act on: the receipt for a deletion and
 * the warning to the old address after an address change. Kept apart from messages.tsx (the messages
 * with a mailed link).
 */

/**
 * `newname@example.com` as `n***@example.com`: enough for the owner of the old address to recognise
 * their own new one, not enough to hand a stranger holding the old inbox the new address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${email[0]}***${email.slice(at)}`
}

export async function emailChangedMail(
  site: SiteInfo,
  username: string,
  newEmail: string,
): Promise<Composed> {
  const rendered = await renderMail(
    <EmailChangedEmail site={site} username={username} maskedNewEmail={maskEmail(newEmail)} />,
  )
  return { subject: emailChangedSubject(site), ...rendered }
}

export async function accountDeletedMail(site: SiteInfo, username: string): Promise<Composed> {
  const rendered = await renderMail(<AccountDeletedEmail site={site} username={username} />)
  return { subject: accountDeletedSubject(site), ...rendered }
}
