import { builder } from '../builder.ts'

/** No data of its own: being non-null is the proof that the reader is an administrator. */
type AdminArea = Record<string, never>

/**
 * The administrator's own reads; its fields are added by the files of the types they list
 * (ContactMessage.ts, Reader.ts, OutboxMessage.ts, SiteMail.ts), like every type's query fields.
 */
export const AdminRef = builder.objectRef<AdminArea>('Admin').implement({
  description:
    "What only the administrator may read: the contact inbox, the readers, the outbox and the site's mail settings.",
})

builder.queryFields((t) => ({
  admin: t.field({
    type: AdminRef,
    nullable: true,
    description:
      'Administrator-only data; null unless the signed-in user is an administrator, so one page query can ask for it whoever is signed in.',
    resolve: async (_root, _args, ctx) => ((await ctx.currentUser())?.isAdmin ? {} : null),
  }),
}))
