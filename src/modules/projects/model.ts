import { type Static, Type as t } from '@sinclair/typebox'
import { CONTROL_RANGE, Text } from '../../http/text.ts'

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

const nullableText = t.Union([t.String(), t.Null()])

export const ProjectStatus = t.Union(PROJECT_STATUSES.map((s) => t.Literal(s)))
export const ColorTheme = t.Union(COLOR_THEMES.map((c) => t.Literal(c)))

/** A project as every API answers it (REST and GraphQL share these field names). */
export const Project = t.Object({
  id: t.Integer(),
  title: t.String(),
  description: t.String(),
  technologies: t.Array(t.String()),
  features: t.Array(t.String()),
  challenges: t.Array(t.String()),
  results: t.Array(t.String()),
  duration: nullableText,
  role: nullableText,
  status: t.Union([ProjectStatus, t.Null()]),
  demoUrl: nullableText,
  githubUrl: nullableText,
  colorTheme: ColorTheme,
  order: t.Integer(),
  iconUrl: nullableText,
  iconName: nullableText,
  heroImageUrl: nullableText,
  screenshotUrls: t.Array(t.String()),
  createdAt: t.String(),
  updatedAt: t.String(),
})
export type Project = Static<typeof Project>

const required = (what: string) =>
  Text({ required: true, minLength: 1, maxLength: 10_000, error: `${what} is required` })
const optionalText = (max: number) => t.Union([Text({ maxLength: max }), t.Null()], { default: null })
const optionalUrl = (what: string) =>
  t.Union(
    [
      t.Null(),
      t.Literal(''),
      t.String({
        maxLength: 2048,
        pattern: `^https?://[^\\s/$.?#${CONTROL_RANGE}][^\\s${CONTROL_RANGE}]*$`,
        error: `${what} must be a URL`,
      }),
    ],
    { default: null, error: `${what} must be a URL (http:// or https://)` },
  )
const textList = t.Array(Text({ maxLength: 2000 }), { maxItems: 100, default: [] })
/** Fields GET answers but nobody writes: accepted so a read object can be sent back, then ignored. */
const readOnly = t.Optional(t.Unknown())

/**
 * What the admin may write. The media fields (iconUrl, heroImageUrl, screenshotUrls), id and timestamps
 * are read-only: the object GET answers can be sent back as is and those fields are ignored. Any other
 * key is refused with a 400 naming it (docs/decisions/084).
 */
export const ProjectInput = t.Object(
  {
    title: required('Title'),
    description: required('Description'),
    technologies: textList,
    features: textList,
    challenges: textList,
    results: textList,
    duration: optionalText(200),
    role: optionalText(200),
    status: t.Union([ProjectStatus, t.Literal(''), t.Null()], {
      default: null,
      error: `Status must be one of ${PROJECT_STATUSES.join(', ')}`,
    }),
    demoUrl: optionalUrl('Demo URL'),
    githubUrl: optionalUrl('GitHub URL'),
    colorTheme: t.Union(
      COLOR_THEMES.map((c) => t.Literal(c)),
      { default: 'blue', error: `Colour theme must be one of ${COLOR_THEMES.join(', ')}` },
    ),
    order: t.Integer({
      default: 0,
      minimum: -1_000_000,
      maximum: 1_000_000,
      error: 'Order must be a whole number',
    }),
    iconName: t.Union([...ICON_NAMES.map((n) => t.Literal(n)), t.Null()], {
      default: null,
      error: `Icon name must be one of ${ICON_NAMES.join(', ')}`,
    }),
    id: readOnly,
    iconUrl: readOnly,
    heroImageUrl: readOnly,
    screenshotUrls: readOnly,
    createdAt: readOnly,
    updatedAt: readOnly,
  },
  { additionalProperties: false },
)
export type ProjectInput = Static<typeof ProjectInput>

/** The screenshot order to save: the current URLs, rearranged. */
export const ReorderScreenshotsInput = t.Object(
  {
    screenshotUrls: t.Array(Text({ maxLength: 2048 }), {
      maxItems: 200,
      error: 'screenshotUrls must be a list of URLs',
    }),
  },
  { additionalProperties: false },
)
export type ReorderScreenshotsInput = Static<typeof ReorderScreenshotsInput>
