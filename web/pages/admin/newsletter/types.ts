import type { AdminNewsletterQuery } from '../../../../schema/generated/graphql.ts'
import type { UndescribedImage } from '../../../../src/shared/newsletter-images.ts'

/** GET /api/newsletter/issues: an issue with its delivery counts, read from the database on every call. */
export interface AdminIssue {
  id: number
  title: string
  slug: string
  markdown: string
  html: string
  /** Topic slugs (docs/decisions/235). */
  topics: string[]
  status: 'draft' | 'sending' | 'paused' | 'sent' | 'unpublished'
  sentAt: string | null
  /** When the text was last changed after sending; null if never. */
  editedAt: string | null
  createdAt: string
  updatedAt: string
  progress: { total: number; sent: number; failed: number; remaining: number }
  /** Why the remaining deliveries are not leaving now; null when nothing waits. */
  waiting: string | null
  /** A draft's scheduled send (UTC), shown in the owner's time zone; null when none. */
  scheduledAt: string | null
  /** When a scheduled send found it could not go, and why (until the next schedule or send). */
  scheduleRefusedAt: string | null
  scheduleRefusal: string | null
  featureImageUrl: string | null
  featureImageAlt: string
  featureImageDecorative: boolean
  /** Images with no description: the issue cannot be sent or scheduled while any is listed. */
  undescribedImages: UndescribedImage[]
}

/** An issue as the Newsletter screen's list shows it: without its text, which only the composer reads. */
export type IssueSummary = Pick<
  AdminIssue,
  | 'id'
  | 'title'
  | 'slug'
  | 'topics'
  | 'status'
  | 'sentAt'
  | 'scheduledAt'
  | 'scheduleRefusedAt'
  | 'scheduleRefusal'
  | 'progress'
  | 'waiting'
  | 'undescribedImages'
>

/** Who a Send now would reach, from the query Send runs. */
export interface IssueAudience {
  recipients: number
  skipped: { reason: string; count: number; label: string }[]
  summary: string
}

/** POST /api/newsletter/images: an upload, now in the media library. */
export interface LibraryImage {
  url: string
  width: number | null
  height: number | null
}

/** One of the owner's topics, retired ones included (the Newsletter screen's loader). */
export type AdminTopic = AdminNewsletterQuery['newsletterTopics'][number]

/** The welcome email with its preview (the Newsletter screen's loader). */
export type AdminWelcome = NonNullable<AdminNewsletterQuery['admin']>['newsletterWelcome']

/** The issue a dialog asks about (`?send=ID`, `?schedule=ID`), with who it would reach now. */
export interface Confirming {
  action: 'send' | 'schedule'
  issue: IssueSummary & { audience: IssueAudience }
  /** For Schedule: the time zones to pick from where the browser's own is unknown (no script). */
  timeZones?: readonly string[]
}

/**
 * What the scheduling form posts: the instant (UTC) the browser computed and the zone it was picked in;
 * without script, the date and time as typed (`sendAtLocal`) and the zone the owner chose instead.
 */
export interface ScheduleValues {
  id: string
  sendAt: string
  timeZone: string
  sendAtLocal: string
}
