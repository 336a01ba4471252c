import { type Static, Type as t } from '@sinclair/typebox'

/** One of the owner's newsletter topics (docs/decisions/235). */
export const Topic = t.Object({
  id: t.Integer(),
  /** What readers and issues store: made from the first name, never changed. */
  slug: t.String(),
  name: t.String(),
  /** No longer offered to readers and issues; those who chose it keep it. */
  retired: t.Boolean(),
  retiredAt: t.Union([t.Date(), t.Null()]),
  createdAt: t.Date(),
})
export type Topic = Static<typeof Topic>
