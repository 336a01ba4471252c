import { type Static, Type as t } from '@sinclair/typebox'
import { EmailAddress } from './newsletter.ts'

/** The token from a mailed link (confirmation, password reset, new address, sign-in). */
const Token = t.String({
  minLength: 1,
  maxLength: 128,
  error: 'The link is incomplete: its token is missing',
})

// Passwords are only hashed, never stored or shown as text, so the text rule does not apply.
const CurrentPassword = t.String({ minLength: 1, maxLength: 256, error: 'Password is required' })
const NewPassword = t.String({
  minLength: 8,
  maxLength: 256,
  error: 'Password must be 8 to 256 characters long',
})

export const ForgotPasswordBody = t.Object({ email: EmailAddress }, { additionalProperties: false })
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>

/** "Email me a sign-in link" (docs/decisions/233). */
export const SignInLinkBody = t.Object({ email: EmailAddress }, { additionalProperties: false })
export type SignInLinkBody = Static<typeof SignInLinkBody>

export const ResetPasswordBody = t.Object(
  { token: Token, password: NewPassword },
  { additionalProperties: false },
)
export type ResetPasswordBody = Static<typeof ResetPasswordBody>

export const TokenBody = t.Object({ token: Token }, { additionalProperties: false })
export type TokenBody = Static<typeof TokenBody>

export const ChangeEmailBody = t.Object(
  { email: EmailAddress, password: CurrentPassword },
  { additionalProperties: false },
)
export type ChangeEmailBody = Static<typeof ChangeEmailBody>

export const DeleteAccountBody = t.Object({ password: CurrentPassword }, { additionalProperties: false })
export type DeleteAccountBody = Static<typeof DeleteAccountBody>
