import type { AdminNewsletterScreenQuery } from '../../../../schema/generated/lazy/graphql.ts'
import { ISSUE_STATUSES } from '../../../../src/shared/newsletter-issues.ts'
import { restValue } from '../../../graphql/rest-values.ts'
import type { AdminIssue } from './types.ts'

/** The Newsletter screen's issues and open pixel switch, from the module only admin screens load (codegen.ts). */
export { AdminNewsletterScreenDocument as ADMIN_NEWSLETTER_SCREEN_QUERY } from '../../../../schema/generated/lazy/graphql.ts'

export type AdminNewsletterScreenResult = AdminNewsletterScreenQuery
type IssueData = NonNullable<AdminNewsletterScreenQuery['admin']>['newsletterIssues'][number]

/** An issue in the REST shape the composer edits and the screen's writes send back. */
export const adminIssue = (issue: IssueData): AdminIssue => ({
  ...issue,
  id: Number(issue.id),
  status: restValue(ISSUE_STATUSES, issue.status),
  undescribedImages: issue.undescribedImages.map(({ position, src }) => ({
    position: position ?? 'feature',
    src,
  })),
})
