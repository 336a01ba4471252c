import { type Static, Type as t } from '@sinclair/typebox'
import { COLOR_THEMES, ICON_NAMES, PROJECT_STATUSES } from '../enums.ts'
import { CONTROL_RANGE, Text } from '../text.ts'
import { OneOf, Order, ReadOnly } from './fields.ts'

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
    status: t.Union([...PROJECT_STATUSES.map((s) => t.Literal(s)), t.Literal(''), t.Null()], {
      default: null,
      error: `Status must be one of ${PROJECT_STATUSES.join(', ')}`,
    }),
    demoUrl: optionalUrl('Demo URL'),
    githubUrl: optionalUrl('GitHub URL'),
    colorTheme: OneOf('Colour theme', COLOR_THEMES, { default: 'blue' }),
    order: Order,
    iconName: t.Union([...ICON_NAMES.map((n) => t.Literal(n)), t.Null()], {
      default: null,
      error: `Icon name must be one of ${ICON_NAMES.join(', ')}`,
    }),
    id: ReadOnly,
    iconUrl: ReadOnly,
    heroImageUrl: ReadOnly,
    screenshotUrls: ReadOnly,
    createdAt: ReadOnly,
    updatedAt: ReadOnly,
  },
  { additionalProperties: false },
)
export type ProjectInput = Static<typeof ProjectInput>
