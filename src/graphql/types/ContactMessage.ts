import type { ContactMessage } from '../../modules/contact/model.ts'
import { contactMessagePage, countUnreadContactMessages } from '../../modules/contact/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { DateTime } from './DateTime.ts'
import { pageArgs, pageRef, windowOf } from './Page.ts'

const ContactMessageRef = builder.objectRef<ContactMessage>('ContactMessage').implement({
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

const ContactMessagePageRef = pageRef('ContactMessagePage', ContactMessageRef, 'the contact inbox')

builder.objectFields(AdminRef, (t) => ({
  contactMessages: t.field({
    type: ContactMessagePageRef,
    description:
      'Messages of the contact inbox, newest first, a page at a time; `search` keeps those whose address or page contains it.',
    args: pageArgs,
    resolve: (_admin, args, ctx) => contactMessagePage(ctx.deps.sql, args.search ?? '', windowOf(args)),
  }),
  unreadContactMessages: t.int({
    description: 'How many messages are not marked handled yet.',
    resolve: (_admin, _args, ctx) => countUnreadContactMessages(ctx.deps.sql),
  }),
}))
