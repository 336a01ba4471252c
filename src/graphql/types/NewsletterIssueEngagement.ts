import type { IssueEngagement } from '../../db/newsletter-links.ts'
import { builder } from '../builder.ts'

export const NewsletterIssueEngagementRef = builder
  .objectRef<IssueEngagement>('NewsletterIssueEngagement')
  .implement({
    description:
      'What one newsletter issue did: copies sent, clicks on its tracked links, unsubscribes through its one-click link and sign-ups from its links to the site.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The issue.' }),
      title: t.exposeString('title', { description: 'Its title.' }),
      slug: t.exposeString('slug', {
        description: 'Its archive address, and the utm_campaign of its links.',
      }),
      sentAt: t.exposeString('sentAt', { nullable: true, description: 'When sending finished, ISO 8601.' }),
      sent: t.exposeInt('sent', { description: 'Copies the mail server took.' }),
      opens: t.exposeInt('opens', {
        description:
          'Loads of its open pixel, counted only while the owner has the pixel on; mail clients that prefetch images inflate it.',
      }),
      clicks: t.exposeInt('clicks', { description: 'Follows of its tracked links (every follow counts).' }),
      unsubscribes: t.exposeInt('unsubscribes', {
        description: 'Readers who left through the one-click link of this issue.',
      }),
      signups: t.exposeInt('signups', {
        description: 'Newsletter sign-ups on the site by visitors who came through its links.',
      }),
    }),
  })
