import { getWelcome } from '../../modules/newsletter/welcome.ts'
import type { Welcome } from '../../shared/models/newsletter.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'

const NewsletterWelcomeRef = builder.objectRef<Welcome>('NewsletterWelcome').implement({
  description:
    'The welcome email a reader gets once, when their subscription starts (docs/decisions/235). Administrator-only.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', {
      description:
        'Whether it is sent. Until the owner saves it, on exactly when a mail server (SMTP_URL) is set.',
    }),
    subject: t.exposeString('subject', { description: 'Its subject line and heading.' }),
    markdown: t.exposeString('markdown', { description: 'Its text, in Markdown.' }),
    html: t.exposeString('html', {
      description: 'The text rendered and sanitised as it is sent, as issues are (the preview).',
    }),
    defaultSubject: t.exposeBoolean('defaultSubject', {
      description: 'Whether the subject is the default one, which follows a rename of the owner.',
    }),
    defaultText: t.exposeBoolean('defaultText', { description: 'Whether the text is the default one.' }),
    mailServer: t.exposeBoolean('mailServer', {
      description: 'Whether SMTP_URL is set; without it every message, this one too, stays in the Outbox.',
    }),
  }),
})

builder.objectFields(AdminRef, (t) => ({
  newsletterWelcome: t.field({
    type: NewsletterWelcomeRef,
    description: 'The welcome email new readers get, with its preview.',
    resolve: (_admin, _args, ctx) => getWelcome(ctx.deps.sql, ctx.deps.config),
  }),
}))
