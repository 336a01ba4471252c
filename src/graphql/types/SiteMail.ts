import type { SiteMailSources } from '../../modules/site/model.ts'
import { getSiteMailSettings } from '../../modules/site/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'

type SiteMail = SiteMailSources & { mailFromAddress: string | null }

const stored = (what: string, fallback: string) => ({
  nullable: true as const,
  description: `${what}, as saved on the Site screen; null uses the default: ${fallback}.`,
})

const SiteMailRef = builder.objectRef<SiteMail>('SiteMail').implement({
  description:
    "Who the site's mail comes from and the admin's own address (docs/decisions/224). Administrator-only: it is not part of the public `site`.",
  fields: (t) => ({
    senderName: t.exposeString('senderName', stored('The From name', "the owner's name")),
    senderEmail: t.exposeString(
      'senderEmail',
      stored('The From address', "MAIL_FROM's address, else the contact email"),
    ),
    replyTo: t.exposeString(
      'replyTo',
      stored('Where replies and mailed unsubscribe requests go', 'the contact email'),
    ),
    adminEmail: t.exposeString(
      'adminEmail',
      stored(
        "The admin's own address for test copies and notes",
        "the administrator account's email, else the contact email",
      ),
    ),
    mailFromAddress: t.exposeString('mailFromAddress', {
      nullable: true,
      description: 'The address of the MAIL_FROM variable, or null when it is not set.',
    }),
    adminAccountEmail: t.exposeString('adminAccountEmail', {
      nullable: true,
      description: "The administrator account's email, or null when it has none.",
    }),
  }),
})

builder.objectFields(AdminRef, (t) => ({
  siteMail: t.field({
    type: SiteMailRef,
    description: "The Site screen's mail settings: sender, reply-to and the admin's own address.",
    resolve: async (_admin, _args, ctx) => ({
      ...(await getSiteMailSettings(ctx.deps.sql, ctx.deps.config.owner)),
      mailFromAddress: ctx.deps.config.mail.fromAddress ?? null,
    }),
  }),
}))
