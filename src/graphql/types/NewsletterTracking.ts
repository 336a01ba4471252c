import { openPixelEnabled } from '../../db/newsletter-links.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'

const NewsletterTrackingRef = builder.objectRef<{ openPixel: boolean }>('NewsletterTracking').implement({
  description: 'How newsletter issues are measured (docs/decisions/238).',
  fields: (t) => ({
    openPixel: t.exposeBoolean('openPixel', {
      description:
        'Whether readers’ copies carry the open pixel. Off by default: mail clients that prefetch images count opens nobody made.',
    }),
  }),
})

builder.objectFields(AdminRef, (t) => ({
  newsletterTracking: t.field({
    type: NewsletterTrackingRef,
    description: 'How newsletter issues are measured: the open pixel switch.',
    resolve: async (_admin, _args, ctx) => ({ openPixel: await openPixelEnabled(ctx.deps.sql) }),
  }),
}))
