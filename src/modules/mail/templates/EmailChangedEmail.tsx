import { EmailLayout, Paragraph, type SiteInfo } from './layout.tsx'

export interface EmailChangedProps {
  site: SiteInfo
  username: string
  /** The new address, partly hidden (maskEmail): this mail goes to the old one, which may not be theirs. */
  maskedNewEmail: string
}

export const emailChangedSubject = (site: SiteInfo) => `Your email address for ${site.siteName} was changed`

/**
 * Sent to the old address once a change is confirmed: the one warning a reader whose password was
 * guessed gets, since every later mail (password resets included) goes to the new address.
 */
export function EmailChangedEmail({ site, username, maskedNewEmail }: EmailChangedProps) {
  return (
    <EmailLayout
      title={emailChangedSubject(site)}
      preview={`Your email address was changed to ${maskedNewEmail}`}
      site={site}
      footer="We sent this to your previous address so that you know about the change. It gets no more mail about this account."
    >
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Your email address was changed to {maskedNewEmail}. Mail about your account and the newsletter goes
        there from now on.
      </Paragraph>
      <Paragraph>
        If this wasn't you, reply to this email straight away: someone who knows your password changed it, and
        the site's owner can put your address back.
      </Paragraph>
    </EmailLayout>
  )
}
