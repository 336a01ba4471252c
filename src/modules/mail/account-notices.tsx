import { composeMail, type SiteInfo } from './messages.tsx'
import { Paragraph } from './templates/layout.tsx'

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

/**
 * Sent to the old address once a change is confirmed: the one warning a reader whose password was
 * guessed gets, since every later mail (password resets included) goes to the new address.
 */
export function emailChangedMail(site: SiteInfo, username: string, newEmail: string) {
  const masked = maskEmail(newEmail)
  return composeMail(
    {
      site,
      subject: `Your email address for ${site.siteName} was changed`,
      preview: `Your email address was changed to ${masked}`,
      footer:
        'We sent this to your previous address so that you know about the change. It gets no more mail about this account.',
    },
    <>
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Your email address was changed to {masked}. Mail about your account and the newsletter goes there from
        now on.
      </Paragraph>
      <Paragraph>
        If this wasn't you, reply to this email straight away: someone who knows your password changed it, and
        the site's owner can put your address back.
      </Paragraph>
    </>,
  )
}

/** The receipt for "Delete my account", sent to the address the account had. */
export const accountDeletedMail = (site: SiteInfo, username: string) =>
  composeMail(
    {
      site,
      subject: `Your account on ${site.siteName} was deleted`,
      preview: 'Your account and its data are deleted',
      footer: 'This is the last email you get about this account. You can sign up again at any time.',
    },
    <>
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Your account was deleted, as you asked, with everything kept about it: your profile, your newsletter
        subscription and the list of emails sent to you. You will get no more newsletters.
      </Paragraph>
      <Paragraph>If this wasn't you, reply to this email and tell the site's owner.</Paragraph>
    </>,
  )
