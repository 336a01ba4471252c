import { type Static, Type as t } from '@sinclair/typebox'
import { MEDIA_PATH_PATTERN } from '../newsletter-images.ts'
import { Text } from '../text.ts'
import { TopicSlugs } from './newsletter-topics.ts'

const ISSUE_MARKDOWN_MAX = 100_000

/**
 * A draft as the admin writes it. `topics` (slugs of the owner's topics) empty means every topic, as in
 * a reader's preferences.
 */
export const IssueInput = t.Object(
  {
    title: Text({
      required: true,
      minLength: 1,
      maxLength: 200,
      error: 'Title is required (at most 200 characters)',
    }),
    markdown: Text({
      required: true,
      minLength: 1,
      maxLength: ISSUE_MARKDOWN_MAX,
      error: `The issue text is required (at most ${ISSUE_MARKDOWN_MAX} characters)`,
    }),
    topics: TopicSlugs,
    /** The feature image (archive, feed, link preview): a media library address, or null for none. */
    featureImageUrl: t.Optional(
      t.Union([t.String({ pattern: MEDIA_PATH_PATTERN }), t.Null()], {
        error: 'The feature image must be an image uploaded to this site (/media/…), or none',
      }),
    ),
    featureImageAlt: t.Optional(
      Text({ maxLength: 500, error: 'The feature image description must be at most 500 characters' }),
    ),
    /** The feature image has nothing to describe: shown with an empty alt. */
    featureImageDecorative: t.Optional(t.Boolean({ error: 'featureImageDecorative must be true or false' })),
  },
  { additionalProperties: false },
)
export type IssueInput = Static<typeof IssueInput>

/**
 * When a scheduled send goes: an instant with its offset (the composer sends UTC, computed in the
 * owner's browser from the date and time picked in its time zone; docs/decisions/234).
 */
export const ScheduleInput = t.Object(
  {
    sendAt: t.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
      error: 'Pick a date and time to send (for example 2026-12-03T08:00:00Z)',
    }),
  },
  { additionalProperties: false },
)
export type ScheduleInput = Static<typeof ScheduleInput>

/** The live preview sends only the text. */
export const PreviewInput = t.Object(
  {
    markdown: Text({
      maxLength: ISSUE_MARKDOWN_MAX,
      error: `The issue text must be at most ${ISSUE_MARKDOWN_MAX} characters`,
    }),
  },
  { additionalProperties: false },
)
export type PreviewInput = Static<typeof PreviewInput>
