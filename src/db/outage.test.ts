import { beforeAll, describe, expect, test } from 'bun:test'
import { createGraphQLClient, type QueryDocument } from '../../web/app/graphql-client.ts'
import { loadConfig } from '../config.ts'
import { createGraphQLServer, inProcessTransport } from '../modules/graphql/server.ts'
import type { Runtime } from '../server.ts'
import { fileDatabase, startTestRuntime, throwawayDatabase } from '../testing/harness.ts'
import { track } from '../testing/resources.ts'
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts'
import { type Database, openDatabase } from './client.ts'
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './unavailable.ts'

// The database goes away while the server runs: a TCP proxy between the pool and PostgreSQL is cut
// (open connections dropped, new ones never answered) and later restored. Needs a real server.
const external = process.env.DATABASE_URL

let owner: Database
let proxied: Database
let proxy: TcpProxy
let runtime: Runtime
const CONNECT_TIMEOUT_MS = 1000
const STATEMENT_TIMEOUT_MS = 1500

const config = loadConfig({
  NODE_ENV: 'production',
  SITE_URL: 'http://portfolio.test',
  SEED_SAMPLE_CONTENT: 'true',
  DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
  DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
})

const get = (path: string, init: RequestInit = {}) =>
  runtime.handler(new Request(new URL(path, config.siteUrl), init))
const graphql = (query: string) =>
  get('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await fn()
  return [result, performance.now() - started]
}

beforeAll(async () => {
  if (!external) return
  owner = await throwawayDatabase('portfolio_outage')
  const [row] = await owner.sql<{ name: string }[]>`SELECT current_database() AS name`
  const target = new URL(external)
  proxy = track('TCP proxy', startTcpProxy(target.hostname, Number(target.port || 5432)), (p) => p.stop())
  const url = new URL(external)
  url.host = `127.0.0.1:${proxy.port}`
  url.pathname = `/${row!.name}`
  proxied = await fileDatabase(openDatabase({ ...config, databaseUrl: url.toString(), dataDir: null }))
  runtime = await startTestRuntime(config, proxied)
})

describe('isDatabaseUnavailable', () => {
  test('knows outages from bugs, also when wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable({ code: 'CONNECT_TIMEOUT' })).toBe(true)
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true)
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true)
    expect(isDatabaseUnavailable([{ message: 'bug' }, { originalError: refused }])).toBe(true)
    expect(isDatabaseUnavailable([{ extensions: { code: SERVICE_UNAVAILABLE } }])).toBe(true)
    expect(isDatabaseUnavailable([{ message: 'bug' }])).toBe(false)
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false)
    expect(isDatabaseUnavailable(new Error('bug'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})

describe.skipIf(!external)('database outage while the server runs', () => {
  test('a statement over DATABASE_STATEMENT_TIMEOUT_MS is cancelled and classed as an outage', async () => {
    const [error, ms] = await timed(() =>
      proxied.sql`SELECT pg_sleep(10)`.then(
        () => null,
        (e) => e,
      ),
    )
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1000)
  })

  test('REST and GraphQL answer 503 with Retry-After within the connect timeout; static files still work', async () => {
    expect((await get('/api/projects')).status).toBe(200)
    proxy.cut()
    try {
      // A read the response cache holds needs no database (docs/decisions/140-page-cache.md)...
      expect((await get('/api/projects')).status).toBe(200)
      // ...one it does not hold goes to the database.
      const [rest, restMs] = await timed(() => get('/api/projects?uncached'))
      expect(rest.status).toBe(503)
      expect(rest.headers.get('retry-after')).toBe('5')
      expect(((await rest.json()) as { message: string }).message).toMatch(/database cannot be reached/)
      expect(restMs).toBeLessThan(CONNECT_TIMEOUT_MS + 1500)

      const [gql, gqlMs] = await timed(() => graphql('{ projects { id title } }'))
      expect(gql.status).toBe(503)
      expect(gql.headers.get('retry-after')).toBe('5')
      const body = (await gql.json()) as { errors: { message: string; extensions: { code: string } }[] }
      expect(body.errors[0]!.extensions.code).toBe(SERVICE_UNAVAILABLE)
      expect(body.errors[0]!.message).not.toContain('Unexpected error')
      expect(gqlMs).toBeLessThan(CONNECT_TIMEOUT_MS + 1500)

      const health = await get('/health')
      expect(health.status).toBe(503)
      expect(await health.text()).not.toContain('127.0.0.1')

      const [asset, assetMs] = await timed(() => get('/favicon.svg'))
      expect(asset.status).toBe(200)
      expect(assetMs).toBeLessThan(200)

      // What page rendering sees: a page's query, asked of the app's Yoga in-process, carries the same
      // code (docs/decisions/218), and the page is a 503 too.
      const graphqlServer = createGraphQLServer(runtime.deps, runtime.logger)
      const client = createGraphQLClient(inProcessTransport(graphqlServer, new Request(config.siteUrl)))
      const query = '{ project(id: 1) { id } }' as unknown as QueryDocument<unknown, Record<string, never>>
      const result = await client.query(query, {}).toPromise()
      expect(isDatabaseUnavailable(result.error)).toBe(true)
      const page = await get('/project/1')
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toBe('5')
      expect(await page.text()).toContain('Temporarily unavailable')
    } finally {
      proxy.restore()
    }
  }, 30_000)

  test('recovers without a restart in under a second once the database is back', async () => {
    proxy.cut()
    expect((await get('/api/projects?after-outage')).status).toBe(503)
    proxy.restore()
    const [response, ms] = await timed(() => get('/api/projects?after-outage'))
    expect(response.status).toBe(200)
    expect(ms).toBeLessThan(1000)
  }, 30_000)
})
