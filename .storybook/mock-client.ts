import type { GraphQLClient, QueryResult } from '../web/app/graphql-client.ts'

/** Query results by operation name, e.g. `{ AdminProjectCommands: { project: { … } } }`. */
export type MockResults = Record<string, unknown>

/** The name of a document's operation: `query AdminProjectCommands(...)` → AdminProjectCommands. */
const operationName = (source: string) => source.match(/\b(?:query|mutation|subscription)\s+(\w+)/)?.[1]

/**
 * Answers every query from the story's results, at once and without a network: a query a story did not
 * provide fails loudly with a GraphQL error naming it, instead of hanging in loading.
 */
export function mockClient(results: MockResults): GraphQLClient {
  return {
    query(query) {
      const name = operationName(String(query))
      const result: QueryResult<never> =
        name && name in results
          ? { data: results[name] as never }
          : { error: [{ message: `Storybook has no mock result for ${name ?? 'this query'}` }] }
      return { toPromise: () => Promise.resolve(result) }
    },
  }
}
