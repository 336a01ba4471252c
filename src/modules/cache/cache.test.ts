import { beforeAll, describe, expect, test } from 'bun:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import sharp from 'sharp'
import { openDatabase } from '../../db/client.ts'
import { createLogger } from '../../http/logger.ts'
import type { Runtime } from '../../server.ts'
import type { Project } from '../../shared/models/projects.ts'
import { seededAppWithUsers } from '../../testing/admin-test-users.ts'
import {
  fileDatabase,
  startTestRuntime,
  TEST_ADMIN,
  TEST_ASSETS,
  type TestApp,
} from '../../testing/harness.ts'
import { createGraphQLServer } from '../graphql/server.ts'
import { registry } from '../metrics/registry.ts'
import { createPageRenderer } from '../ssr/render.tsx'
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './response-cache.ts'

let app: TestApp
let admin: string
let project: Project

beforeAll(async () => {
  ;({ app, admin } = await seededAppWithUsers())
  project = (await (await app.fetch('/api/projects/1')).json()) as Project
})

const send = (method: string, path: string, json?: unknown) =>
  app.fetch(path, { method, headers: { cookie: admin }, json })

async function lookups(): Promise<{ hit: number; miss: number }> {
  const metric = await registry.getSingleMetric('http_cache_lookups_total')!.get()
  const count = (result: string) => metric.values.find((v) => v.labels.result === result)?.value ?? 0
  return { hit: count('hit'), miss: count('miss') }
}

const page = async (path: string) => (await app.fetch(path)).text()

/** Any content write bumps the data version: every first ask after it is a miss. */
async function emptyCache() {
  await app.sql`UPDATE projects SET title = title WHERE false`
  await app.deps.dataVersion.refresh()
}

/** The page an address renders by itself, past the cache. */
function renderUncached(request: Request): Promise<Response> {
  const logger = createLogger(false)
  return createPageRenderer(app.deps, TEST_ASSETS, logger, createGraphQLServer(app.deps, logger))(request)
}

describe('anonymous public pages', () => {
  test('/, /projects, /project/{id} and 404s are rendered once, then answered from memory', async () => {
    for (const path of ['/', '/projects', `/project/${project.id}`, '/no/such/page', '/project/999999']) {
      const first = await app.fetch(path)
      const before = await lookups()
      const second = await app.fetch(path)
      expect(await lookups()).toEqual({ hit: before.hit + 1, miss: before.miss })
      expect(second.status).toBe(first.status)
      expect(await second.text()).toBe(await first.text())
      expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie')
      expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
      expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  test("the newsletter's landing page is shared too, and shows an issue sent since at once", async () => {
    await app.fetch('/newsletter')
    const before = await lookups()
    const second = await app.fetch('/newsletter')
    expect(await lookups()).toEqual({ hit: before.hit + 1, miss: before.miss })
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    await app.sql`INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at)
      VALUES ('Fresh from the press', 'fresh-from-the-press', 'x', '<p>x</p>', 'sent', now())`
    await app.deps.dataVersion.refresh()
    try {
      expect(await page('/newsletter')).toContain('href="/newsletter/archive/fresh-from-the-press"')
    } finally {
      await app.sql`DELETE FROM newsletter_issues WHERE slug = 'fresh-from-the-press'`
      await app.deps.dataVersion.refresh()
    }
  })

  test('each encoding is the same page, stored once with its own ETag, and If-None-Match answers 304', async () => {
    const get = (encoding: string, etag?: string) =>
      app.fetch('/projects', {
        headers: { 'accept-encoding': encoding, ...(etag ? { 'if-none-match': etag } : {}) },
      })
    // The copy for an encoding is made in the background after the first ask; until then the wrapper
    // compresses the identity bytes on the fly, with the identity tag weakened. Brotli's first copy is
    // a quick one, made again at the best quality once the entry is read again (response-cache.test.ts).
    const stored = async (encoding: 'br' | 'gzip') => {
      for (let tries = 0; tries < 100; tries++) {
        const response = await get(encoding)
        if (response.headers.get('etag')?.endsWith(`-${encoding}"`)) return response
        expect(response.headers.get('etag')).toMatch(/^(W\/"[^"-]+"|"[^"-]+-br-quick")$/)
        await Bun.sleep(20)
      }
      throw new Error(`no stored ${encoding} copy`)
    }
    const identity = await get('identity')
    const html = await identity.text()
    const onTheFly = await get('br')
    expect(onTheFly.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await onTheFly.arrayBuffer())).toString()).toBe(html)
    const br = await stored('br')
    const gzip = await stored('gzip')
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brotliDecompressSync(brBytes).toString()).toBe(html)
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html)
    // Stored once: the same bytes every time.
    expect(Buffer.from(await (await get('br')).arrayBuffer()).equals(brBytes)).toBe(true)
    const tags = [identity, br, gzip].map((r) => r.headers.get('etag'))
    expect(new Set(tags).size).toBe(3)
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/)

    const revalidated = await get('br', tags[1]!)
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(revalidated.headers.get('etag')).toBe(tags[1]!)
    // Another encoding's tag names other bytes.
    expect((await get('br', tags[2]!)).status).toBe(200)
  })

  test('a page shares one entry and ETag among the queries it renders alike; a parameter it reads gets its own', async () => {
    await emptyCache()
    const alike = [
      ['/', '/?utm_source=newsletter', `/?r=${crypto.randomUUID()}`, '/?utm_source=x&utm_medium=y&fbclid=z'],
      [`/project/${project.id}`, `/project/${project.id}?ref=share`],
      [
        '/projects?status=Completed&tech=React',
        '/projects?tech=React&status=Completed',
        '/projects?tech=react&status=completed&utm_source=x',
      ],
      // Read, but with values the page shows as its defaults.
      ['/projects', '/projects?status=bogus&view=table&q=', '/projects?gclid=1'],
    ]
    const bodies = new Set<string>()
    for (const paths of alike) {
      const before = await lookups()
      const answers = []
      // One after another: concurrent first asks would each render.
      for (const path of paths) {
        const response = await app.fetch(path)
        answers.push({ path, etag: response.headers.get('etag'), body: await response.text(), response })
      }
      expect(await lookups()).toEqual({ hit: before.hit + paths.length - 1, miss: before.miss + 1 })
      const [first] = answers
      for (const { path, etag, body, response } of answers) {
        expect(`${path} ${etag}`).toBe(`${path} ${first!.etag}`)
        expect(body).toBe(first!.body)
        expect(response.headers.get('no-vary-search')).toBe(first!.response.headers.get('no-vary-search'))
        // The stored page is the one this address renders by itself: valid whichever address filled it.
        const own = await renderUncached(new Request(new URL(path, app.config.siteUrl)))
        expect(await own.text()).toBe(body)
        // A shared cache holding another address's copy revalidates it here.
        const again = await app.fetch(path, { headers: { 'if-none-match': first!.etag! } })
        expect(`${path} ${again.status}`).toBe(`${path} 304`)
      }
      bodies.add(first!.body)
    }
    expect(bodies.size).toBe(alike.length)

    for (const path of ['/projects?tech=Python', '/projects?view=list', '/projects?q=meal']) {
      const before = await lookups()
      const body = await page(path)
      expect(await lookups()).toEqual({ hit: before.hit, miss: before.miss + 1 })
      expect(bodies.has(body)).toBe(false)
      bodies.add(body)
    }
  })

  test("a miss renders from the address it is kept under: the first asker's query reaches no later reader", async () => {
    await emptyCache()
    // /newsletter reads `tab` alone; its forms post to the address they were rendered at.
    const first = await page('/newsletter?ref=first-asker-secret&tab=signin')
    expect(first).toContain('action="/newsletter"')
    expect(first).not.toContain('first-asker-secret')
    expect(await page('/newsletter')).toBe(first)
    const own = await renderUncached(new Request(new URL('/newsletter', app.config.siteUrl)))
    expect(await own.text()).toBe(first)
  })

  test('what a CDN is told: the parameters that matter, in any order', async () => {
    const header = async (path: string) => (await app.fetch(path)).headers.get('no-vary-search')
    expect(await header('/?utm_source=x')).toBe('params')
    expect(await header(`/project/${project.id}`)).toBe('params')
    expect(await header('/projects?r=1')).toBe('key-order, params, except=("q" "tech" "status" "view")')
    // Nothing is said where nothing was declared.
    expect(await header('/no/such/page')).toBeNull()
    expect(await header('/api/projects')).toBeNull()
  })

  test('an address the server answers itself keeps every parameter, in any order', async () => {
    const a = await app.fetch('/api/projects?b=2&a=1')
    const before = await lookups()
    const b = await app.fetch('/api/projects?a=1&b=2')
    expect((await lookups()).hit).toBe(before.hit + 1)
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'))
    await app.fetch('/api/projects?a=3')
    expect((await lookups()).miss).toBe(before.miss + 1)
    await app.fetch('/no/such/page?a=3')
    await app.fetch('/no/such/page?a=4')
    expect((await lookups()).miss).toBe(before.miss + 3)
  })

  test('a request with a session cookie bypasses the cache and is private', async () => {
    const before = await lookups()
    const response = await app.fetch('/', { headers: { cookie: admin } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    expect(response.headers.get('content-security-policy')).toContain("'nonce-")
    const api = await app.fetch('/api/projects', { headers: { cookie: admin } })
    expect(api.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    expect(await lookups()).toEqual(before)
  })

  test('personal pages are private, no-store and never cached', async () => {
    for (const path of ['/admin', '/dashboard', '/auth', '/auth/link', '/newsletter/preferences']) {
      const response = await app.fetch(path)
      expect(`${path} ${response.headers.get('cache-control')}`).toBe(`${path} ${PRIVATE_CACHE_CONTROL}`)
    }
  })
})

describe('REST reads', () => {
  test('/api/projects, /api/projects/{id}, /api/work-experiences and commands carry an ETag and revalidate', async () => {
    for (const path of [
      '/api/projects',
      `/api/projects/${project.id}`,
      '/api/work-experiences',
      `/api/projects/${project.id}/commands`,
    ]) {
      const first = await app.fetch(path)
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^"[^"]+"$/)
      const again = await app.fetch(path, { headers: { 'if-none-match': etag! } })
      expect(`${path} ${again.status}`).toBe(`${path} 304`)
    }
  })

  test('a missing project is a 404 that is not kept', async () => {
    const before = await lookups()
    const missing = await app.fetch('/api/projects/999999')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBeNull()
    expect(await lookups()).toEqual(before)
  })
})

describe('GraphQL reads', () => {
  const query = (document: string, headers: Record<string, string> = {}) =>
    app.fetch('/graphql', { method: 'POST', headers, json: { query: document } })
  const titles = '{ projects { title } }'

  test('an anonymous query is answered from the cache until a write, and revalidates with its ETag', async () => {
    const first = await query(titles)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const body = await first.text()
    const before = await lookups()
    const again = await query(titles)
    expect(await lookups()).toEqual({ ...before, hit: before.hit + 1 })
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(again.headers.get('etag')).toBe(etag!)
    expect(await again.text()).toBe(body)
    expect((await query(titles, { 'if-none-match': etag! })).status).toBe(304)

    const created = (await (
      await send('POST', '/api/projects', { title: 'Graph Fresh', description: 'New' })
    ).json()) as Project
    const after = await query(titles, { 'if-none-match': etag! })
    expect(after.status).toBe(200)
    expect(await after.text()).toContain('Graph Fresh')
    await send('DELETE', `/api/projects/${created.id}`)
    expect(await (await query(titles)).text()).not.toContain('Graph Fresh')
  })

  test('an answer with errors is never kept', async () => {
    const before = await lookups()
    for (let i = 0; i < 2; i++) {
      const response = await query('{ projects { nope } }')
      expect(await response.text()).toContain('errors')
      expect(response.headers.get('etag')).toBeNull()
    }
    expect(await lookups()).toEqual(before)
  })

  test('me and requests with a session are never cached', async () => {
    const anonymous = await query('{ me { username } }')
    expect(anonymous.headers.get('etag')).toBeNull()
    const signedIn = await query('{ me { username } }', { cookie: admin })
    expect(await signedIn.text()).toContain(TEST_ADMIN.username)
    expect(signedIn.headers.get('etag')).toBeNull()
    expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    expect((await query(titles, { cookie: admin })).headers.get('etag')).toBeNull()
    expect(await (await query('{ me { username } }')).text()).not.toContain(TEST_ADMIN.username)
  })
})

describe('every content write shows on the next anonymous read', () => {
  const solid = (r: number) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g: 9, b: 9 } } })
      .png()
      .toBuffer()
  const screenshots = async (...shades: number[]) => {
    const data = new FormData()
    for (const r of shades)
      data.append('screenshots', new File([await solid(r)], `${r}.png`, { type: 'image/png' }))
    return app.fetch(`/api/projects/${project.id}/upload-screenshots`, {
      method: 'POST',
      headers: { cookie: admin },
      body: data,
    })
  }
  const shotsOf = async () =>
    ((await (await app.fetch(`/api/projects/${project.id}`)).json()) as Project).screenshotUrls

  test('project create, update and delete', async () => {
    await page('/')
    await page('/projects')
    const created = (await (
      await send('POST', '/api/projects', { title: 'Cache Busting Kit', description: 'New' })
    ).json()) as Project
    expect(await page('/projects')).toContain('Cache Busting Kit')
    await page(`/project/${created.id}`)
    expect(
      (await send('PUT', `/api/projects/${created.id}`, { ...created, title: 'Renamed Kit' })).status,
    ).toBe(200)
    expect(await page(`/project/${created.id}`)).toContain('Renamed Kit')
    expect(await page('/projects')).toContain('Renamed Kit')
    expect((await send('DELETE', `/api/projects/${created.id}`)).status).toBe(200)
    expect((await app.fetch(`/project/${created.id}`)).status).toBe(404)
    expect(await page('/projects')).not.toContain('Renamed Kit')
  })

  test('work experience create, update and delete', async () => {
    await page('/')
    const response = await send('POST', '/api/work-experiences', {
      position: 'Cache Keeper',
      company: 'Stale Corp',
      location: 'Remote',
      duration: '1 year',
      startDate: '2024-01',
      endDate: 'Present',
      description: ['Kept things fresh'],
      technologies: ['Bun'],
      type: 'current',
      order: 1,
    })
    const created = (await response.json()) as { id: number }
    expect(await page('/')).toContain('Stale Corp')
    expect(
      (await send('PUT', `/api/work-experiences/${created.id}`, { ...created, company: 'Fresh Corp' }))
        .status,
    ).toBe(200)
    expect(await page('/')).toContain('Fresh Corp')
    expect((await send('DELETE', `/api/work-experiences/${created.id}`)).status).toBe(200)
    expect(await page('/')).not.toContain('Fresh Corp')
  })

  test('command create, update and delete', async () => {
    // The detail page fetches its commands when their tab opens: the read to keep fresh is the API's.
    const path = `/api/projects/${project.id}/commands`
    await page(path)
    const created = (await (
      await send('POST', `/api/projects/${project.id}/commands`, {
        command: 'bun run warm',
        description: 'Warms',
      })
    ).json()) as { id: number }
    expect(await page(path)).toContain('bun run warm')
    await send('PUT', `/api/commands/${created.id}`, { command: 'bun run cool', description: 'Cools' })
    expect(await page(path)).toContain('bun run cool')
    expect((await send('DELETE', `/api/commands/${created.id}`)).status).toBe(200)
    expect(await page(path)).not.toContain('bun run cool')
  })

  test('media upload, reorder and delete', async () => {
    const path = `/project/${project.id}`
    await page(path)
    expect((await screenshots(10, 20)).status).toBe(200)
    const [first, second] = await shotsOf()
    let html = await page(path)
    expect(html.indexOf(first!)).toBeGreaterThan(0)
    expect(html.indexOf(first!)).toBeLessThan(html.indexOf(second!))

    expect(
      (
        await send('PUT', `/api/projects/${project.id}/reorder-screenshots`, {
          screenshotUrls: [second, first],
        })
      ).status,
    ).toBe(200)
    html = await page(path)
    expect(html.indexOf(second!)).toBeLessThan(html.indexOf(first!))

    expect((await send('DELETE', `/api/projects/${project.id}/screenshots/0`)).status).toBe(200)
    html = await page(path)
    expect(html).not.toContain(second!)
    expect(html).toContain(first!)
  })
})

describe('a second instance on the same PostgreSQL', () => {
  let other: Runtime | undefined

  test.skipIf(!process.env.DATABASE_URL)('sees an edit made through the first within 1 s', async () => {
    const { host, port, user, database } = app.sql.options
    const otherDb = await fileDatabase(
      openDatabase({
        ...app.config,
        databaseUrl: `postgres://${user}@${host[0]}:${port[0]}/${database}`,
        dataDir: null,
      }),
    )
    other = await startTestRuntime(app.config, otherDb)
    const otherPage = async () =>
      (await other!.handler(new Request(new URL(`/project/${project.id}`, app.config.siteUrl)))).text()
    expect(await otherPage()).toContain(project.title)
    expect(await otherPage()).toContain(project.title) // now from its cache

    const edited = await send('PUT', `/api/projects/${project.id}`, { ...project, title: 'Seen Elsewhere' })
    expect(edited.status).toBe(200)
    const started = performance.now()
    let html = await otherPage()
    while (!html.includes('Seen Elsewhere') && performance.now() - started < 1000) {
      await Bun.sleep(20)
      html = await otherPage()
    }
    expect(html).toContain('Seen Elsewhere')
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
