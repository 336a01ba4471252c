import { type Static, Type as t } from '@sinclair/typebox'
import { Text } from '../../http/text.ts'

export const WORK_EXPERIENCE_TYPES = ['current', 'past'] as const
export const WorkExperienceType = t.Union(WORK_EXPERIENCE_TYPES.map((v) => t.Literal(v)))

export const WorkExperience = t.Object({
  id: t.Integer(),
  type: WorkExperienceType,
  position: t.String(),
  company: t.String(),
  location: t.String(),
  duration: t.String(),
  startDate: t.String(),
  endDate: t.String(),
  description: t.Array(t.String()),
  technologies: t.Array(t.String()),
  order: t.Integer(),
})
export type WorkExperience = Static<typeof WorkExperience>

const required = (what: string) =>
  Text({ required: true, minLength: 1, maxLength: 500, error: `${what} is required` })
const requiredList = (what: string) =>
  t.Array(Text({ maxLength: 2000 }), {
    minItems: 1,
    maxItems: 100,
    error: `${what} needs at least one entry`,
  })

/** What the admin writes; id is read-only and ignored when sent back; any other key is refused. */
export const WorkExperienceInput = t.Object(
  {
    type: t.Union(
      WORK_EXPERIENCE_TYPES.map((v) => t.Literal(v)),
      { default: 'past', error: 'Type must be current or past' },
    ),
    position: required('Position'),
    company: required('Company'),
    location: required('Location'),
    duration: required('Duration'),
    startDate: required('Start date'),
    endDate: required('End date'),
    description: requiredList('Description'),
    technologies: requiredList('Technologies'),
    order: t.Integer({
      default: 0,
      minimum: -1_000_000,
      maximum: 1_000_000,
      error: 'Order must be a whole number',
    }),
    id: t.Optional(t.Unknown()),
  },
  { additionalProperties: false },
)
export type WorkExperienceInput = Static<typeof WorkExperienceInput>
