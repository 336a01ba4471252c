import { type Client, CombinedError, createClient, type Exchange, makeErrorResult, makeResult } from 'urql'
import { filter, map, pipe } from 'wonka'

/** Query results by operation name, e.g. `{ AdminProjectCommands: { project: { … } } }`. */
export type MockResults = Record<string, unknown>

/**
 * Answers every operation from the story's results, synchronously and without a network: a query a
 * story did not provide fails loudly with a GraphQL error naming it, instead of hanging in loading.
 */
const mockExchange =
  (results: MockResults): Exchange =>
  () =>
  (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        const name = operation.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value
        return name && name in results
          ? makeResult(operation, { data: results[name] })
          : makeErrorResult(
              operation,
              new CombinedError({
                graphQLErrors: [`Storybook has no mock result for ${name ?? 'this query'}`],
              }),
            )
      }),
    )

export function mockClient(results: MockResults): Client {
  return createClient({ url: '/graphql', exchanges: [mockExchange(results)] })
}
