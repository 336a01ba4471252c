import { signupFormSnippet } from '../../modules/newsletter/embed.ts'
import { getSiteSettings } from '../../modules/site/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'

builder.objectFields(AdminRef, (t) => ({
  newsletterSignupForm: t.string({
    description:
      "HTML of a sign-up form for the owner's other pages: it posts an email address to this site's /newsletter/join, without JavaScript, from any origin (docs/decisions/233).",
    resolve: async (_admin, _args, ctx) => {
      const { ownerName } = await getSiteSettings(ctx.deps.sql, ctx.deps.config.owner)
      return signupFormSnippet(ctx.deps.config.siteUrl, ownerName)
    },
  }),
}))
