import { hasPassword } from '../../modules/account/service.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import { builder } from '../builder.ts'
import { DateTime } from './DateTime.ts'

const UserRef = builder.objectRef<PublicUser>('User').implement({
  description: 'A site account. Only the signed-in user can read their own.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the account.' }),
    username: t.exposeString('username', { description: 'Sign-in name, unique.' }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'E-mail address; null when none was given.',
    }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'Given name, if known.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Family name, if known.' }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Administrators manage the site content.' }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'Member since.' }),
    hasPassword: t.boolean({
      description:
        'Whether the account signs in with a password; false for a reader who subscribed with their address alone and signs in by mailed links.',
      resolve: (user, _args, ctx) => hasPassword(ctx.deps.sql, user.id),
    }),
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
