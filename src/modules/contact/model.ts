import { type Static, Type as t } from '@sinclair/typebox'

/** One address left in the header form, as the admin sees it. */
export const ContactMessage = t.Object({
  id: t.Integer(),
  email: t.String(),
  page: t.String(),
  createdAt: t.Date(),
  /** When the owner marked it handled; null while it is unread. */
  handledAt: t.Union([t.Date(), t.Null()]),
})
export type ContactMessage = Static<typeof ContactMessage>
