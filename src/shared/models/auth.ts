import { type Static, Type as t } from '@sinclair/typebox'

/** The signed-in user as the API shows it; the password hash never leaves the users query module. */
export const PublicUser = t.Object({
  id: t.Integer(),
  username: t.String(),
  email: t.Union([t.String(), t.Null()]),
  firstName: t.Union([t.String(), t.Null()]),
  lastName: t.Union([t.String(), t.Null()]),
  isAdmin: t.Boolean(),
  createdAt: t.Date(),
})
export type PublicUser = Static<typeof PublicUser>
