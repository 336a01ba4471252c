import { type Static, Type as t } from '@sinclair/typebox'
import { WORK_EXPERIENCE_TYPES } from '../enums.ts'
import { Text } from '../text.ts'
import { Order, ReadOnly } from './fields.ts'

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
    order: Order,
    id: ReadOnly,
  },
  { additionalProperties: false },
)
export type WorkExperienceInput = Static<typeof WorkExperienceInput>
