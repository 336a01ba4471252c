import { expect, test } from 'bun:test'
import { createGraphQLClient, type QueryDocument } from './graphql-client.ts'

const QUERY = 'query Projects { projects { id } }' as unknown as QueryDocument<
  { projects: { id: string }[] },
  Record<string, never>
>

function countingTransport(answers: (() => Response)[]) {
  const sent: { query: string; variables: unknown }[] = []
  const transport = async (query: string, variables: unknown) => {
    sent.push({ query, variables })
    return answers[Math.min(sent.length, answers.length) - 1]!()
  }
  return { sent, transport }
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status })

test('cache-first answers a repeated query from the cache; identical queries in flight share one request', async () => {
  const { sent, transport } = countingTransport([json({ data: { projects: [{ id: '1' }] } })])
  const client = createGraphQLClient(transport)
  const [a, b] = await Promise.all([client.query(QUERY, {}).toPromise(), client.query(QUERY, {}).toPromise()])
  expect(a).toEqual({ data: { projects: [{ id: '1' }] }, error: undefined })
  expect(b).toEqual(a)
  await client.query(QUERY, {}).toPromise()
  expect(sent).toHaveLength(1)
  await client.query(QUERY, {}, { requestPolicy: 'network-only' }).toPromise()
  expect(sent).toHaveLength(2)
})

test('GraphQL errors, HTTP failures and a thrown transport are errors, and never cached', async () => {
  const { sent, transport } = countingTransport([
    json({ errors: [{ message: 'Unexpected error.' }], data: null }),
    json({ data: null }, 503),
    () => {
      throw new TypeError('offline')
    },
    json({ data: { projects: [] } }),
  ])
  const client = createGraphQLClient(transport)
  const first = await client.query(QUERY, {}).toPromise()
  expect(first.error).toEqual([{ message: 'Unexpected error.' }])
  expect(first.data).toBeUndefined()
  expect((await client.query(QUERY, {}).toPromise()).error).toBe(503)
  expect((await client.query(QUERY, {}).toPromise()).error).toBeInstanceOf(TypeError)
  expect(await client.query(QUERY, {}).toPromise()).toEqual({ data: { projects: [] }, error: undefined })
  expect(sent).toHaveLength(4)
})
