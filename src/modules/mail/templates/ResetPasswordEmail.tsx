import { Action, EmailLayout, Paragraph, type SiteInfo } from './layout.tsx'

export interface ResetPasswordProps {
  site: SiteInfo
  username: string
  resetUrl: string
}

export const resetPasswordSubject = (site: SiteInfo) => `Reset your password for ${site.siteName}`

export function ResetPasswordEmail({ site, username, resetUrl }: ResetPasswordProps) {
  return (
    <EmailLayout
      title={resetPasswordSubject(site)}
      preview="A link to choose a new password"
      site={site}
      footer="If you did not ask for this, ignore this email: your password stays as it is."
    >
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your account. The link below works once, for 30 minutes;
        choosing a new password signs out every other session.
      </Paragraph>
      <Action href={resetUrl}>Choose a new password</Action>
    </EmailLayout>
  )
}
