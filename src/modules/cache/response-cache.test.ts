import { beforeAll, expect, test } from 'bun:test'
import { brotliDecompressSync } from 'node:zlib'
import { createLogger } from '../../http/logger.ts'
import { sharedTestDatabase } from '../../testing/harness.ts'
import { track } from '../../testing/resources.ts'
import { type DataVersion, startDataVersion } from './data-version.ts'
import { createResponseCache, normalisedKey, PUBLIC_CACHE_CONTROL } from './response-cache.ts'

let dataVersion: DataVersion
beforeAll(async () => {
  dataVersion = track(
    'data version',
    await startDataVersion(await sharedTestDatabase(), createLogger(false)),
    (started) => started.stop(),
  )
})

function counted(bytes: number) {
  const calls: string[] = []
  const next = async (request: Request) => {
    calls.push(new URL(request.url).pathname)
    return new Response('x'.repeat(bytes), {
      headers: { 'content-type': 'text/plain', 'cache-control': PUBLIC_CACHE_CONTROL },
    })
  }
  return { calls, next }
}
/** A cache for anonymous visitors with no POST read paths, as the tests below need. */
const anonymousCache = (maxBytes: number) =>
  createResponseCache({ maxBytes, dataVersion, hasSession: () => false, postReadPaths: new Set() })
const get = (path: string) =>
  new Request(`http://portfolio.test${path}`, { headers: { 'accept-encoding': 'identity' } })

test('memory stays under the limit, evicting the least recently used entry first', async () => {
  const cache = anonymousCache(10_000)
  const { calls, next } = counted(3000)
  for (const path of ['/a', '/b', '/c']) await cache.handle(get(path), next)
  await cache.handle(get('/a'), next) // /a is now the most recent, /b the least
  await cache.handle(get('/d'), next)
  expect(cache.bytes).toBeLessThanOrEqual(10_000)
  expect(cache.entries).toBe(3)
  calls.length = 0
  for (const path of ['/a', '/c', '/d']) await cache.handle(get(path), next)
  expect(calls).toEqual([])
  await cache.handle(get('/b'), next)
  expect(calls).toEqual(['/b'])
})

test('an entry larger than the whole cache is served but not kept; 0 bytes turns the cache off', async () => {
  for (const maxBytes of [1000, 0]) {
    const cache = anonymousCache(maxBytes)
    const { calls, next } = counted(2000)
    expect((await (await cache.handle(get('/big'), next)).text()).length).toBe(2000)
    await cache.handle(get('/big'), next)
    expect(calls).toEqual(['/big', '/big'])
    expect(cache.entries).toBe(0)
  }
})

test('a content write anywhere (even one matching no row) empties the cache once the version is read', async () => {
  const db = await sharedTestDatabase()
  const cache = anonymousCache(100_000)
  const { calls, next } = counted(100)
  await cache.handle(get('/a'), next)
  for (const write of [
    db.sql`DELETE FROM commands WHERE false`,
    db.sql`UPDATE projects SET title = title WHERE false`,
    db.sql`DELETE FROM work_experiences WHERE false`,
    db.sql`DELETE FROM media WHERE false`,
  ]) {
    const before = dataVersion.current
    await write
    await dataVersion.refresh()
    expect(dataVersion.current).toBeGreaterThan(before)
    expect(cache.entries).toBe(0)
    await cache.handle(get('/a'), next)
  }
  expect(calls.length).toBe(5)
  // Tables that public pages do not show leave it alone.
  const before = dataVersion.current
  await db.sql`DELETE FROM rate_limits WHERE false`
  await dataVersion.refresh()
  expect(dataVersion.current).toBe(before)
})

test.skipIf(!process.env.DATABASE_URL)(
  'without a notification the poll learns of a bump within 1 s',
  async () => {
    const db = await sharedTestDatabase()
    const before = dataVersion.current
    // Straight to the row: no trigger, so no NOTIFY; only the poll can see it.
    await db.sql`UPDATE data_version SET version = version + 1`
    const started = performance.now()
    while (dataVersion.current === before && performance.now() - started < 1000) await Bun.sleep(20)
    expect(dataVersion.current).toBe(before + 1)
  },
)

test('a HEAD miss is answered but never stored', async () => {
  const cache = anonymousCache(100_000)
  const { calls, next } = counted(100)
  await cache.handle(new Request('http://portfolio.test/h', { method: 'HEAD' }), next)
  expect(cache.entries).toBe(0)
  await cache.handle(get('/h'), next)
  const head = await cache.handle(new Request('http://portfolio.test/h', { method: 'HEAD' }), next)
  expect(calls).toEqual(['/h', '/h'])
  expect(head.headers.get('content-length')).toBe('100')
  expect(await head.text()).toBe('')
})

test('each variant of a URL is its own entry', async () => {
  const cache = createResponseCache({
    maxBytes: 100_000,
    dataVersion,
    hasSession: () => false,
    postReadPaths: new Set(),
    variantOf: (request) => request.headers.get('x-theme') ?? 'default',
  })
  const { calls, next } = counted(100)
  const as = (theme?: string) =>
    new Request('http://portfolio.test/v', {
      headers: { 'accept-encoding': 'identity', ...(theme ? { 'x-theme': theme } : {}) },
    })
  for (const theme of ['light', undefined, 'light', undefined]) await cache.handle(as(theme), next)
  expect(calls).toEqual(['/v', '/v'])
  expect(cache.entries).toBe(2)
})

test('keys sort query parameters and keep repeated ones', () => {
  expect(normalisedKey(new URL('http://x/projects?b=2&a=1&a=0'))).toBe('/projects?a=1&a=0&b=2')
  expect(normalisedKey(new URL('http://x/'))).toBe('/')
})

test('an entry read once keeps a quick Brotli copy; one read again gets the best quality, under a new tag', async () => {
  const cache = anonymousCache(1_000_000)
  // Text like a page's: words that repeat irregularly, where quality 11 finds more than quality 5.
  const words = ['model', 'training', 'pipeline', 'vector', 'React', 'latency', 'GPU', 'dataset', 'deploy']
  let seed = 42
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return words[seed % words.length]
  }
  const text = Array.from({ length: 6000 }, pick).join(' ')
  const next = async () =>
    new Response(text, { headers: { 'content-type': 'text/html', 'cache-control': PUBLIC_CACHE_CONTROL } })
  const br = () => new Request('http://portfolio.test/p', { headers: { 'accept-encoding': 'br' } })
  /** Asks until the stored copy's tag ends as given (each ask is a hit that may start a compression). */
  const until = async (suffix: string) => {
    for (let tries = 0; tries < 200; tries++) {
      const response = await cache.handle(br(), next)
      const etag = response.headers.get('etag') ?? ''
      if (etag.endsWith(suffix)) return { etag, bytes: Buffer.from(await response.arrayBuffer()) }
      await Bun.sleep(5)
    }
    throw new Error(`no copy tagged …${suffix}`)
  }

  await cache.handle(br(), next) // the miss: stored, its quick copy started
  await Bun.sleep(50)
  const first = await cache.handle(br(), next) // hit 1: the quick copy, not yet hot
  expect(first.headers.get('etag')).toEndWith('-br-quick"')
  const quick = Buffer.from(await first.arrayBuffer())
  expect(brotliDecompressSync(quick).toString()).toBe(text)

  const best = await until('-br"')
  expect(brotliDecompressSync(best.bytes).toString()).toBe(text)
  expect(best.bytes.byteLength).toBeLessThan(quick.byteLength)
  expect(best.etag).not.toBe(first.headers.get('etag'))
  // Made once: later reads get the same bytes.
  expect(Buffer.from(await (await cache.handle(br(), next)).arrayBuffer()).equals(best.bytes)).toBe(true)
})
