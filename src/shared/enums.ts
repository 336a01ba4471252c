/**
 * The fixed value sets of the site (docs/spec.md §5 and §9), as plain constants: the public pages import
 * them, so nothing here may pull in a validator or any server code. REST keeps these exact values; GraphQL
 * names them with `graphqlEnumName` because enum values there must be valid names.
 */
export const PROJECT_STATUSES = ['planning', 'in-progress', 'completed', 'on-hold'] as const

export const COLOR_THEMES = [
  'blue',
  'green',
  'purple',
  'orange',
  'red',
  'yellow',
  'pink',
  'indigo',
  'cyan',
  'emerald',
] as const

export const ICON_NAMES = [
  'utensils',
  'timer',
  'cloud',
  'dollar-sign',
  'book-open',
  'sprout',
  'code2',
  'brain',
  'file-search',
] as const

export const COMMAND_CATEGORIES = [
  'Setup',
  'Development',
  'Testing',
  'Deployment',
  'Maintenance',
  'General',
] as const

export const WORK_EXPERIENCE_TYPES = ['current', 'past'] as const

/**
 * How often a reader wants the newsletter: every issue, or at most one a week or a month (a cap applied
 * when an issue is sent: docs/decisions/200 and 227). New readers get every issue unless they choose.
 */
export const FREQUENCIES = ['every-issue', 'weekly', 'monthly'] as const
export const DEFAULT_FREQUENCY = 'every-issue'

export type Frequency = (typeof FREQUENCIES)[number]

/** What a reader reads for each frequency, wherever it is chosen or shown. */
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  'every-issue': 'Every issue',
  weekly: 'At most weekly',
  monthly: 'At most monthly',
}

/**
 * The GraphQL enum name of a REST value: 'in-progress' → IN_PROGRESS, 'every-issue' → EVERY_ISSUE,
 * 'A & B' → A_AND_B, 'UI/UX' → UI_UX.
 */
export function graphqlEnumName(value: string): string {
  return value
    .replace(/&/g, ' and ')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase()
}

/** The REST value behind a GraphQL enum name, looked up in its value set; undefined when it has none. */
export function enumValueOf<T extends string>(values: readonly T[], name: string): T | undefined {
  return values.find((value) => graphqlEnumName(value) === name)
}

/**
 * Where a reader stands in the admin's Subscribers screen (docs/decisions/226): receiving the newsletter,
 * waiting to open the confirmation link (double opt-in), subscribed but their mail fails, ended (by the
 * reader or the admin; the preferences are kept), or never subscribed. The order is the screen's.
 */
export const READER_STATES = ['active', 'pending', 'failed', 'unsubscribed', 'none'] as const
export type ReaderState = (typeof READER_STATES)[number]

/** How the screen and the CSV export name each state. */
export const READER_STATE_LABELS: Record<ReaderState, string> = {
  active: 'Active',
  pending: 'Pending',
  failed: 'Mail failing',
  unsubscribed: 'Unsubscribed',
  none: 'Never subscribed',
}

/**
 * How a reader's current subscription began (docs/decisions/236): they subscribed on the site, came in
 * a CSV import the owner vouched for, or the owner added them by hand.
 */
export const READER_CONSENTS = ['signup', 'imported', 'added'] as const
export type ReaderConsent = (typeof READER_CONSENTS)[number]

/** How the screen and the CSV export name each. */
export const READER_CONSENT_LABELS: Record<ReaderConsent, string> = {
  signup: 'Signed up',
  imported: 'Imported',
  added: 'Added by the owner',
}

/** Where a message in the mail log stands: waiting, waiting again after a failed attempt, sent, or given up. */
export const MAIL_LOG_STATES = ['queued', 'retrying', 'sent', 'failed'] as const
export type MailLogState = (typeof MAIL_LOG_STATES)[number]
