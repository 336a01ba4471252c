import { audienceOf, findIssueWithProgress, issuesPage } from '../../modules/newsletter-issues/service.ts'
import type { Audience, IssueWithProgress, Progress } from '../../shared/models/newsletter-issues.ts'
import type { UndescribedImage } from '../../shared/newsletter-images.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { DateTime } from './DateTime.ts'
import { NewsletterIssueStatusEnum } from './enums.ts'
import { pageArgs, pageRef, windowOf } from './Page.ts'

const DeliveryProgressRef = builder.objectRef<Progress>('DeliveryProgress').implement({
  description: "An issue's copies: how many there are and where they stand, counted in the database.",
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Copies the send made, one a reader.' }),
    sent: t.exposeInt('sent', { description: 'Copies the mail server accepted.' }),
    failed: t.exposeInt('failed', { description: 'Copies given up after their last attempt.' }),
    remaining: t.exposeInt('remaining', { description: 'Copies still to go.' }),
  }),
})

const UndescribedImageRef = builder.objectRef<UndescribedImage>('UndescribedImage').implement({
  description:
    'An image of a draft with no description: the draft cannot be sent or scheduled while any is listed.',
  fields: (t) => ({
    position: t.int({
      nullable: true,
      description: "The image's place among the body's images, from 1; null for the feature image.",
      resolve: (image) => (image.position === 'feature' ? null : image.position),
    }),
    src: t.exposeString('src', { description: 'Its media library address.' }),
  }),
})

const AudienceSkipRef = builder.objectRef<Audience['skipped'][number]>('AudienceSkip').implement({
  description: 'Subscribers a send now would skip for one reason.',
  fields: (t) => ({
    reason: t.exposeString('reason', {
      description: "Why: 'unconfirmed', 'other-topics', 'pending', 'weekly' or 'monthly'.",
    }),
    count: t.exposeInt('count', { description: 'How many are skipped for it.' }),
    label: t.exposeString('label', { description: 'The reason in the words the admin reads.' }),
  }),
})

const IssueAudienceRef = builder.objectRef<Audience>('IssueAudience').implement({
  description: 'Who a send now would reach, counted by the query the send itself runs.',
  fields: (t) => ({
    recipients: t.exposeInt('recipients', { description: 'Readers who would get it.' }),
    skipped: t.expose('skipped', { type: [AudienceSkipRef], description: 'Those skipped, by reason.' }),
    summary: t.exposeString('summary', {
      description: "The line the Send dialog shows: '42 readers will get this issue · …'.",
    }),
  }),
})

const AdminNewsletterIssueRef = builder.objectRef<IssueWithProgress>('AdminNewsletterIssue').implement({
  description:
    'A newsletter issue as its owner manages it: any status, with its text and its delivery counts.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the issue.' }),
    title: t.exposeString('title', { description: 'Subject line and heading.' }),
    slug: t.exposeString('slug', { description: 'Address of its archive page once sent.' }),
    markdown: t.exposeString('markdown', { description: 'The text as the owner wrote it.' }),
    html: t.exposeString('html', { description: 'The text rendered and sanitised as it is sent.' }),
    topics: t.exposeStringList('topics', {
      description: 'Slugs of the topics it is for; empty means every topic.',
    }),
    status: t.expose('status', { type: NewsletterIssueStatusEnum, description: 'Where it stands.' }),
    sentAt: t.expose('sentAt', { type: DateTime, nullable: true, description: 'When sending finished.' }),
    editedAt: t.expose('editedAt', {
      type: DateTime,
      nullable: true,
      description: 'When the text was last changed after sending; null if never.',
    }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'When it was written.' }),
    updatedAt: t.expose('updatedAt', { type: DateTime, description: 'When it was last saved.' }),
    progress: t.expose('progress', { type: DeliveryProgressRef, description: 'Its copies, counted.' }),
    waiting: t.exposeString('waiting', {
      nullable: true,
      description: 'Why the remaining copies are not leaving now; null when nothing waits.',
    }),
    scheduledAt: t.expose('scheduledAt', {
      type: DateTime,
      nullable: true,
      description: "A draft's scheduled send; null when none.",
    }),
    scheduleRefusedAt: t.expose('scheduleRefusedAt', {
      type: DateTime,
      nullable: true,
      description: 'When a scheduled send found it could not go (until the next schedule or send).',
    }),
    scheduleRefusal: t.exposeString('scheduleRefusal', {
      nullable: true,
      description: 'Why that scheduled send could not go.',
    }),
    featureImageUrl: t.exposeString('featureImageUrl', {
      nullable: true,
      description: 'The feature image (a media library address); null when none.',
    }),
    featureImageAlt: t.exposeString('featureImageAlt', { description: "The feature image's description." }),
    featureImageDecorative: t.exposeBoolean('featureImageDecorative', {
      description: 'Whether the feature image is decorative (nothing to describe).',
    }),
    audience: t.field({
      type: IssueAudienceRef,
      description: 'Who a send now would reach (ask it of one issue: it runs the recipient query).',
      resolve: (issue, _args, ctx) => audienceOf(ctx.deps.sql, issue.id),
    }),
    undescribedImages: t.expose('undescribedImages', {
      type: [UndescribedImageRef],
      description: "A draft's images with no description.",
    }),
  }),
})

const AdminNewsletterIssuePageRef = pageRef(
  'AdminNewsletterIssuePage',
  AdminNewsletterIssueRef,
  'the newsletter issues',
)

builder.objectFields(AdminRef, (t) => ({
  newsletterIssues: t.field({
    type: AdminNewsletterIssuePageRef,
    description:
      'Newsletter issues, newest first, a page at a time, with their delivery counts as they are now; `search` keeps those whose title contains it.',
    args: pageArgs,
    resolve: (_admin, args, ctx) => issuesPage(ctx.deps.sql, args.search ?? '', windowOf(args)),
  }),
  newsletterIssue: t.field({
    type: AdminNewsletterIssueRef,
    nullable: true,
    description: 'One issue in any status, by its id (the composer); null for an id that names none.',
    args: { id: t.arg.id({ required: true, description: 'Id of the issue.' }) },
    resolve: async (_admin, args, ctx) => {
      const id = Number(args.id)
      return Number.isSafeInteger(id) && id > 0
        ? ((await findIssueWithProgress(ctx.deps.sql, id)) ?? null)
        : null
    },
  }),
}))
