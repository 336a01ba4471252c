import { EmailLayout, Paragraph, type SiteInfo } from './layout.tsx'

export interface AccountDeletedProps {
  site: SiteInfo
  username: string
}

export const accountDeletedSubject = (site: SiteInfo) => `Your account on ${site.siteName} was deleted`

/** The receipt for "Delete my account", sent to the address the account had. */
export function AccountDeletedEmail({ site, username }: AccountDeletedProps) {
  return (
    <EmailLayout
      title={accountDeletedSubject(site)}
      preview="Your account and its data are deleted"
      site={site}
      footer="This is the last email you get about this account. You can sign up again at any time."
    >
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Your account was deleted, as you asked, with everything kept about it: your profile, your newsletter
        subscription and the list of emails sent to you. You will get no more newsletters.
      </Paragraph>
      <Paragraph>If this wasn't you, reply to this email and tell the site's owner.</Paragraph>
    </EmailLayout>
  )
}
