import type { SiteInput } from '../../../src/shared/inputs/site.ts'
import { MAX_GREETINGS, PROFILE_LINKS, THEME_DEFAULTS, type ThemeDefault } from '../../../src/shared/site.ts'
import { text, texts } from '../../app/route-action.ts'
import { restValue } from '../../graphql/rest-values.ts'
import type { SiteData } from '../../graphql/types.ts'
import type { SiteMailData } from './queries.ts'

/** The mail settings; blank uses the default. */
const MAIL_FIELDS = ['senderName', 'senderEmail', 'replyTo', 'adminEmail'] as const
type MailField = (typeof MAIL_FIELDS)[number]
/** The profile links a blank hides. */
type OptionalLink = Extract<(typeof PROFILE_LINKS)[number], { required: false }>['field']

/** The Site form's fields as typed (the optional links and the mail settings as text; blank: none, default). */
export type SiteValues = Omit<
  SiteInput,
  OptionalLink | MailField | 'avatarUrl' | 'socialImageUrl' | 'ownerFirstName' | 'updatedAt'
> &
  Record<OptionalLink | MailField, string>

/** What each blank mail setting stands for, from the values being typed (so a rename shows at once). */
export function mailDefaults(values: SiteValues, mail: SiteMailData): Record<MailField, string> {
  return {
    senderName: values.ownerName.trim(),
    senderEmail: mail.mailFromAddress ?? values.contactEmail.trim(),
    replyTo: values.contactEmail.trim(),
    adminEmail: mail.adminAccountEmail ?? values.contactEmail.trim(),
  }
}

export const initialSiteValues = (site: SiteData, mail: SiteMailData): SiteValues => ({
  ownerName: site.ownerName,
  jobTitle: site.jobTitle,
  greetings: [...site.greetings],
  aboutFull: site.aboutFull,
  aboutShort: site.aboutShort,
  careerStart: site.careerStart,
  statLabel: site.statLabel,
  statValue: site.statValue,
  contactEmail: site.contactEmail,
  linkedinUrl: site.linkedinUrl,
  githubUrl: site.githubUrl,
  xUrl: site.xUrl ?? '',
  mastodonUrl: site.mastodonUrl ?? '',
  scholarUrl: site.scholarUrl ?? '',
  huggingfaceUrl: site.huggingfaceUrl ?? '',
  description: site.description,
  themeDefault: restValue(THEME_DEFAULTS, site.themeDefault),
  senderName: mail.senderName ?? '',
  senderEmail: mail.senderEmail ?? '',
  replyTo: mail.replyTo ?? '',
  adminEmail: mail.adminEmail ?? '',
})

const TEXT_FIELDS = [
  'ownerName',
  'jobTitle',
  'aboutFull',
  'aboutShort',
  'careerStart',
  'statLabel',
  'statValue',
  'contactEmail',
  'linkedinUrl',
  'githubUrl',
  'xUrl',
  'mastodonUrl',
  'scholarUrl',
  'huggingfaceUrl',
  'description',
  ...MAIL_FIELDS,
] as const

/** The posted form (named as the Site tab names its fields) as the form's values. */
export function readSiteForm(formData: FormData): SiteValues {
  const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(formData, name)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >
  return {
    ...fields,
    greetings: texts(formData, 'greetings'),
    // Anything else is the schema's to refuse, with its own message.
    themeDefault: text(formData, 'themeDefault') as ThemeDefault,
  }
}

/** Fields whose blank is null: an optional link (hidden), a mail setting (back to its default). */
const NULL_WHEN_BLANK = new Set<string>([
  ...PROFILE_LINKS.filter((link) => !link.required).map((link) => link.field),
  ...MAIL_FIELDS,
])

/** Trimmed text; a blank greeting line is an error to fix. Blanks are sent, so that emptying a field is saved. */
export const siteToPayload = (v: SiteValues): SiteInput => ({
  ...v,
  ...Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, v[name].trim() || (NULL_WHEN_BLANK.has(name) ? null : '')]),
  ),
  greetings: v.greetings.map((g) => g.trim()),
})

/** The Site screen's two pictures: where each uploads and is removed, and how the screen names it. */
export const SITE_IMAGES = {
  avatar: {
    path: '/api/site/avatar',
    field: 'avatar',
    noun: 'avatar',
    title: 'Avatar',
    hint: 'Cropped to a square (512×512) around the most detailed part, usually the face.',
  },
  social: {
    path: '/api/site/social-image',
    field: 'image',
    noun: 'social image',
    title: 'Default social image',
    hint: 'Shown when a link to a page without its own image is shared; cropped to 1200×630.',
  },
} as const
export type ImageKind = keyof typeof SITE_IMAGES

/** The intent of a picture's Remove form (the Site screen's action). */
export const REMOVE_IMAGE = 'remove-image'
/** A picture sent with the form, without JavaScript (with it, uploads go from script for their progress). */
export const UPLOAD_IMAGE = 'upload-image'

/**
 * One change to the greeting lines, as a button names it (`greetingEdit`): 'add', or 'up-I', 'down-I',
 * 'remove-I' for the line at index I. The editor applies it in place with script; without, the button
 * posts the form and the action applies it to the lines sent and shows them again, unsaved.
 * Anything else, or a move past either end, leaves the lines as they are.
 */
export function editGreetings(greetings: readonly string[], edit: string): string[] {
  const next = [...greetings]
  if (edit === 'add') return next.length < MAX_GREETINGS ? [...next, ''] : next
  const [, verb, at] = /^(up|down|remove)-(\d+)$/.exec(edit) ?? []
  const index = Number(at)
  if (!verb || index >= next.length) return next
  if (verb === 'remove') return next.length > 1 ? next.filter((_, i) => i !== index) : next
  const to = verb === 'up' ? index - 1 : index + 1
  if (to < 0 || to >= next.length) return next
  ;[next[index], next[to]] = [next[to]!, next[index]!]
  return next
}
