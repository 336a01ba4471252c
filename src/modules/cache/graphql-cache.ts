import type { Cache } from '@graphql-yoga/plugin-response-cache'
import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache'
import type { DataVersion } from './data-version.ts'

/** Distinct anonymous query results kept (documents × variables); they are small JSON. */
const MAX_RESULTS = 1000

/** Types that belong to one reader: a result holding any of them is never shared. */
const PERSONAL_TYPES = [
  'User',
  'NewsletterSubscription',
  'NewsletterPreferences',
  'NewsletterUnsubscribeLink',
  'Admin',
]

/**
 * Yoga's response cache, emptied whenever the data version moves (docs/decisions/142-graphql-cache.md):
 * results are kept until a content write, not for a time. The plugin uses the key as the ETag, and the
 * compression wrapper weakens it (W/) on compressed answers, so a key is looked up without that form.
 */
function versionedCache(dataVersion: DataVersion): Cache {
  let results = createInMemoryCache({ max: MAX_RESULTS })
  dataVersion.onChange(() => {
    results = createInMemoryCache({ max: MAX_RESULTS })
  })
  const bare = (key: string) => key.replace(/^W\//, '').replace(/"/g, '')
  return {
    get: (key) => results.get(bare(key)),
    set: (key, result, entities, ttl) => results.set(key, result, entities, ttl),
    invalidate: (entities) => results.invalidate(entities),
  }
}

/** Anonymous read queries only: a request with a session is neither answered from nor stored in it. */
export function graphqlResponseCache(dataVersion: DataVersion, hasSession: (request: Request) => boolean) {
  // biome-ignore lint/correctness/useHookAtTopLevel: an envelop plugin factory, not a React hook
  return useResponseCache({
    cache: versionedCache(dataVersion),
    enabled: (request) => !hasSession(request),
    session: () => null,
    ttl: Number.POSITIVE_INFINITY,
    ignoredTypes: PERSONAL_TYPES,
    scopePerSchemaCoordinate: {
      'Query.me': 'PRIVATE',
      'Query.newsletterSubscription': 'PRIVATE',
      'Query.admin': 'PRIVATE',
      'Query.newsletterUnsubscribeLink': 'PRIVATE',
    },
    // The data version decides freshness; entity tracking by mutation would only duplicate it.
    invalidateViaMutation: false,
  })
}
