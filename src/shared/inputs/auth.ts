import { type Static, Type as t } from '@sinclair/typebox'
import { Text } from '../text.ts'

export const LoginBody = t.Object(
  {
    username: Text({ minLength: 1, maxLength: 256, error: 'Username is required' }),
    // Passwords are only hashed, never stored or shown as text, so the text rule does not apply.
    password: t.String({ minLength: 1, maxLength: 256, error: 'Password is required' }),
  },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBody>
