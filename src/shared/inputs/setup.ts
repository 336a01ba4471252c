import { type Static, Type as t } from '@sinclair/typebox'
import { EmailAddress } from './newsletter.ts'

/** The first-run owner setup: the token the server printed, and the admin account to create. */
export const OwnerSetupBody = t.Object(
  {
    token: t.String({
      minLength: 1,
      maxLength: 128,
      error: 'The setup token from the server log is required',
    }),
    username: t.String({
      minLength: 3,
      maxLength: 32,
      pattern: '^[A-Za-z0-9._-]+$',
      error: 'Username: 3 to 32 letters, digits, dots, dashes or underscores',
    }),
    // Passwords are only hashed, never stored or shown as text, so the text rule does not apply.
    password: t.String({ minLength: 8, maxLength: 256, error: 'Password must be 8 to 256 characters long' }),
    email: t.Optional(EmailAddress),
  },
  { additionalProperties: false },
)
export type OwnerSetupBody = Static<typeof OwnerSetupBody>
