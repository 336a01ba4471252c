import { useEffect, useState } from 'react'
import { createContext, data, type RouterContextProvider } from 'react-router'
import type { LoadState } from '../pages/home/load-state.ts'
import type { AnyVariables, GraphQLClient, QueryDocument, RequestPolicy } from './graphql-client.ts'

/** How the same route loaders reach GraphQL: in-process on the server, over HTTP in the browser. */
export interface PageDataSource {
  client: GraphQLClient
  /**
   * The server awaits every query, as the status and the head depend on them; the browser hands pages
   * pending queries, so a navigation shows the spec's loading texts instead of holding the previous page.
   */
  awaitAll: boolean
  /**
   * How route actions reach the REST API (an /api/… path): `fetch` in the browser; in-process on the
   * server, with the page request's cookie and client address (docs/decisions/221).
   */
  api: (path: string, init?: RequestInit) => Promise<Response>
}

export const pageDataSource = createContext<PageDataSource>()

/** A value a page gets resolved on the server (and at hydration), or still pending after navigation. */
export type Deferred<T> = T | Promise<T>

/** docs/decisions/100-page-data-in-loaders.md: any failed page query is an outage, answered with 503. */
const unavailable = () => data(null, { status: 503 })

/** One query for a loader; session-dependent ones pass 'network-only' (a cached one may be another's). */
export async function runQuery<Data, Variables extends AnyVariables = AnyVariables>(
  context: Readonly<RouterContextProvider>,
  query: QueryDocument<Data, Variables>,
  variables: Variables,
  requestPolicy: RequestPolicy = 'cache-first',
): Promise<Data> {
  const { client } = context.get(pageDataSource)
  const result = await client.query(query, variables, { requestPolicy }).toPromise()
  if (result.error || !result.data) throw unavailable()
  return result.data
}

/** Awaits every part on the server; in the browser returns the parts still pending. */
export async function settle<T extends object>(
  context: Readonly<RouterContextProvider>,
  parts: { [K in keyof T]: Promise<T[K]> },
): Promise<{ [K in keyof T]: Deferred<T[K]> }> {
  if (!context.get(pageDataSource).awaitAll) {
    // The page shows a failure when it renders, which can be after the browser reports an unhandled
    // rejection: mark each part handled now and hand the page the original promises.
    for (const part of Object.values(parts) as Promise<unknown>[]) part.catch(() => {})
    return parts
  }
  const keys = Object.keys(parts) as (keyof T)[]
  const values = await Promise.all(keys.map((key) => parts[key]))
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as { [K in keyof T]: T[K] }
}

/** The spec's loading / error / loaded states; a resolved value renders at once, as the server did. */
export function useDeferred<T>(value: Deferred<T>): LoadState<T> {
  const [settled, setSettled] = useState<{ source: Promise<T>; state: LoadState<T> } | null>(null)
  useEffect(() => {
    if (!(value instanceof Promise)) return
    let live = true
    value.then(
      (data) => live && setSettled({ source: value, state: { status: 'loaded', data } }),
      () => live && setSettled({ source: value, state: { status: 'error' } }),
    )
    return () => {
      live = false
    }
  }, [value])
  if (!(value instanceof Promise)) return { status: 'loaded', data: value }
  return settled?.source === value ? settled.state : { status: 'loading' }
}
