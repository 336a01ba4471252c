import type { LoaderFunctionArgs } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { NEWSLETTER_LATEST_QUERY } from '../../graphql/documents.ts'
import type { NewsletterLatestResult } from '../../graphql/types.ts'
import { signedOutOnly } from '../auth/loader.ts'

/**
 * /newsletter, the newsletter's landing page: a signed-in reader goes on to the dashboard (as the spec
 * sends signed-in readers); everyone else sees the latest few issues under the sign-up form.
 */
export async function newsletterLoader(args: LoaderFunctionArgs) {
  const [, { newsletterIssues }] = await Promise.all([
    signedOutOnly('/dashboard')(args),
    runQuery<NewsletterLatestResult>(args.context, NEWSLETTER_LATEST_QUERY, {}),
  ])
  return { latest: newsletterIssues }
}
export type NewsletterData = Awaited<ReturnType<typeof newsletterLoader>>
