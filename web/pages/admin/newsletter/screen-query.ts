import type {
  AdminIssueSummaryFragment,
  AdminNewsletterIssueQuery,
} from '../../../../schema/generated/lazy/graphql.ts'
import { ISSUE_STATUSES } from '../../../../src/shared/newsletter-issues.ts'
import { restValue } from '../../../graphql/rest-values.ts'
import type { AdminIssue, IssueSummary } from './types.ts'

/** The Newsletter screen's documents, from the module only admin screens load (codegen.ts). */
export {
  AdminMediaLibraryDocument as ADMIN_MEDIA_LIBRARY_QUERY,
  AdminNewsletterAudienceDocument as ADMIN_NEWSLETTER_AUDIENCE_QUERY,
  AdminNewsletterIssueDocument as ADMIN_NEWSLETTER_ISSUE_QUERY,
  AdminNewsletterScreenDocument as ADMIN_NEWSLETTER_SCREEN_QUERY,
} from '../../../../schema/generated/lazy/graphql.ts'

type Restful<T extends AdminIssueSummaryFragment> = Omit<T, 'id' | 'status' | 'undescribedImages'> &
  Pick<IssueSummary, 'id' | 'status' | 'undescribedImages'>

/** An issue in the REST shape the screen shows and its writes send back (numeric id, the REST status). */
export function restIssue<T extends AdminIssueSummaryFragment>(issue: T): Restful<T> {
  return {
    ...issue,
    id: Number(issue.id),
    status: restValue(ISSUE_STATUSES, issue.status),
    undescribedImages: issue.undescribedImages.map(({ position, src }) => ({
      position: position ?? 'feature',
      src,
    })),
  }
}

/** The issue the composer edits, whole. */
export const composerIssue = (
  issue: NonNullable<NonNullable<AdminNewsletterIssueQuery['admin']>['newsletterIssue']>,
): AdminIssue => restIssue(issue)
