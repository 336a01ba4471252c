/** Result types of the client's documents, generated from the schema (npm run codegen). */
import type {
  NewsletterArchiveQuery,
  NewsletterIssueQuery,
  NewsletterLatestQuery,
  NewsletterUnsubscribeLinkQuery,
  ProjectFieldsFragment,
  ProjectQuery,
  ProjectsQuery,
  PublicCommandFieldsFragment,
  SiteFieldsFragment,
  WorkExperienceFieldsFragment,
  WorkExperiencesQuery,
} from '../../schema/generated/graphql.ts'

export type { ProjectStatus } from '../../schema/generated/graphql.ts'

export type ProjectData = ProjectFieldsFragment
/** A command as the project page's Commands tab shows it. */
export type PublicCommandData = PublicCommandFieldsFragment
export type WorkExperienceData = WorkExperienceFieldsFragment
export type ProjectsResult = ProjectsQuery
export type ProjectResult = ProjectQuery
export type WorkExperiencesResult = WorkExperiencesQuery
export type SiteData = SiteFieldsFragment
export type NewsletterArchiveResult = NewsletterArchiveQuery
export type NewsletterIssueResult = NewsletterIssueQuery
export type NewsletterLatestResult = NewsletterLatestQuery
export type NewsletterUnsubscribeLinkResult = NewsletterUnsubscribeLinkQuery
