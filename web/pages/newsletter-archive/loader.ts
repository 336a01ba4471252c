import { data, type LoaderFunctionArgs } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { NEWSLETTER_ARCHIVE_QUERY, NEWSLETTER_ISSUE_QUERY } from '../../graphql/documents.ts'
import type { NewsletterArchiveResult, NewsletterIssueResult } from '../../graphql/types.ts'

export async function archiveLoader({ context }: LoaderFunctionArgs) {
  const { newsletterIssues, newsletterTopics } = await runQuery<NewsletterArchiveResult>(
    context,
    NEWSLETTER_ARCHIVE_QUERY,
    {},
  )
  return { issues: newsletterIssues, topics: newsletterTopics }
}
export type ArchiveData = Awaited<ReturnType<typeof archiveLoader>>

/**
 * An unknown slug, or an issue not sent yet, is a 404. An issue the owner unpublished is a 410 Gone:
 * the page says it was taken down, since its address went out in mails (decision 227).
 */
export async function issueLoader({ context, params }: LoaderFunctionArgs) {
  const { newsletterIssue, newsletterIssueUnpublished, newsletterTopics } =
    await runQuery<NewsletterIssueResult>(context, NEWSLETTER_ISSUE_QUERY, { slug: params.slug ?? '' })
  if (newsletterIssue) return { issue: newsletterIssue, topics: newsletterTopics }
  if (newsletterIssueUnpublished) return data({ issue: null, topics: newsletterTopics }, { status: 410 })
  throw data(null, { status: 404 })
}
/** `topics` names the issue's topic slugs (docs/decisions/235). */
export type IssueData = (
  | { issue: NonNullable<NewsletterIssueResult['newsletterIssue']> }
  | { issue: null }
) & { topics: NewsletterIssueResult['newsletterTopics'] }
