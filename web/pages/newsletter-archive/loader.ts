import { data, type LoaderFunctionArgs } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { NEWSLETTER_ARCHIVE_QUERY, NEWSLETTER_ISSUE_QUERY } from '../../graphql/documents.ts'
import type { NewsletterArchiveResult, NewsletterIssueResult } from '../../graphql/types.ts'

export async function archiveLoader({ context }: LoaderFunctionArgs) {
  const { newsletterIssues } = await runQuery<NewsletterArchiveResult>(context, NEWSLETTER_ARCHIVE_QUERY, {})
  return { issues: newsletterIssues }
}
export type ArchiveData = Awaited<ReturnType<typeof archiveLoader>>

/** An unknown slug, or an issue not sent yet, is a 404. */
export async function issueLoader({ context, params }: LoaderFunctionArgs) {
  const { newsletterIssue } = await runQuery<NewsletterIssueResult>(context, NEWSLETTER_ISSUE_QUERY, {
    slug: params.slug ?? '',
  })
  if (!newsletterIssue) throw data(null, { status: 404 })
  return { issue: newsletterIssue }
}
export type IssueData = Awaited<ReturnType<typeof issueLoader>>
