import { type Static, Type as t } from '@sinclair/typebox'
import { Preferences } from '../../shared/inputs/newsletter.ts'

export const Subscription = t.Object({
  isActive: t.Boolean(),
  /** Active but waiting for the confirmation link (double opt-in): nothing is sent yet. */
  isPending: t.Boolean(),
  subscribedAt: t.Union([t.String(), t.Null()]),
  preferences: Preferences,
})
export type Subscription = Static<typeof Subscription>
