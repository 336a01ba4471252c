import { type Static, Type as t } from '@sinclair/typebox'
import { Preferences } from '../inputs/newsletter.ts'

export const Subscription = t.Object({
  isActive: t.Boolean(),
  /** Active but waiting for the confirmation link (double opt-in): nothing is sent yet. */
  isPending: t.Boolean(),
  subscribedAt: t.Union([t.String(), t.Null()]),
  preferences: Preferences,
})
export type Subscription = Static<typeof Subscription>

/** The welcome email as the admin reads it (GET /api/newsletter/welcome): what a new reader gets. */
export const Welcome = t.Object({
  enabled: t.Boolean(),
  subject: t.String(),
  markdown: t.String(),
  /** The text rendered and sanitised as it is sent (the preview). */
  html: t.String(),
  /** Still the default subject, which follows a rename of the owner. */
  defaultSubject: t.Boolean(),
  defaultText: t.Boolean(),
  /** Whether SMTP_URL is set: without it the welcome (like all mail) only reaches the Outbox. */
  mailServer: t.Boolean(),
})
export type Welcome = Static<typeof Welcome>
