import { type Client, cacheExchange, createClient, fetchExchange } from 'urql'

/**
 * The browser's client, used by route loaders after the first page (whose data came with the HTML)
 * and by the admin's command list. Cache-first with no refetching matches the spec's data rules (no
 * retries, no refetch on focus, never stale); session-dependent loaders ask for 'network-only'.
 */
export function createBrowserClient(): Client {
  return createClient({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetchOptions: { credentials: 'same-origin' },
    requestPolicy: 'cache-first',
  })
}
