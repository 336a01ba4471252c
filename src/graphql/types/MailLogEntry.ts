import type { MailLogRow } from '../../db/mail.ts'
import { mailLogCounts, mailLogPage } from '../../modules/mail/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { DateTime } from './DateTime.ts'
import { MailLogStateEnum } from './enums.ts'
import { pageArgs, pageRef, windowOf } from './Page.ts'

const MailLogEntryRef = builder.objectRef<MailLogRow>('MailLogEntry').implement({
  description: 'One message the site queued, to a reader or the owner, and what became of it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the log entry.' }),
    recipient: t.exposeString('recipient', { description: 'Recipient address.' }),
    kind: t.exposeString('kind', {
      description: 'What the message is, e.g. "reset-password" or "newsletter".',
    }),
    subject: t.exposeString('subject', { description: 'Subject line.' }),
    state: t.expose('state', { type: MailLogStateEnum, description: 'Where the message stands.' }),
    attempts: t.exposeInt('attempts', { description: 'Delivery attempts so far.' }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: "The mail server's answer to the last failed attempt; null once sent.",
    }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'When it was queued.' }),
    sentAt: t.expose('sentAt', {
      type: DateTime,
      nullable: true,
      description: 'When the mail server took it.',
    }),
  }),
})

const MailLogCountsRef = builder
  .objectRef<Awaited<ReturnType<typeof mailLogCounts>>>('MailLogCounts')
  .implement({
    description: 'How many logged messages are in each state.',
    fields: (t) => ({
      queued: t.exposeInt('queued', { description: 'Waiting for their first attempt.' }),
      retrying: t.exposeInt('retrying', { description: 'Waiting again after a failed attempt.' }),
      sent: t.exposeInt('sent', { description: 'Taken by the mail server (or the outbox).' }),
      failed: t.exposeInt('failed', { description: 'Given up after the last attempt.' }),
    }),
  })

const MailLogPageRef = pageRef('MailLogPage', MailLogEntryRef, 'the mail log')

builder.objectFields(AdminRef, (t) => ({
  mailLog: t.field({
    type: MailLogPageRef,
    description:
      'Every message the site queued, newest first, a page at a time; `state` keeps one state, `search` those whose recipient or subject contains it.',
    args: {
      ...pageArgs,
      state: t.arg({ type: MailLogStateEnum, required: false, description: 'Only messages in this state.' }),
    },
    resolve: (_admin, args, ctx) =>
      mailLogPage(ctx.deps.sql, args.search ?? '', args.state ?? undefined, windowOf(args)),
  }),
  mailLogCounts: t.field({
    type: MailLogCountsRef,
    description: 'How many logged messages are in each state.',
    resolve: (_admin, _args, ctx) => mailLogCounts(ctx.deps.sql),
  }),
}))
