import { type Static, Type as t } from '@sinclair/typebox'
import { Text } from '../../http/text.ts'

/** The signed-in user as the API shows it; the password hash never leaves the users query module. */
export const PublicUser = t.Object({
  id: t.Integer(),
  username: t.String(),
  email: t.Union([t.String(), t.Null()]),
  firstName: t.Union([t.String(), t.Null()]),
  lastName: t.Union([t.String(), t.Null()]),
  isAdmin: t.Boolean(),
  createdAt: t.String(),
})
export type PublicUser = Static<typeof PublicUser>

export const LoginBody = t.Object(
  {
    username: Text({ minLength: 1, maxLength: 256, error: 'Username is required' }),
    // Passwords are only hashed, never stored or shown as text, so the text rule does not apply.
    password: t.String({ minLength: 1, maxLength: 256, error: 'Password is required' }),
  },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBody>
