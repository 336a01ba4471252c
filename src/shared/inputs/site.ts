import { type Static, Type as t } from '@sinclair/typebox'
import { MAX_GREETINGS, THEME_DEFAULTS } from '../site.ts'
import { CONTROL_RANGE, Text } from '../text.ts'
import { OneOf, ReadOnly } from './fields.ts'

const required = (what: string, max: number) =>
  Text({
    required: true,
    minLength: 1,
    maxLength: max,
    error: `${what} is required (at most ${max} characters)`,
  })

const URL_PATTERN = `^https?://[^\\s/$.?#${CONTROL_RANGE}][^\\s${CONTROL_RANGE}]*$`
const url = (what: string) =>
  t.String({ maxLength: 2048, pattern: URL_PATTERN, error: `${what} must be a URL (http:// or https://)` })
/** Optional links: empty or null hides the link. */
const optionalUrl = (what: string) =>
  t.Union([t.Null(), t.Literal(''), url(what)], {
    default: null,
    error: `${what} must be a URL (http:// or https://), or empty`,
  })

const EMAIL_PATTERN = `^[^\\s@${CONTROL_RANGE}]+@[^\\s@${CONTROL_RANGE}]+\\.[^\\s@${CONTROL_RANGE}]+$`

/**
 * A mail setting (docs/decisions/224): empty or null means its default; left out keeps the stored value,
 * so the public GET answer, which does not carry them, can still be sent back as is.
 */
const mailSetting = (what: string, rule: string, value: ReturnType<typeof t.String>) =>
  t.Optional(t.Union([t.Null(), t.Literal(''), value], { error: `${what} must be ${rule}, or empty` }))
const mailAddress = (what: string) =>
  mailSetting(what, 'a valid email address', t.String({ maxLength: 254, pattern: EMAIL_PATTERN }))

/**
 * What the admin writes in the Site tab (PUT /api/site, and the form checks the same schema). The avatar
 * and the social image are uploaded on their own (POST /api/site/avatar, /api/site/social-image), so
 * they are read-only here like a project's media: the object GET answers can be sent back as is.
 */
export const SiteInput = t.Object(
  {
    ownerName: required('Name', 100),
    jobTitle: required('Job title', 120),
    greetings: t.Array(required('Each greeting', 120), {
      minItems: 1,
      maxItems: MAX_GREETINGS,
      error: `Greetings: 1 to ${MAX_GREETINGS} lines, each 1 to 120 characters`,
    }),
    aboutFull: required('About text', 10_000),
    aboutShort: required('TL;DR text', 2_000),
    careerStart: t.String({
      pattern: '^(19|20)\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
      error: 'Career start must be a date (YYYY-MM-DD)',
    }),
    statLabel: required('Third stat label', 40),
    statValue: required('Third stat value', 20),
    contactEmail: t.String({
      maxLength: 254,
      pattern: EMAIL_PATTERN,
      error: 'Contact email must be a valid email address',
    }),
    linkedinUrl: url('LinkedIn URL'),
    githubUrl: url('GitHub URL'),
    xUrl: optionalUrl('X URL'),
    mastodonUrl: optionalUrl('Mastodon URL'),
    scholarUrl: optionalUrl('Google Scholar URL'),
    huggingfaceUrl: optionalUrl('Hugging Face URL'),
    description: required('Site description', 300),
    senderName: mailSetting(
      'Sender name',
      'at most 100 characters on one line',
      // One line: it becomes the From header.
      t.String({ maxLength: 100, pattern: `^(?=.*\\S)[^\\r\\n${CONTROL_RANGE}]*$` }),
    ),
    senderEmail: mailAddress('Sender email'),
    replyTo: mailAddress('Reply-to email'),
    adminEmail: mailAddress('Your email'),
    themeDefault: OneOf('Default theme', THEME_DEFAULTS, { default: 'dark' }),
    avatarUrl: ReadOnly,
    socialImageUrl: ReadOnly,
    ownerFirstName: ReadOnly,
    updatedAt: ReadOnly,
  },
  { additionalProperties: false },
)
export type SiteInput = Static<typeof SiteInput>
