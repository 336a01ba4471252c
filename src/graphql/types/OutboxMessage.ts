import type { OutboxMessage, OutboxSummary } from '../../db/mail.ts'
import { getOutboxMessage, outboxPage } from '../../modules/mail/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { DateTime } from './DateTime.ts'
import { pageArgs, pageRef, windowOf } from './Page.ts'

const MailHeaderRef = builder.objectRef<{ name: string; value: string }>('MailHeader').implement({
  description: 'One header line of a message.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Header name, e.g. "List-Unsubscribe".' }),
    value: t.exposeString('value', { description: 'Header value as sent.' }),
  }),
})

/** What the outbox list and the opened message both say about a message. */
const OutboxEntryRef = builder.interfaceRef<OutboxSummary>('OutboxEntry').implement({
  description: 'A message kept in the outbox: who sent it to whom, what it is and when.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the kept message.' }),
    kind: t.exposeString('kind', {
      description: 'What the message is, e.g. "reset-password" or "newsletter".',
    }),
    from: t.exposeString('from', { description: 'Sender address.' }),
    to: t.exposeString('to', { description: 'Recipient address.' }),
    subject: t.exposeString('subject', { description: 'Subject line.' }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'When it was sent to the outbox.' }),
  }),
})

const OutboxSummaryRef = builder.objectRef<OutboxSummary>('OutboxSummary').implement({
  description: 'A message kept in the outbox (no SMTP server configured), without its bodies.',
  interfaces: [OutboxEntryRef],
})

const OutboxMessageRef = builder.objectRef<OutboxMessage>('OutboxMessage').implement({
  description: 'A message kept in the outbox, whole: what an SMTP server would have received.',
  interfaces: [OutboxEntryRef],
  fields: (t) => ({
    html: t.exposeString('html', { description: 'The HTML part (untrusted: show it sandboxed).' }),
    text: t.exposeString('text', { description: 'The plain-text part.' }),
    headers: t.field({
      type: [MailHeaderRef],
      description: 'Every header, in the order they were set.',
      resolve: (m) => Object.entries(m.headers).map(([name, value]) => ({ name, value })),
    }),
  }),
})

const OutboxPageRef = pageRef('OutboxPage', OutboxSummaryRef, 'the outbox')

builder.objectFields(AdminRef, (t) => ({
  outbox: t.field({
    type: OutboxPageRef,
    description:
      'Kept messages, newest first, a page at a time; `search` keeps those whose recipient or subject contains it.',
    args: pageArgs,
    resolve: (_admin, args, ctx) => outboxPage(ctx.deps.sql, args.search ?? '', windowOf(args)),
  }),
}))

builder.queryFields((t) => ({
  outboxMessage: t.field({
    type: OutboxMessageRef,
    nullable: true,
    description: 'One kept message, whole (admin only; null for anyone else or an unknown id).',
    args: { id: t.arg.id({ required: true, description: 'Id of the message.' }) },
    resolve: async (_root, args, ctx) => {
      if (!(await ctx.currentUser())?.isAdmin) return null
      const id = Number(args.id)
      return Number.isSafeInteger(id) && id > 0 ? ((await getOutboxMessage(ctx.deps.sql, id)) ?? null) : null
    },
  }),
}))
