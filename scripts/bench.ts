// Prints throughput, latency and memory figures for the main read paths (npm run bench). Targets live
// here and in the issue, not in timed tests: compare runs on the same machine. Uses DATABASE_URL's server
// (a throwaway database) or an in-memory PGlite.
//
// For each read it measures, one after another: the same bytes from a bare Bun.serve, the app with its
// response cache warm (hit), and a second app on the same database with CACHE_MAX_MB=0 (every request a
// miss), the caching app asked for each page with a throwaway query parameter it does not read (one-off
// query strings, as link trackers and cache-busters send them: the cached page, docs/decisions/215), and
// the caching app asked for a new URL each time (one-off URLs, a new value of a parameter the response
// reads: rendered, stored and compressed, never read again). Load comes from a separate process
// (scripts/bench/load.ts), 10 connections by default.
//
// `npm run bench -- admin` (or `first-load`, `throughput`, `insights`, `insight-queries`) runs only the named sections.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../src/config.ts'
import { prepareRuntime, type Runtime } from '../src/server.ts'
import { createThrowawayDatabase } from '../src/testing/test-database.ts'
import { formatKB, measureFirstLoad } from '../web/budgets.ts'
import { adminLists } from './bench/admin-lists.ts'
import { insightQueries } from './bench/insight-queries.ts'
import { insightsIngestion } from './bench/insights.ts'
import { type LoadResult, type LoadSpec, loadFromChild } from './bench/load.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** What a browser sends; both the app and the bare server answer with the same Brotli bytes. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' }

if (!existsSync(join(import.meta.dir, '..', 'dist', 'client', '.vite', 'manifest.json'))) {
  process.env.VITE_DEV_SERVER ??= 'http://127.0.0.1:1'
}
const db = await createThrowawayDatabase('portfolio_bench')
const configFor = (cacheMb: string) =>
  loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_SAMPLE_CONTENT: 'true',
    CACHE_MAX_MB: cacheMb,
  })

function serve(runtime: Runtime) {
  return Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (req, srv) => runtime.handler(req, srv.requestIP(req)?.address),
  })
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const rssBefore = process.memoryUsage().rss
const cached = await prepareRuntime(configFor(process.env.CACHE_MAX_MB ?? '32'), { db })
const uncached = await prepareRuntime(configFor('0'), { db })
const cachedServer = serve(cached)
const uncachedServer = serve(uncached)
const portOf = (server: { port?: number }) => server.port ?? 0

interface Case {
  name: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  /** A page: a parameter it does not read must cost no render (the one-off query line). */
  page?: boolean
  /**
   * A parameter the response depends on, given a new value per request for the one-off URL line; none
   * for a page that reads no parameter (no address of it is a new entry).
   */
  reads?: string
}

const PROJECTS_DOCUMENT = '{ projects { id title technologies commands { command } } }'

const cases: Case[] = [
  { name: 'GET /', path: '/', page: true },
  { name: 'GET /projects', path: '/projects', page: true, reads: 'q' },
  { name: 'GET /project/1', path: '/project/1', page: true },
  // The server's own reads keep every parameter: any new one is a new entry.
  { name: 'GET /api/projects', path: '/api/projects', reads: 'bench' },
  {
    name: 'POST /graphql projects',
    path: '/graphql',
    method: 'POST',
    body: JSON.stringify({ query: PROJECTS_DOCUMENT }),
  },
  // How the site's own browser client sends its queries (web/app/graphql-client.ts).
  {
    name: 'GET /graphql projects',
    path: `/graphql?${new URLSearchParams({ query: PROJECTS_DOCUMENT })}`,
    reads: 'bench',
  },
]

/** The exact bytes and headers the app sends for a case, to be replayed by the bare server. */
async function capture(c: Case) {
  const response = await fetch(`http://127.0.0.1:${portOf(cachedServer)}${c.path}`, {
    ...specHeaders(c),
    decompress: false,
  })
  const headers: Record<string, string> = {}
  for (const name of ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) headers[name] = value
  }
  return { body: new Uint8Array(await response.arrayBuffer()), headers }
}

function specHeaders(c: Case) {
  return {
    method: c.method ?? 'GET',
    headers: c.body ? { ...BROWSER_HEADERS, 'content-type': 'application/json' } : BROWSER_HEADERS,
    body: c.body,
  }
}

const spec = (port: number, c: Case, path = c.path): LoadSpec => ({
  url: `http://127.0.0.1:${port}${path}`,
  ...specHeaders(c),
  seconds: SECONDS,
  connections: CONNECTIONS,
})

const replies = new Map<string, { body: Uint8Array; headers: Record<string, string> }>()
const bare = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch(request) {
    const reply = replies.get(new URL(request.url).pathname)
    return reply
      ? new Response(reply.body as BodyInit, { headers: reply.headers })
      : new Response('no', { status: 404 })
  },
})

const fmt = (r: LoadResult) =>
  `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms`

/** Section: cached and uncached throughput against the bare server, per read path. */
async function throughput() {
  console.log(
    `throughput: ${SECONDS} s per run, ${CONNECTIONS} connections, ${db.embedded ? 'embedded PGlite' : 'PostgreSQL'}`,
  )
  for (const [index, c] of cases.entries()) {
    const barePath = `/${index}`
    // Warm the cache (and the JIT) before anything is measured.
    for (let i = 0; i < 50; i++)
      await (await fetch(spec(portOf(cachedServer), c).url, specHeaders(c))).arrayBuffer()
    // The stored Brotli copy is made in the background after the first ask (a weak ETag until then),
    // quick at first and at the best quality once the entry is hot (a `-quick` tag until then).
    const settled = (etag = '') => !etag.startsWith('W/') && !etag.endsWith('-quick"')
    let reply = await capture(c)
    for (let tries = 0; !settled(reply.headers.etag) && tries < 100; tries++) {
      await Bun.sleep(20)
      reply = await capture(c)
    }
    replies.set(barePath, reply)
    const bareResult = await loadFromChild(spec(portOf(bare), c, barePath))
    const hit = await loadFromChild(spec(portOf(cachedServer), c))
    // `?r=<n>`, new each time, which the page does not read: the cached copy, as for a hit.
    const oneOffQuery = c.page
      ? await loadFromChild({ ...spec(portOf(cachedServer), c), oneOffParam: 'r' })
      : undefined
    const miss = await loadFromChild(spec(portOf(uncachedServer), c))
    // One request at a time: the latency of a miss itself, without queueing behind nine others.
    const missAlone = await loadFromChild({ ...spec(portOf(uncachedServer), c), connections: 1 })
    // A new URL each time on the caching server: rendered, stored and compressed, never read again.
    const oneOff = c.reads
      ? await loadFromChild({ ...spec(portOf(cachedServer), c), oneOffParam: c.reads })
      : undefined
    const ratio = (r: LoadResult) => (r.perSecond / bareResult.perSecond).toFixed(3)
    console.log(`${c.name}  (${reply.body.byteLength} B ${reply.headers['content-encoding'] ?? 'identity'})`)
    console.log(`  bare Bun.serve  ${fmt(bareResult)}`)
    console.log(`  cache hit       ${fmt(hit)}  ratio ${ratio(hit)}`)
    if (oneOffQuery) {
      const ofHit = (oneOffQuery.perSecond / hit.perSecond).toFixed(2)
      console.log(`  one-off query   ${fmt(oneOffQuery)}  ratio ${ratio(oneOffQuery)}  (${ofHit} of the hit)`)
    }
    console.log(`  cache miss      ${fmt(miss)}  ratio ${ratio(miss)}`)
    console.log(`  miss, 1 conn    ${fmt(missAlone)}`)
    if (oneOff)
      console.log(`  one-off URLs    ${fmt(oneOff)}  ratio ${ratio(oneOff)}  (new ?${c.reads}= each)`)
  }
}

/** Section: first-load JS per public page from the client build, against its budget (web/budgets.ts). */
async function firstLoad() {
  const outDir = join(import.meta.dir, '..', 'dist', 'client')
  if (!existsSync(join(outDir, '.vite', 'manifest.json'))) {
    console.log('first-load JS: no client build (run npm run build first)')
    return
  }
  console.log('first-load JS (gzip -9), page: size / budget')
  for (const page of await measureFirstLoad(outDir))
    console.log(`  ${page.page.padEnd(14)} ${formatKB(page.gzipBytes)} / ${formatKB(page.maxGzipBytes)}`)
}

/** Sections run in order; add one here to print more. `npm run bench -- admin` runs the named ones only. */
const sections: Record<string, () => Promise<void>> = {
  'first-load': firstLoad,
  throughput,
  // A rendered page (the uncaching server) beside the beacons: both share the process and the database.
  insights: () =>
    insightsIngestion(
      cached,
      portOf(cachedServer),
      spec(portOf(uncachedServer), cases[2]!),
      `${cases[2]!.name} (miss)`,
    ),
  admin: () => adminLists(uncached),
  // The Insights screen's reads over a seeded year of events.
  'insight-queries': () => insightQueries(uncached.deps.sql),
}
const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !(name in sections))
if (unknown.length > 0)
  throw new Error(`no bench section ${unknown.join(', ')}: ${Object.keys(sections).join(', ')}`)
for (const [name, section] of Object.entries(sections))
  if (chosen.length === 0 || chosen.includes(name)) await section()

console.log(`rss: before ${mib(rssBefore)}, after ${mib(process.memoryUsage().rss)} (server process)`)
console.log(`response cache: ${cached.cache.entries} entries, ${(cached.cache.bytes / 1024).toFixed(0)} KiB`)

bare.stop(true)
await cachedServer.stop(true)
await uncachedServer.stop(true)
// Their job queues and version listeners query through the pool: stopped first.
await cached.stop()
await uncached.stop()
await db.close()
