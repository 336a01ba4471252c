import { type Client, cacheExchange, createClient, fetchExchange, type SSRData, ssrExchange } from 'urql'

/**
 * The browser's client: results rendered on the server are replayed from the page (no request on first
 * load); later queries go over HTTP. Cache-first with no refetching matches the spec's data rules
 * (no retries, no refetch on focus, never stale).
 */
export function createBrowserClient(initialState: SSRData | undefined): Client {
  return createClient({
    url: '/graphql',
    exchanges: [cacheExchange, ssrExchange({ isClient: true, initialState }), fetchExchange],
    fetchOptions: { credentials: 'same-origin' },
    requestPolicy: 'cache-first',
  })
}
