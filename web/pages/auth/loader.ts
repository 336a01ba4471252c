import { type LoaderFunctionArgs, redirect } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { ME_QUERY, type MeResult } from '../../lib/session.ts'

/** Spec section 4: a signed-in user never sees a sign-in page; the server redirects before rendering. */
export function signedOutOnly(destination: string) {
  return async ({ context }: LoaderFunctionArgs) => {
    const { me } = await runQuery<MeResult>(context, ME_QUERY, {}, 'network-only')
    if (me) throw redirect(destination)
    return null
  }
}
