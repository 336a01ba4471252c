import { data, type LoaderFunctionArgs } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { NEWSLETTER_UNSUBSCRIBE_LINK_QUERY } from '../../graphql/documents.ts'
import type { NewsletterUnsubscribeLinkResult } from '../../graphql/types.ts'

/**
 * The confirm page behind an email's unsubscribe link: GET never changes anything (link scanners open
 * every link), the button POSTs. A forged or mangled token is a 400 with a message.
 */
export async function unsubscribeLoader({ context, request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const { newsletterUnsubscribeLink: link } = await runQuery<NewsletterUnsubscribeLinkResult>(
    context,
    NEWSLETTER_UNSUBSCRIBE_LINK_QUERY,
    { token },
    'network-only',
  )
  if (!link.valid) return data({ state: 'invalid' as const, token }, { status: 400 })
  return { state: link.subscribed ? ('subscribed' as const) : ('unsubscribed' as const), token }
}
