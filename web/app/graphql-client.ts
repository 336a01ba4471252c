import { createContext, useContext } from 'react'

/** A query's variables: named values (codegen's `Exact<…>` types), or none. */
export type AnyVariables = { [name: string]: unknown } | undefined

/** 'network-only' always asks again and replaces the cached answer: for anything the session changes. */
export type RequestPolicy = 'cache-first' | 'network-only'

/** What a GraphQL answer tells its caller: the data, or that there is none to trust. */
export interface QueryResult<Data> {
  data?: Data | undefined
  error?: unknown
}

/** A query as codegen writes it (web/graphql/*.graphql): its source text, typed with its data and variables. */
export interface QueryDocument<Data, Variables> {
  // A method, so a loader may name only the data type (variables are then checked loosely).
  __apiType?(variables: Variables): Data
  toString(): string
}

/**
 * The queries of a GraphQL client (writes go through REST): over HTTP in the browser, in-process on the
 * server, to the Yoga instance that answers /graphql (docs/decisions/218).
 */
export interface GraphQLClient {
  query<Data, Variables extends AnyVariables>(
    query: QueryDocument<Data, Variables>,
    variables: Variables,
    context?: { requestPolicy?: RequestPolicy },
  ): { toPromise(): Promise<QueryResult<Data>> }
}

/** How a client's queries reach GraphQL: one GraphQL-over-HTTP response per query. */
export type QueryTransport = (query: string, variables: AnyVariables) => Promise<Response>

/** What both sides accept: the GraphQL-over-HTTP media type, plain JSON from older servers. */
export const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/json'

/** Queries go as GET (cacheable by the browser and a CDN) while the URL stays short. */
const MAX_GET_URL = 2048

/** The browser's transport: same-origin requests carrying the session cookie. */
function httpTransport(url = '/graphql'): QueryTransport {
  return (query, variables) => {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables ?? {}) })
    const getUrl = `${url}?${params}`
    return getUrl.length <= MAX_GET_URL
      ? fetch(getUrl, { credentials: 'same-origin', headers: { accept: GRAPHQL_ACCEPT } })
      : fetch(url, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT },
          body: JSON.stringify({ query, variables }),
        })
  }
}

async function send<Data>(transport: QueryTransport, query: string, variables: AnyVariables) {
  try {
    const response = await transport(query, variables)
    const body = (await response.json()) as { data?: Data | null; errors?: unknown[] }
    if (body.errors?.length) return { error: body.errors, data: body.data ?? undefined }
    return { data: body.data ?? undefined, error: response.ok ? undefined : response.status }
  } catch (error) {
    return { error }
  }
}

/**
 * A document cache over a transport, without retries or refetching (the spec's data rules): failures
 * are never cached, and identical queries in flight share one request. One per visit, or server request.
 */
export function createGraphQLClient(transport: QueryTransport): GraphQLClient {
  const cache = new Map<string, Promise<QueryResult<unknown>>>()
  return {
    query(query, variables, { requestPolicy = 'cache-first' } = {}) {
      const source = String(query)
      const key = `${source}\n${JSON.stringify(variables ?? {})}`
      const toPromise = () => {
        const cached = requestPolicy === 'network-only' ? undefined : cache.get(key)
        if (cached) return cached as Promise<QueryResult<never>>
        const pending = send<unknown>(transport, source, variables)
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

/** The browser's client, used by route loaders after the first page (whose data came with the HTML). */
export const createBrowserClient = (url = '/graphql'): GraphQLClient =>
  createGraphQLClient(httpTransport(url))

const GraphQLClientContext = createContext<GraphQLClient | null>(null)
export const GraphQLClientProvider = GraphQLClientContext.Provider

export function useGraphQLClient(): GraphQLClient {
  const client = useContext(GraphQLClientContext)
  if (!client) throw new Error('useGraphQLClient needs a GraphQLClientProvider')
  return client
}
