import { type Static, Type as t } from '@sinclair/typebox'
import { WORK_EXPERIENCE_TYPES } from '../enums.ts'

const WorkExperienceType = t.Union(WORK_EXPERIENCE_TYPES.map((v) => t.Literal(v)))

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
