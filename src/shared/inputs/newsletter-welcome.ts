import { type Static, Type as t } from '@sinclair/typebox'
import { Text } from '../text.ts'

const WELCOME_SUBJECT_MAX = 200
const WELCOME_MARKDOWN_MAX = 20_000

/** The welcome email as the owner writes it (PUT /api/newsletter/welcome). */
export const WelcomeInput = t.Object(
  {
    enabled: t.Boolean({ error: 'enabled must be true or false' }),
    subject: Text({
      required: true,
      minLength: 1,
      maxLength: WELCOME_SUBJECT_MAX,
      error: `The subject is required (at most ${WELCOME_SUBJECT_MAX} characters)`,
    }),
    markdown: Text({
      required: true,
      minLength: 1,
      maxLength: WELCOME_MARKDOWN_MAX,
      error: `The text is required (at most ${WELCOME_MARKDOWN_MAX} characters)`,
    }),
  },
  { additionalProperties: false },
)
export type WelcomeInput = Static<typeof WelcomeInput>
