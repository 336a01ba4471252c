import type { Composed, SiteInfo } from './messages.tsx'
import { renderMail } from './render.ts'
import { SignInLinkEmail, type SignInLinkReason, signInLinkSubject } from './templates/SignInLinkEmail.tsx'

export type { SignInLinkReason }

/** The one-time sign-in link ("magic link"), asked for or sent to an address that tried to subscribe again. */
export async function signInLinkMail(
  site: SiteInfo,
  name: string,
  signInUrl: string,
  reason: SignInLinkReason,
): Promise<Composed> {
  const rendered = await renderMail(
    <SignInLinkEmail site={site} name={name} signInUrl={signInUrl} reason={reason} />,
  )
  return { subject: signInLinkSubject(site, reason), ...rendered }
}
