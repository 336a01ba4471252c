import type { PageQuery } from '../../app/page-query.ts'

/** What the page behind the embeddable form says: a link is on its way, or why nothing was sent. */
export type CheckInboxState = 'sent' | 'invalid' | 'busy'

/** `?problem=` as src/modules/newsletter/embed.ts names it; anything else reads as sent. */
export function checkInboxState(params: URLSearchParams): CheckInboxState {
  const problem = params.get('problem')
  return problem === 'invalid' || problem === 'busy' ? problem : 'sent'
}

/** The one parameter the page reads (docs/decisions/215): other values are the default page. */
export const checkInboxQuery: PageQuery = {
  reads: ['problem'],
  canonical: (params) => {
    const state = checkInboxState(params)
    return new URLSearchParams(state === 'sent' ? {} : { problem: state })
  },
}
