import { type Static, Type as t } from '@sinclair/typebox'
import { FREQUENCIES } from '../enums.ts'
import { CONTROL_RANGE, Text } from '../text.ts'
import { TopicSlugs } from './newsletter-topics.ts'

/** One schema for the sign-up form, the dashboard's preferences and both REST handlers. */
export const Frequency = t.Union(
  FREQUENCIES.map((f) => t.Literal(f)),
  { error: `Frequency must be one of: ${FREQUENCIES.join(', ')}` },
)
export const Preferences = t.Object(
  {
    frequency: Frequency,
    topics: TopicSlugs,
  },
  { additionalProperties: false },
)
export type Preferences = Static<typeof Preferences>

export const SubscribeBody = t.Object({ preferences: Preferences }, { additionalProperties: false })
export type SubscribeBody = Static<typeof SubscribeBody>

/** An address mail can be sent to; the same rule wherever someone types one. */
export const EmailAddress = t.String({
  maxLength: 254,
  pattern: `^[^\\s@${CONTROL_RANGE}]+@[^\\s@${CONTROL_RANGE}]+\\.[^\\s@${CONTROL_RANGE}]+$`,
  error: 'Enter a valid email address',
})

const requiredText = (label: string, max: number) =>
  Text({
    required: true,
    minLength: 1,
    maxLength: max,
    error: `${label} is required (at most ${max} characters)`,
  })

/**
 * The sign-up payload. Usernames cannot contain '@', so a sign-in name is never both someone's username
 * and someone else's email. Passwords: length only (8 to 256), no composition rules.
 */
export const SignupBody = t.Object(
  {
    email: EmailAddress,
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    username: t.String({
      minLength: 3,
      maxLength: 32,
      pattern: '^[A-Za-z0-9._-]+$',
      error: 'Username: 3 to 32 letters, digits, dots, dashes or underscores',
    }),
    password: t.String({
      minLength: 8,
      maxLength: 256,
      error: 'Password must be 8 to 256 characters long',
    }),
    frequency: t.Optional(Frequency),
    topics: t.Optional(TopicSlugs),
  },
  { additionalProperties: false },
)
export type SignupBody = Static<typeof SignupBody>

/**
 * Subscribing with an address alone (docs/decisions/233): no account to invent, no password. The same
 * schema checks the /newsletter form, its REST handler and the embeddable form's endpoint.
 */
export const JoinBody = t.Object(
  {
    email: EmailAddress,
    frequency: t.Optional(Frequency),
  },
  { additionalProperties: false },
)
export type JoinBody = Static<typeof JoinBody>
