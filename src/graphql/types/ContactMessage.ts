import type { ContactMessage } from '../../modules/contact/model.ts'
import { countUnreadContactMessages, listContactMessages } from '../../modules/contact/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { DateTime } from './DateTime.ts'

export const ContactMessageRef = builder.objectRef<ContactMessage>('ContactMessage').implement({
  description: 'An address a visitor left in the header\'s "I\'ll reach out to you" form.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the message.' }),
    email: t.exposeString('email', { description: 'The address the visitor wants to be contacted at.' }),
    page: t.exposeString('page', {
      description: 'Path of the page the form was sent from, e.g. /project/3.',
    }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'When it arrived.' }),
    handledAt: t.expose('handledAt', {
      type: DateTime,
      nullable: true,
      description: 'When the administrator marked it handled; null while it is unread.',
    }),
  }),
})

builder.objectFields(AdminRef, (t) => ({
  contactMessages: t.field({
    type: [ContactMessageRef],
    description: 'Every message of the contact inbox, newest first.',
    resolve: (_admin, _args, ctx) => listContactMessages(ctx.deps.sql),
  }),
  unreadContactMessages: t.int({
    description: 'How many messages are not marked handled yet.',
    resolve: (_admin, _args, ctx) => countUnreadContactMessages(ctx.deps.sql),
  }),
}))
