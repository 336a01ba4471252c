import { type Static, Type as t } from '@sinclair/typebox'
import { Text } from '../text.ts'
import { EmailAddress, Frequency } from './newsletter.ts'

const name = (label: string) =>
  t.Optional(Text({ maxLength: 100, error: `${label}: at most 100 characters, no control characters` }))

/**
 * A reader the owner adds by hand (POST /api/readers): what one row of an import holds. Topics are
 * names the service checks against the topic list (src/modules/readers/topics.ts).
 */
export const NewReaderBody = t.Object(
  {
    email: EmailAddress,
    firstName: name('First name'),
    lastName: name('Last name'),
    frequency: t.Optional(Frequency),
    topics: t.Optional(t.Array(Text({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
  },
  { additionalProperties: false },
)
export type NewReaderBody = Static<typeof NewReaderBody>
