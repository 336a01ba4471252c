import { composeMail, type SiteInfo } from './messages.tsx'
import { Action, Paragraph } from './templates/layout.tsx'

/**
 * Why the link was sent: the reader asked for it on a sign-in form, or someone tried to subscribe an
 * address that already has an account (the form's answer is the same for every address, so the
 * account's owner hears of it here, with a way in; docs/decisions/233).
 */
export type SignInLinkReason = 'requested' | 'already-a-reader'

/** The one-time sign-in link ("magic link"), asked for or sent to an address that tried to subscribe again. */
export function signInLinkMail(site: SiteInfo, name: string, signInUrl: string, reason: SignInLinkReason) {
  const requested = reason === 'requested'
  return composeMail(
    {
      site,
      subject: requested
        ? `Your sign-in link for ${site.siteName}`
        : `You already get ${site.siteName}'s newsletter`,
      preview: requested
        ? 'One click to sign in, no password needed'
        : 'This address already has an account: sign in to manage it',
      footer: requested
        ? 'If you did not ask for this, ignore this email: nobody can sign in without the link.'
        : 'If it was not you, ignore this email: nothing about your account or subscription changed.',
    },
    <>
      <Paragraph>Hi {name},</Paragraph>
      {requested ? (
        <Paragraph>Here is your link to sign in. It works once, for 15 minutes.</Paragraph>
      ) : (
        <Paragraph>
          Someone, probably you, asked to subscribe this address to the newsletter. It already has an account
          here, so nothing changed. To choose how often you get it, or to subscribe again, sign in with this
          link. It works once, for 15 minutes.
        </Paragraph>
      )}
      <Action href={signInUrl}>Sign in</Action>
    </>,
  )
}
