import { type RenderedMail, renderMail } from './render.ts'
import {
  ConfirmSubscriptionEmail,
  confirmSubscriptionSubject,
} from './templates/ConfirmSubscriptionEmail.tsx'
import type { SiteInfo } from './templates/layout.tsx'
import { OwnerNotificationEmail, ownerNotificationSubject } from './templates/OwnerNotificationEmail.tsx'
import { ResetPasswordEmail, resetPasswordSubject } from './templates/ResetPasswordEmail.tsx'
import { VerifyEmailChangeEmail, verifyEmailChangeSubject } from './templates/VerifyEmailChangeEmail.tsx'

export type { SiteInfo }

/** Subject, HTML and text of one message, ready for enqueueMail. */
export type Composed = RenderedMail & { subject: string }

export async function confirmSubscriptionMail(
  site: SiteInfo,
  firstName: string,
  confirmUrl: string,
): Promise<Composed> {
  const rendered = await renderMail(
    <ConfirmSubscriptionEmail site={site} firstName={firstName} confirmUrl={confirmUrl} />,
  )
  return { subject: confirmSubscriptionSubject(site), ...rendered }
}

export async function resetPasswordMail(
  site: SiteInfo,
  username: string,
  resetUrl: string,
): Promise<Composed> {
  const rendered = await renderMail(
    <ResetPasswordEmail site={site} username={username} resetUrl={resetUrl} />,
  )
  return { subject: resetPasswordSubject(site), ...rendered }
}

export async function verifyEmailChangeMail(
  site: SiteInfo,
  username: string,
  newEmail: string,
  verifyUrl: string,
): Promise<Composed> {
  const rendered = await renderMail(
    <VerifyEmailChangeEmail site={site} username={username} newEmail={newEmail} verifyUrl={verifyUrl} />,
  )
  return { subject: verifyEmailChangeSubject(site), ...rendered }
}

export async function ownerNotificationMail(
  site: SiteInfo,
  summary: string,
  details: [string, string][],
): Promise<Composed> {
  const rendered = await renderMail(
    <OwnerNotificationEmail site={site} summary={summary} details={details} />,
  )
  return { subject: ownerNotificationSubject(summary), ...rendered }
}
