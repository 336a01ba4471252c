import { Action, EmailLayout, Paragraph, type SiteInfo } from './layout.tsx'

export interface VerifyEmailChangeProps {
  site: SiteInfo
  username: string
  newEmail: string
  verifyUrl: string
}

export const verifyEmailChangeSubject = (site: SiteInfo) =>
  `Confirm your new email address for ${site.siteName}`

/** Sent to the new address: the change takes effect only when this link is opened. */
export function VerifyEmailChangeEmail({ site, username, newEmail, verifyUrl }: VerifyEmailChangeProps) {
  return (
    <EmailLayout
      title={verifyEmailChangeSubject(site)}
      preview="Confirm your new email address"
      site={site}
      footer="If you did not ask for this change, ignore this email: the account keeps its current address."
    >
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Open the link below to use {newEmail} for your account from now on. It works once, for 48 hours.
      </Paragraph>
      <Action href={verifyUrl}>Confirm new address</Action>
    </EmailLayout>
  )
}
