import { beforeAll, describe, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../testing/harness.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ NODE_ENV: 'production' }, { seed: true })
}, 60_000)

const ACCEPTS = ['application/json', 'application/graphql-response+json', '*/*'] as const

async function post(body: unknown, accept: string) {
  const response = await app.fetch('/graphql', { method: 'POST', json: body, headers: { accept } })
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
  }
}

describe('a request GraphQL refuses is a 400 naming the problem, for every client', () => {
  for (const accept of ACCEPTS) {
    test(accept, async () => {
      const cases = [
        [{ query: '{' }, /Syntax Error/],
        [{ query: '{ nope }' }, /Cannot query field "nope"/],
        [{ query: 'query ($id: ID!) { project(id: $id) { id } }', variables: {} }, /\$id/],
      ] as const
      for (const [body, message] of cases) {
        const answer = await post(body, accept)
        expect({ query: body.query, status: answer.status }).toEqual({ query: body.query, status: 400 })
        expect(answer.body.data).toBeUndefined()
        expect(answer.body.errors?.[0]?.message).toMatch(message)
      }
      const get = await app.fetch(`/graphql?${new URLSearchParams({ query: '{' })}`, { headers: { accept } })
      expect(get.status).toBe(400)
    })
  }

  test('a valid query still answers 200 with its data', async () => {
    const answer = await post({ query: '{ projects { id } }' }, 'application/json')
    expect(answer.status).toBe(200)
    expect(answer.body.errors).toBeUndefined()
  })
})
