import { type Static, Type as t } from '@sinclair/typebox'
import type { AppDeps } from '../../app-deps.ts'
import type { UndescribedImage } from '../../shared/newsletter-images.ts'
import { ISSUE_STATUSES } from '../../shared/newsletter-issues.ts'

/** What sending needs from the process: a worker runs with just these (kill.test.ts). */
export type NewsletterDeps = Pick<AppDeps, 'config' | 'sql'>

export const Progress = t.Object({
  total: t.Integer(),
  sent: t.Integer(),
  failed: t.Integer(),
  remaining: t.Integer(),
})
export type Progress = Static<typeof Progress>

export const Issue = t.Object({
  id: t.Integer(),
  title: t.String(),
  slug: t.String(),
  markdown: t.String(),
  html: t.String(),
  /** Slugs of the owner's topics (docs/decisions/235); empty means every topic. */
  topics: t.Array(t.String()),
  status: t.Union(ISSUE_STATUSES.map((s) => t.Literal(s))),
  sentAt: t.Union([t.String(), t.Null()]),
  /** When the owner last changed the text after sending; null if never. */
  editedAt: t.Union([t.String(), t.Null()]),
  createdAt: t.String(),
  updatedAt: t.String(),
  /** A draft's scheduled send (UTC); null when none is scheduled (docs/decisions/234). */
  scheduledAt: t.Union([t.String(), t.Null()]),
  /** When a scheduled send last found it could not go, and why; null once scheduled or sent again. */
  scheduleRefusedAt: t.Union([t.String(), t.Null()]),
  scheduleRefusal: t.Union([t.String(), t.Null()]),
  /** The feature image (a media library address) for the archive, the feed and the link preview. */
  featureImageUrl: t.Union([t.String(), t.Null()]),
  featureImageAlt: t.String(),
  featureImageDecorative: t.Boolean(),
})
export type Issue = Static<typeof Issue>

export type IssueWithProgress = Issue & {
  progress: Progress
  /** Why the remaining deliveries are not leaving now (retry, send slot, a worker that stopped answering). */
  waiting: string | null
  /** Images that have no description: while any is listed, the issue cannot be sent (decision 234). */
  undescribedImages: UndescribedImage[]
}

/** The feature image as the archive shows it; `alt` is empty for a decorative one. */
export interface FeatureImage {
  url: string
  alt: string
  width: number | null
  height: number | null
}

/** What the public archive shows of a sent issue. */
export type ArchivedIssue = Pick<
  Issue,
  'id' | 'title' | 'slug' | 'html' | 'topics' | 'updatedAt' | 'editedAt'
> & {
  sentAt: string
  featureImage: FeatureImage | null
}

/** The job that sends a scheduled issue (src/jobs/registry.ts): which issue; the job's id says which schedule. */
export interface ScheduledSend {
  issueId: number
}

/**
 * Why an active subscriber would not get an issue sent now (src/db/newsletter-issues.ts, audienceOf):
 * not confirmed yet, topics that do not meet the issue's, or a weekly / monthly cap already used (by an
 * issue they got, or one still being sent to them).
 */
const SKIP_REASONS = ['unconfirmed', 'other-topics', 'pending', 'weekly', 'monthly'] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

/** Who a Send now would reach, and why the other active subscribers would be skipped. */
export interface Audience {
  recipients: number
  skipped: { reason: SkipReason; count: number; label: string }[]
  /** The line the Send dialog shows and a refused send repeats: '42 readers will get this issue · …'. */
  summary: string
}
