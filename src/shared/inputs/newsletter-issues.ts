import { type Static, Type as t } from '@sinclair/typebox'
import { Text } from '../text.ts'
import { TopicSlugs } from './newsletter-topics.ts'

export const ISSUE_MARKDOWN_MAX = 100_000

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
  },
  { additionalProperties: false },
)
export type IssueInput = Static<typeof IssueInput>

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
