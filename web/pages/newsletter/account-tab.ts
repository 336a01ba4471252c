import type { PageQuery } from '../../app/page-query.ts'

/** The two tabs of /newsletter's account panel (ReaderAccount.tsx). */
export type AccountTab = 'signup' | 'signin'

/** The tab `?tab=` asks for: without script the tabs are links that choose one this way. */
export function accountTabAsked(params: URLSearchParams): AccountTab | undefined {
  const tab = params.get('tab')
  return tab === 'signup' || tab === 'signin' ? tab : undefined
}

/**
 * /newsletter reads `tab` alone (docs/decisions/215): a GET shows Sign in unless it asks for Sign up,
 * so only that one is a page of its own.
 */
export const newsletterPageQuery: PageQuery = {
  reads: ['tab'],
  canonical: (params) => new URLSearchParams(accountTabAsked(params) === 'signup' ? { tab: 'signup' } : {}),
}
