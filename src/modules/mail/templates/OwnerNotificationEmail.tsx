import { EmailLayout, Paragraph, type SiteInfo, Small } from './layout.tsx'

export interface OwnerNotificationProps {
  site: SiteInfo
  /** One line saying what happened, e.g. "Ada Reader subscribed to the newsletter." */
  summary: string
  /** Label and value pairs shown under the summary. */
  details: [string, string][]
}

export const ownerNotificationSubject = (summary: string) => `[Site] ${summary}`

/** A short note to the owner: a new subscriber, or an address left in the contact form. */
export function OwnerNotificationEmail({ site, summary, details }: OwnerNotificationProps) {
  return (
    <EmailLayout
      title={ownerNotificationSubject(summary)}
      preview={summary}
      site={site}
      footer="You get these notes because you own this site. Turn them off with NOTIFY_OWNER_ON_SUBSCRIBE=false or NOTIFY_OWNER_ON_CONTACT=false."
    >
      <Paragraph>{summary}</Paragraph>
      {details.map(([label, value]) => (
        <Small key={label}>
          {label}: {value}
        </Small>
      ))}
    </EmailLayout>
  )
}
