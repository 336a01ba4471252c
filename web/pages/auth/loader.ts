import { type LoaderFunctionArgs, redirect } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { ME_QUERY, type MeResult } from '../../lib/session.ts'

/** A page for visitors signed in (or out) only; the server redirects anyone else before rendering. */
const onlyWhen =
  (signedIn: boolean, destination: string) =>
  async ({ context }: LoaderFunctionArgs) => {
    const { me } = await runQuery<MeResult>(context, ME_QUERY, {}, 'network-only')
    if (Boolean(me) !== signedIn) throw redirect(destination)
    return null
  }

/** A signed-in user never sees a sign-in page (docs/spec.md §4). */
export const signedOutOnly = (destination: string) => onlyWhen(false, destination)

/** A page only a signed-in visitor has a use for (/logout). */
export const signedInOnly = (destination: string) => onlyWhen(true, destination)
