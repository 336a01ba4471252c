import { type Static, Type as t } from '@sinclair/typebox'
import { Text } from '../text.ts'

/**
 * The owner's topics live in the database (docs/decisions/235). Readers and issues name a topic by its
 * slug, which never changes; whether a slug is one they may choose (a topic that exists and is not
 * retired) is checked by the server against the table, so this schema checks the shape only.
 */
const TOPIC_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$'
const TOPIC_NAME_MAX = 60
/** More than a reader could mean to choose, or an issue be about. */
const MAX_CHOSEN_TOPICS = 50

export const TopicSlugs = t.Array(
  t.String({
    pattern: TOPIC_SLUG_PATTERN,
    maxLength: 60,
    error: "Each topic is a topic's slug, such as web-development",
  }),
  {
    uniqueItems: true,
    maxItems: MAX_CHOSEN_TOPICS,
    error: 'Topics must be distinct entries of the topic list',
  },
)

/** A new topic, or a new name for one (POST and PUT /api/newsletter/topics). */
export const TopicInput = t.Object(
  {
    name: Text({
      required: true,
      minLength: 1,
      maxLength: TOPIC_NAME_MAX,
      error: `The topic's name is required (at most ${TOPIC_NAME_MAX} characters)`,
    }),
  },
  { additionalProperties: false },
)
export type TopicInput = Static<typeof TopicInput>
