import { createContext, useContext } from 'react'
import type { AnyVariables, Client, RequestPolicy } from 'urql'

/** What a GraphQL answer tells its caller: the data, or that there is none to trust. */
export interface QueryResult<Data> {
  data?: Data | undefined
  error?: unknown
}

/**
 * The part of a GraphQL client the web app uses: queries only (writes go through the REST API). The
 * server renderer hands in an urql client that runs the schema in-process; the browser uses the tiny
 * fetch client below, so public pages never download urql (docs/decisions/150-js-diet.md).
 */
/** A query as codegen writes it (web/graphql/*.graphql): its source text, typed with its data and variables. */
export interface QueryDocument<Data, Variables> {
  // A method, so a loader may name only the data type (variables are then checked loosely).
  __apiType?(variables: Variables): Data
  toString(): string
}

export interface GraphQLClient {
  query<Data, Variables extends AnyVariables>(
    query: QueryDocument<Data, Variables>,
    variables: Variables,
    context?: { requestPolicy?: RequestPolicy },
  ): { toPromise(): Promise<QueryResult<Data>> }
}

/** Like urql: queries go as GET (cacheable by the browser and a CDN) while the URL stays short. */
const MAX_GET_URL = 2048

async function send<Data>(url: string, query: string, variables: unknown): Promise<QueryResult<Data>> {
  const accept = 'application/graphql-response+json, application/json'
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables ?? {}) })
  const getUrl = `${url}?${params}`
  try {
    const response =
      getUrl.length <= MAX_GET_URL
        ? await fetch(getUrl, { credentials: 'same-origin', headers: { accept } })
        : await fetch(url, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept },
            body: JSON.stringify({ query, variables }),
          })
    const body = (await response.json()) as { data?: Data | null; errors?: unknown[] }
    if (body.errors?.length) return { error: body.errors, data: body.data ?? undefined }
    return { data: body.data ?? undefined, error: response.ok ? undefined : response.status }
  } catch (error) {
    return { error }
  }
}

/**
 * The browser's client, used by route loaders after the first page (whose data came with the HTML).
 * Like the urql setup it replaces: a document cache, cache-first with no refetching (the spec's data
 * rules: no retries, no refetch on focus), 'network-only' asks again and replaces the cached answer;
 * failures are never cached, and identical queries in flight share one request.
 */
export function createBrowserClient(url = '/graphql'): GraphQLClient {
  const cache = new Map<string, Promise<QueryResult<unknown>>>()
  return {
    query(query, variables, { requestPolicy = 'cache-first' } = {}) {
      const source = String(query)
      const key = `${source}\n${JSON.stringify(variables ?? {})}`
      const toPromise = () => {
        const cached = requestPolicy === 'network-only' ? undefined : cache.get(key)
        if (cached) return cached as Promise<QueryResult<never>>
        const pending = send<unknown>(url, source, variables)
        cache.set(key, pending)
        void pending.then((result) => {
          if ((result.error || !result.data) && cache.get(key) === pending) cache.delete(key)
        })
        return pending as Promise<QueryResult<never>>
      }
      return { toPromise }
    },
  }
}

/** An urql client (the server's in-process one, Storybook's mock) behind the same interface. */
export const fromUrql = (urql: Pick<Client, 'query'>): GraphQLClient => ({
  query: (query, variables, context) => urql.query(String(query), variables, context),
})

const GraphQLClientContext = createContext<GraphQLClient | null>(null)
export const GraphQLClientProvider = GraphQLClientContext.Provider

export function useGraphQLClient(): GraphQLClient {
  const client = useContext(GraphQLClientContext)
  if (!client) throw new Error('useGraphQLClient needs a GraphQLClientProvider')
  return client
}
