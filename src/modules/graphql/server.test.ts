import { beforeAll, expect, test } from 'bun:test'
import { MeDocument, ProjectsDocument } from '../../../schema/generated/graphql.ts'
import { createGraphQLClient, type QueryDocument } from '../../../web/app/graphql-client.ts'
import { createLogger } from '../../http/logger.ts'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { GRAPHQL_LIMITS } from './limits.ts'
import { createGraphQLServer, inProcessTransport } from './server.ts'

// The server renderer's path to GraphQL (docs/decisions/218-one-graphql-execution-path.md): the same Yoga
// as /graphql, asked in-process as the page's request.
let app: TestApp
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
})

const pageRequest = (cookie?: string) =>
  new Request(new URL('/', app.config.siteUrl), cookie ? { headers: { cookie } } : {})

/** The app's dependencies with every SQL statement counted. */
function countingDeps() {
  const counted = { statements: 0 }
  const sql = new Proxy(app.deps.sql, {
    apply(target, self, args) {
      counted.statements++
      return Reflect.apply(target, self, args)
    },
  })
  return { deps: { ...app.deps, sql }, counted }
}

test("the abuse limits apply to the renderer's queries too", async () => {
  const graphql = createGraphQLServer(app.deps, createLogger(false))
  const client = createGraphQLClient(inProcessTransport(graphql, pageRequest()))
  const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: projects { id }`)
  const tooMany = `{ ${aliases.join(' ')} }` as unknown as QueryDocument<unknown, Record<string, never>>
  const result = await client.query(tooMany, {}).toPromise()
  expect(result.data).toBeUndefined()
  expect(JSON.stringify(result.error)).toMatch(/aliases/i)
})

test("a query runs as the page's request: its session cookie signs it in", async () => {
  const graphql = createGraphQLServer(app.deps, createLogger(false))
  const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  const signedIn = createGraphQLClient(inProcessTransport(graphql, pageRequest(cookie)))
  expect((await signedIn.query(MeDocument, {}).toPromise()).data?.me?.username).toBe(TEST_ADMIN.username)
  const anonymous = createGraphQLClient(inProcessTransport(graphql, pageRequest()))
  expect(await anonymous.query(MeDocument, {}).toPromise()).toEqual({ data: { me: null }, error: undefined })
})

test("anonymous pages share Yoga's response cache; a session bypasses it", async () => {
  const { deps, counted } = countingDeps()
  const graphql = createGraphQLServer(deps, createLogger(false))
  // A new client per page request, as the renderer makes: only Yoga's cache can answer the second.
  const ask = async (cookie?: string) => {
    const client = createGraphQLClient(inProcessTransport(graphql, pageRequest(cookie)))
    const before = counted.statements
    const { data, error } = await client.query(ProjectsDocument, {}).toPromise()
    expect(error).toBeUndefined()
    expect(data?.projects.length).toBeGreaterThan(0)
    return counted.statements - before
  }
  expect(await ask()).toBeGreaterThan(0)
  expect(await ask()).toBe(0)
  const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  expect(await ask(cookie)).toBeGreaterThan(0)
})
