import { Action, EmailLayout, Paragraph, type SiteInfo } from './layout.tsx'

export interface ConfirmSubscriptionProps {
  site: SiteInfo
  firstName: string
  confirmUrl: string
}

export const confirmSubscriptionSubject = (site: SiteInfo) =>
  `Confirm your subscription to ${site.siteName}'s newsletter`

/** Double opt-in: the subscription stays pending until this link is opened (valid 48 hours, once). */
export function ConfirmSubscriptionEmail({ site, firstName, confirmUrl }: ConfirmSubscriptionProps) {
  return (
    <EmailLayout
      title={confirmSubscriptionSubject(site)}
      preview="One click to confirm your newsletter subscription"
      site={site}
      footer="You get this email because this address was used to subscribe. If that was not you, ignore it: nothing is sent until the link is opened."
    >
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        Please confirm that you want to receive the newsletter. The link works once, for 48 hours.
      </Paragraph>
      <Action href={confirmUrl}>Confirm subscription</Action>
    </EmailLayout>
  )
}
