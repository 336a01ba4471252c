import type { PublicUser } from '../../src/modules/auth/model.ts'
import { builder } from '../builder.ts'

export const UserRef = builder.objectRef<PublicUser>('User').implement({
  description: 'A site account. Only the signed-in user can read their own.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Administrators manage the site content.' }),
    createdAt: t.exposeString('createdAt', { description: 'Member since (ISO 8601).' }),
  }),
})

builder.queryFields((t) => ({
  me: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (_root, _args, ctx) => ctx.currentUser(),
  }),
}))
