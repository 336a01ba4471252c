/** Result types of the client's documents, generated from the schema (npm run codegen). */
import type {
  ProjectFieldsFragment,
  ProjectQuery,
  ProjectsQuery,
  WorkExperienceFieldsFragment,
  WorkExperiencesQuery,
} from '../../schema/generated/graphql.ts'

export type { ProjectStatus } from '../../schema/generated/graphql.ts'

export type ProjectData = ProjectFieldsFragment
export type WorkExperienceData = WorkExperienceFieldsFragment
export type ProjectsResult = ProjectsQuery
export type ProjectResult = ProjectQuery
export type WorkExperiencesResult = WorkExperiencesQuery
