import type { ReactNode } from 'react'
import { type RenderedMail, renderMail } from './render.ts'
import { Action, EmailLayout, Paragraph, type SiteInfo, Small } from './templates/layout.tsx'

export type { SiteInfo }

/** Subject, HTML and text of one message, ready for enqueueMail. */
export type Composed = RenderedMail & { subject: string }

/** One message in the site's layout; the subject is its document's <title> too. */
export async function composeMail(
  { subject, ...layout }: { site: SiteInfo; subject: string; preview: string; footer: string },
  body: ReactNode,
): Promise<Composed> {
  const rendered = await renderMail(
    <EmailLayout title={subject} {...layout}>
      {body}
    </EmailLayout>,
  )
  return { subject, ...rendered }
}

/** Double opt-in: the subscription stays pending until this link is opened (valid 48 hours, once). */
export const confirmSubscriptionMail = (site: SiteInfo, firstName: string, confirmUrl: string) =>
  composeMail(
    {
      site,
      subject: `Confirm your subscription to ${site.siteName}'s newsletter`,
      preview: 'One click to confirm your newsletter subscription',
      footer:
        'You get this email because this address was used to subscribe. If that was not you, ignore it: nothing is sent until the link is opened.',
    },
    <>
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        Please confirm that you want to receive the newsletter. The link works once, for 48 hours.
      </Paragraph>
      <Action href={confirmUrl}>Confirm subscription</Action>
    </>,
  )

export const resetPasswordMail = (site: SiteInfo, username: string, resetUrl: string) =>
  composeMail(
    {
      site,
      subject: `Reset your password for ${site.siteName}`,
      preview: 'A link to choose a new password',
      footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
    <>
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your account. The link below works once, for 30 minutes;
        choosing a new password signs out every other session.
      </Paragraph>
      <Action href={resetUrl}>Choose a new password</Action>
    </>,
  )

/** Sent to the new address: the change takes effect only when this link is opened. */
export const verifyEmailChangeMail = (
  site: SiteInfo,
  username: string,
  newEmail: string,
  verifyUrl: string,
) =>
  composeMail(
    {
      site,
      subject: `Confirm your new email address for ${site.siteName}`,
      preview: 'Confirm your new email address',
      footer: 'If you did not ask for this change, ignore this email: the account keeps its current address.',
    },
    <>
      <Paragraph>Hi {username},</Paragraph>
      <Paragraph>
        Open the link below to use {newEmail} for your account from now on. It works once, for 48 hours.
      </Paragraph>
      <Action href={verifyUrl}>Confirm new address</Action>
    </>,
  )

/**
 * A short note to the owner: a new subscriber, or an address left in the contact form. `summary` says
 * what happened in one line; `details` are label and value pairs shown under it.
 */
export const ownerNotificationMail = (site: SiteInfo, summary: string, details: [string, string][]) =>
  composeMail(
    {
      site,
      subject: `[Site] ${summary}`,
      preview: summary,
      footer:
        'You get these notes because you own this site. Turn them off with NOTIFY_OWNER_ON_SUBSCRIBE=false or NOTIFY_OWNER_ON_CONTACT=false.',
    },
    <>
      <Paragraph>{summary}</Paragraph>
      {details.map(([label, value]) => (
        <Small key={label}>
          {label}: {value}
        </Small>
      ))}
    </>,
  )
