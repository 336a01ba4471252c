import { type Static, Type as t } from '@sinclair/typebox'

export const LoginBody = t.Object({
  username: t.String({ minLength: 1, maxLength: 256, error: 'Username is required' }),
  password: t.String({ minLength: 1, maxLength: 256, error: 'Password is required' }),
})
export type LoginBody = Static<typeof LoginBody>
