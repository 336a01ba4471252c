import { type LoaderFunctionArgs, type ShouldRevalidateFunction, useRouteLoaderData } from 'react-router'
import { MeDocument as ME_QUERY, type MeQuery } from '../../schema/generated/graphql.ts'
import { SITE_QUERY } from '../graphql/documents.ts'
import type { SiteData } from '../graphql/types.ts'
import { runQuery } from './page-data.ts'

/** The root route's data: the site settings and who is signed in, hydrated without a request. */
export const ROOT_ROUTE_ID = 'root'

/** Who the header shows as signed in. */
export type SessionUser = Pick<NonNullable<MeQuery['me']>, 'username' | 'firstName' | 'lastName' | 'isAdmin'>

export interface RootData {
  site: SiteData
  me: SessionUser | null
}

/**
 * A failed session lookup shows the header signed out rather than turning every page into an error
 * (failed settings are an outage). Anonymous pages are cached with `me: null` (docs/decisions/140).
 */
async function sessionUser(context: LoaderFunctionArgs['context']): Promise<SessionUser | null> {
  try {
    const { me } = await runQuery<MeQuery>(context, ME_QUERY, {}, 'network-only')
    if (!me) return null
    const { username, firstName, lastName, isAdmin } = me
    return { username, firstName, lastName, isAdmin }
  } catch {
    return null
  }
}

/** 'network-only': after the admin saves the Site tab, a revalidation must not answer from the cache. */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const [{ site }, me] = await Promise.all([
    runQuery(context, SITE_QUERY, {}, 'network-only'),
    sessionUser(context),
  ])
  return { site, me }
}

/** Pages where a session starts or ends (sign-in, sign-up, reset, owner setup, logout, the gates). */
const SESSION_PATHS = [
  '/auth',
  '/auth/reset',
  '/auth/link',
  '/newsletter',
  '/dashboard',
  '/admin',
  '/admin/setup',
]

/**
 * Loaded once per visit, and again on an explicit revalidation (saved settings, the back/forward cache)
 * or on entering or leaving a page where the session changes.
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  (currentUrl.href === nextUrl.href && defaultShouldRevalidate) ||
  SESSION_PATHS.includes(currentUrl.pathname) ||
  SESSION_PATHS.includes(nextUrl.pathname)

/** The settings in a router state's loader data (head), if the root loader answered. */
export const siteIn = (loaderData: Record<string, unknown>): SiteData | undefined =>
  (loaderData[ROOT_ROUTE_ID] as RootData | undefined)?.site

export function useSite(): SiteData {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined
  if (!data) throw new Error('useSite needs the root route (id "root") and its loader data')
  return data.site
}

/** The signed-in user from the root loader; null when signed out or outside the app's routes. */
export function useSessionUser(): SessionUser | null {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined)?.me ?? null
}
