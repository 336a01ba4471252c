import type { UndescribedImage } from '../newsletter-images.ts'
import type { ISSUE_STATUSES } from '../newsletter-issues.ts'

/*
 * A newsletter issue as the API answers it: the server's queries build it and the admin's screens read
 * it, so the one shape lives here (types only: nothing of it reaches a page's code).
 */

export interface Progress {
  total: number
  sent: number
  failed: number
  remaining: number
}

export interface Issue {
  id: number
  title: string
  slug: string
  markdown: string
  html: string
  /** Slugs of the owner's topics (docs/decisions/235); empty means every topic. */
  topics: string[]
  status: (typeof ISSUE_STATUSES)[number]
  sentAt: string | null
  /** When the owner last changed the text after sending; null if never. */
  editedAt: string | null
  createdAt: string
  updatedAt: string
  /** A draft's scheduled send (UTC); null when none is scheduled (docs/decisions/234). */
  scheduledAt: string | null
  /** When a scheduled send last found it could not go, and why; null once scheduled or sent again. */
  scheduleRefusedAt: string | null
  scheduleRefusal: string | null
  /** The feature image (a media library address) for the archive, the feed and the link preview. */
  featureImageUrl: string | null
  featureImageAlt: string
  featureImageDecorative: boolean
}

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

/**
 * Why an active subscriber would not get an issue sent now (src/db/newsletter-issues.ts, audienceOf):
 * not confirmed yet, topics that do not meet the issue's, or a weekly / monthly cap already used (by an
 * issue they got, or one still being sent to them).
 */
export type SkipReason = 'unconfirmed' | 'other-topics' | 'pending' | 'weekly' | 'monthly'

/** Who a Send now would reach, and why the other active subscribers would be skipped. */
export interface Audience {
  recipients: number
  skipped: { reason: SkipReason; count: number; label: string }[]
  /** The line the Send dialog shows and a refused send repeats: '42 readers will get this issue · …'. */
  summary: string
}
