import type { AdminNewsletterQuery } from '../../../../schema/generated/graphql.ts'
import type { Audience, IssueWithProgress } from '../../../../src/shared/models/newsletter-issues.ts'

/** GET /api/newsletter/issues: an issue with its delivery counts, read from the database on every call. */
export type AdminIssue = IssueWithProgress

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

/** Who a Send now would reach, from the query Send runs: the dialog shows the count and its summary line. */
export type IssueAudience = Pick<Audience, 'recipients' | 'summary'>

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
