import {
  checkUnsubscribeToken,
  findArchivedIssue,
  isUnpublishedIssue,
  listArchive,
} from '../../modules/newsletter-issues/service.ts'
import type { ArchivedIssue, FeatureImage } from '../../shared/models/newsletter-issues.ts'
import { builder } from '../builder.ts'
import { DateTime } from './DateTime.ts'

const FeatureImageRef = builder.objectRef<FeatureImage>('NewsletterFeatureImage').implement({
  description: "An issue's feature image: shown by the archive, the feed and the issue's link preview.",
  fields: (t) => ({
    url: t.exposeString('url', {
      description: 'Address of the uploaded image (/media/…); its responsive variants follow from it.',
    }),
    alt: t.exposeString('alt', {
      description: 'Its description; empty when the owner marked it decorative.',
    }),
    width: t.exposeInt('width', { nullable: true, description: 'Width in pixels, when known.' }),
    height: t.exposeInt('height', { nullable: true, description: 'Height in pixels, when known.' }),
  }),
})

const NewsletterIssueRef = builder.objectRef<ArchivedIssue>('NewsletterIssue').implement({
  description: 'A newsletter issue that has been sent, as the public archive shows it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the issue.' }),
    title: t.exposeString('title', { description: 'Subject line and heading.' }),
    slug: t.exposeString('slug', { description: 'Address of its archive page: /newsletter/archive/{slug}.' }),
    html: t.exposeString('html', {
      description: 'Body rendered from Markdown and sanitised on the server (no scripts, our images only).',
    }),
    topics: t.exposeStringList('topics', {
      description:
        'Slugs of the topics it was sent for (`newsletterTopics` names them); empty means every topic.',
    }),
    sentAt: t.expose('sentAt', { type: DateTime, description: 'When sending finished.' }),
    editedAt: t.expose('editedAt', {
      type: DateTime,
      nullable: true,
      description:
        'When the owner last changed the text after sending (the mails keep what was sent); null if never.',
    }),
    featureImage: t.expose('featureImage', {
      type: FeatureImageRef,
      nullable: true,
      description: 'The feature image; null when the issue has none.',
    }),
  }),
})

const UnsubscribeLinkRef = builder
  .objectRef<{ valid: boolean; subscribed: boolean }>('NewsletterUnsubscribeLink')
  .implement({
    description: 'What a one-click unsubscribe link from a newsletter email stands for.',
    fields: (t) => ({
      valid: t.exposeBoolean('valid', {
        description: 'Whether the link was made by this site (signature checks).',
      }),
      subscribed: t.exposeBoolean('subscribed', {
        description: 'Whether its reader still receives the newsletter; false once unsubscribed.',
      }),
    }),
  })

builder.queryFields((t) => ({
  newsletterIssues: t.field({
    type: [NewsletterIssueRef],
    description: 'Sent newsletter issues, newest first (the public archive).',
    args: {
      first: t.arg.int({
        required: false,
        description: 'Only the latest this many (1 to 50; other values are brought into that range).',
      }),
    },
    resolve: (_root, args, ctx) => listArchive(ctx.deps.sql, args.first ?? undefined),
  }),
  newsletterIssue: t.field({
    type: NewsletterIssueRef,
    nullable: true,
    description: 'One sent issue by its slug; null when there is no sent issue with that slug.',
    args: { slug: t.arg.string({ required: true, description: 'The slug from the archive address.' }) },
    resolve: async (_root, args, ctx) => (await findArchivedIssue(ctx.deps.sql, args.slug)) ?? null,
  }),
  newsletterIssueUnpublished: t.boolean({
    description:
      'Whether the slug is that of an issue that was sent and then unpublished by the owner (its page is 410 Gone).',
    args: { slug: t.arg.string({ required: true, description: 'The slug from the archive address.' }) },
    resolve: (_root, args, ctx) => isUnpublishedIssue(ctx.deps.sql, args.slug),
  }),
  newsletterUnsubscribeLink: t.field({
    type: UnsubscribeLinkRef,
    description: 'Checks a one-click unsubscribe token without changing anything (the confirm page).',
    args: { token: t.arg.string({ required: true, description: 'The token from the link in the email.' }) },
    resolve: (_root, args, ctx) => checkUnsubscribeToken(ctx.deps, args.token),
  }),
}))
