import { type Static, Type as t } from '@sinclair/typebox'
import { CONTROL_RANGE, Text } from '../text.ts'

/**
 * The honeypot's name: a field people never see (hidden, out of the tab order, no autofill) that form-
 * filling bots tend to complete. A message that carries it is accepted and dropped (decision 180).
 */
export const CONTACT_HONEYPOT = 'website'

/** Non-empty, text @ text . text, no spaces (nor control characters), at most 254 (docs/spec.md §5). */
export const ContactEmail = t.String({
  maxLength: 254,
  pattern: `^[^\\s@${CONTROL_RANGE}]+@[^\\s@${CONTROL_RANGE}]+\\.[^\\s@${CONTROL_RANGE}]+$`,
  error: 'Please enter a valid email address',
})

/**
 * The header form's message. `page` is the path it was sent from; a second slash or a backslash after
 * the first would make it a link to another site in the admin's inbox, so neither is accepted.
 */
export const ContactBody = t.Object(
  {
    email: ContactEmail,
    page: t.String({
      maxLength: 2048,
      pattern: `^/(?![/\\\\])[^\\s${CONTROL_RANGE}]*$`,
      error: 'Page must be a path on this site, starting with a single /',
    }),
    [CONTACT_HONEYPOT]: t.Optional(Text({ maxLength: 2048, error: 'At most 2048 characters' })),
  },
  { additionalProperties: false },
)
export type ContactBody = Static<typeof ContactBody>

/** The admin's mark handled / mark unread. */
export const HandledBody = t.Object(
  { handled: t.Boolean({ error: 'handled must be true or false' }) },
  { additionalProperties: false },
)
export type HandledBody = Static<typeof HandledBody>
