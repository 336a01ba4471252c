import type { Plugin } from 'graphql-yoga'

/**
 * A request GraphQL refused before running anything (a syntax error, an unknown field, a bad variable, an
 * abuse limit) answers 400 whatever the client accepts. The GraphQL-over-HTTP spec lets plain
 * `application/json` clients get 200 for those, but here bad input is always a 4xx naming the problem
 * (docs/decisions/061-graphql-abuse-limits.md). Errors while running (partial data, `data: null`) keep their
 * status: 200, or 503 in an outage.
 */
export const refusedRequestsAre400: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || Symbol.asyncIterator in result) return
    if (!result.errors?.length || 'data' in result) return
    setResult({
      ...result,
      extensions: { ...result.extensions, http: { ...result.extensions?.http, status: 400 } },
    })
  },
}
