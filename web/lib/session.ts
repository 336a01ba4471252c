import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import {
  DashboardDocument as DASHBOARD_QUERY,
  type DashboardQuery,
  MeDocument as ME_QUERY,
  type MeQuery,
} from '../../schema/generated/graphql.ts'
import type { PublicUser } from '../../src/shared/models/auth.ts'
import { type GraphQLClient, useGraphQLClient } from '../app/graphql-client.ts'
import { useToast } from '../components/toast/Toaster.tsx'
import { apiRequest } from './api.ts'

export type MeResult = MeQuery
export type DashboardResult = DashboardQuery

export { DASHBOARD_QUERY, ME_QUERY }

/** Every query whose answer depends on who is signed in. */
const SESSION_QUERIES = [ME_QUERY, DASHBOARD_QUERY]

/** After sign-in, sign-up or sign-out the session's queries run again: no page shows the last person's. */
export async function refreshSession(client: GraphQLClient): Promise<void> {
  await Promise.all(
    SESSION_QUERIES.map((query) => client.query(query, {}, { requestPolicy: 'network-only' }).toPromise()),
  )
}

export function displayName(user: Pick<PublicUser, 'username' | 'firstName' | 'lastName'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return full || user.username
}

/** "Member since" style date, fixed to UTC and one locale so server and browser render the same text. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** Where a freshly signed-in user goes (docs/spec.md §4). */
export const homeFor = (user: Pick<PublicUser, 'isAdmin'>) => (user.isAdmin ? '/admin' : '/dashboard')

/**
 * Logout (docs/spec.md §4): end the session, refresh its cached data, toast and go to /auth; with `hard`
 * (the dashboard's), a full page load of / instead, which discards every cached result at once.
 */
export function useLogout({ hard = false }: { hard?: boolean } = {}): () => Promise<void> {
  const client = useGraphQLClient()
  const navigate = useNavigate()
  const { toast } = useToast()
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/logout')
    } catch {
      toast({ title: 'Logout failed', variant: 'destructive' })
      return
    }
    if (hard) {
      window.location.assign('/')
      return
    }
    await refreshSession(client)
    toast({ title: 'Logged out successfully' })
    navigate('/auth')
  }, [client, navigate, toast, hard])
}
