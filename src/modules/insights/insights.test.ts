import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { cookieOf, createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { registry } from '../metrics/registry.ts'
import { MAX_BEACON_BYTES } from './model.ts'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let app: TestApp
const clean = async (target: TestApp) => {
  await target.sql`TRUNCATE insight_events, insight_salts, insight_daily, insight_vitals_daily, insight_rollup_state`
  await target.sql`DELETE FROM rate_limits`
}
beforeAll(async () => {
  app = await createTestApp()
})
beforeEach(() => clean(app))

let peer = 0
const nextPeer = () => `10.30.0.${++peer}`

interface BeaconInit {
  ua?: string
  peer?: string
  headers?: Record<string, string>
}
const beacon = (target: TestApp, body: unknown, init: BeaconInit = {}) =>
  target.fetch('/api/insights/events', {
    method: 'POST',
    // sendBeacon sends a string as text/plain.
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': init.ua ?? CHROME, ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    peer: init.peer ?? nextPeer(),
  })
const pageview = (path: string, extra: Record<string, unknown> = {}) => ({
  tz: 'Europe/Paris',
  events: [{ kind: 'pageview', path }],
  ...extra,
})

type Row = Record<string, unknown> & { kind: string; visitor: Uint8Array; path: string }
const stored = async (target = app): Promise<Row[]> => {
  await target.deps.insights.writer.flush()
  return [...(await target.sql<Row[]>`SELECT * FROM insight_events ORDER BY kind, path`)]
}

describe('the beacon endpoint', () => {
  test('a page view is stored with a 16-byte visitor id and what it says about the visit', async () => {
    const response = await beacon(
      app,
      pageview('/projects', {
        ref: 'https://www.google.com/search?q=alex',
        utm: { source: 'newsletter', medium: 'email', campaign: 'nov' },
      }),
      { ua: IPHONE },
    )
    expect(response.status).toBe(204)
    const [row] = await stored()
    expect(row).toMatchObject({
      kind: 'pageview',
      path: '/projects',
      referrer_host: 'www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'nov',
      country: 'FR',
      browser: 'Mobile Safari',
      os: 'iOS',
      device: 'mobile',
      target: null,
    })
    expect(row!.visitor.length).toBe(16)
  })

  test('no table keeps the IP address or the user agent after a visit', async () => {
    const ip = '203.0.113.77'
    const ua = `${CHROME} UniqueAgentMarker/9`
    await beacon(app, pageview('/'), { ua, peer: ip })
    await beacon(app, { events: [{ kind: 'vitals', path: '/', lcp: 1200, cls: 0.01 }] }, { ua, peer: ip })
    await beacon(
      app,
      { events: [{ kind: 'outbound', path: '/', target: 'https://github.com/example' }] },
      { ua, peer: ip },
    )
    expect((await stored()).length).toBe(3)
    const tables = await app.sql<{ name: string }[]>`
      SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`
    const hexIp = Buffer.from(ip).toString('hex')
    let checked = 0
    for (const { name } of tables) {
      const rows = await app.sql.unsafe<{ t: string }[]>(`SELECT t::text AS t FROM ${name} t`)
      for (const { t } of rows) {
        checked++
        expect(t).not.toContain(ip)
        expect(t).not.toContain(hexIp)
        expect(t).not.toContain('UniqueAgentMarker')
      }
    }
    expect(checked).toBeGreaterThan(3)
  })

  test('a project page is a page view and a project view; an outbound click keeps no query', async () => {
    await beacon(app, {
      events: [
        { kind: 'pageview', path: '/project/42' },
        { kind: 'outbound', path: '/project/42', target: 'https://github.com/example/repo?tab=readme#top' },
        { kind: 'outbound', path: '/project/42', target: 'mailto:hello@example.com?subject=Hi' },
      ],
    })
    const rows = await stored()
    expect(rows.map((r) => [r.kind, r.target])).toEqual([
      ['outbound', 'https://github.com/example/repo'],
      ['outbound', 'mailto:hello@example.com'],
      ['pageview', null],
      ['project', '42'],
    ])
  })

  test('pages load the beacon unless insights are off', async () => {
    const html = await (await app.fetch('/')).text()
    expect(/<html [^>]*data-insights/.test(html)).toBe(false)
  })

  test('control characters in UTM values are dropped, and the batch they are in is written', async () => {
    await beacon(app, pageview('/', { utm: { source: 'news\u0000letter\n', campaign: '\u0000' } }))
    await beacon(app, pageview('/projects'))
    const rows = await stored()
    expect(rows.map((r) => [r.path, r.utm_source, r.utm_campaign])).toEqual([
      ['/', 'newsletter', null],
      ['/projects', null, null],
    ])
  })

  test('a referrer from the site itself is no source', async () => {
    await beacon(app, pageview('/', { ref: `${app.config.siteUrl}/projects` }))
    expect((await stored())[0]!.referrer_host).toBeNull()
  })

  test('a bad payload is a 400 naming the problem and stores nothing', async () => {
    const noEvents = await beacon(app, { events: [] })
    expect(noEvents.status).toBe(400)
    expect(await noEvents.text()).toContain('events')
    const badKind = await beacon(app, { events: [{ kind: 'purchase', path: '/' }] })
    expect(badKind.status).toBe(400)
    expect(await badKind.text()).toContain('kind')
    const badPath = await beacon(app, { events: [{ kind: 'pageview', path: 'https://evil.test/' }] })
    expect(badPath.status).toBe(400)
    expect(await badPath.text()).toContain('path')
    const notJson = await beacon(app, 'pageview please')
    expect(notJson.status).toBe(400)
    expect(await stored()).toEqual([])
  })

  test('an oversized beacon is a 413', async () => {
    const response = await beacon(app, pageview('/', { ref: 'x'.repeat(MAX_BEACON_BYTES) }))
    expect(response.status).toBe(413)
    expect(await stored()).toEqual([])
  })

  test('same IP and user agent the same day are one visitor; another agent is another', async () => {
    await beacon(app, pageview('/'), { peer: '198.51.100.1' })
    await beacon(app, pageview('/projects'), { peer: '198.51.100.1' })
    await beacon(app, pageview('/projects'), { peer: '198.51.100.1', ua: IPHONE })
    const rows = await stored()
    const ids = new Set(rows.map((r) => Buffer.from(r.visitor).toString('hex')))
    expect(rows.length).toBe(3)
    expect(ids.size).toBe(2)
  })

  test('one visitor cannot flood: events past the per-minute cap are dropped', async () => {
    const body = { events: Array.from({ length: 20 }, () => ({ kind: 'pageview', path: '/' })) }
    for (let i = 0; i < 8; i++) expect((await beacon(app, body, { peer: '198.51.100.9' })).status).toBe(204)
    expect((await stored()).length).toBe(120)
  })
})

describe('what is not counted', () => {
  test('bots, prefetches, GPC, admin pages and signed-in admins are not counted; a reader is', async () => {
    const admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    await beacon(app, pageview('/'), { ua: GOOGLEBOT })
    await beacon(app, pageview('/'), { ua: '' })
    await beacon(app, pageview('/'), { headers: { 'sec-purpose': 'prefetch;prerender' } })
    await beacon(app, pageview('/'), { headers: { purpose: 'prefetch' } })
    await beacon(app, pageview('/'), { headers: { 'sec-gpc': '1' } })
    await beacon(app, pageview('/'), { headers: { cookie: admin } })
    await beacon(app, pageview('/admin/insights'))
    await beacon(app, pageview('/admin'))
    expect(await stored()).toEqual([])
    const signup = await app.fetch('/api/newsletter/signup', {
      method: 'POST',
      json: {
        email: 'n@example.com',
        firstName: 'N',
        lastName: 'N',
        username: 'nreader',
        password: 'reader-pass',
      },
      headers: { 'user-agent': CHROME, referer: `${app.config.siteUrl}/projects` },
      peer: nextPeer(),
    })
    expect(signup.status).toBe(201)
    const reader = cookieOf(signup)
    await beacon(app, pageview('/'), { headers: { cookie: reader } })
    const rows = await stored()
    expect(rows.map((r) => [r.kind, r.path, r.target])).toEqual([
      ['pageview', '/', null],
      ['signup', '/projects', '/projects'],
    ])
  })

  test('the metrics count what was dropped and why', async () => {
    const dropped = async (reason: string) =>
      (await registry.getSingleMetric('insights_events_dropped_total')!.get()).values.find(
        (v) => v.labels.reason === reason,
      )?.value ?? 0
    const before = await dropped('bot')
    await beacon(app, pageview('/'), { ua: GOOGLEBOT })
    expect(await dropped('bot')).toBe(before + 1)
  })
})

describe('server-side events', () => {
  test('a contact message sent is recorded with its page', async () => {
    const response = await app.fetch('/api/contact', {
      method: 'POST',
      json: { email: 'someone@example.com', page: '/project/3' },
      headers: { 'user-agent': CHROME },
      peer: nextPeer(),
    })
    expect(response.status).toBe(202)
    expect((await stored()).map((r) => [r.kind, r.path])).toEqual([['contact', '/project/3']])
  })

  test('a newsletter join is recorded with the page it was made on', async () => {
    const response = await app.fetch('/api/newsletter/join', {
      method: 'POST',
      json: { email: 'joiner@example.com' },
      headers: { 'user-agent': CHROME, referer: `${app.config.siteUrl}/project/7` },
      peer: nextPeer(),
    })
    expect(response.status).toBe(202)
    expect((await stored()).map((r) => [r.kind, r.target])).toEqual([['signup', '/project/7']])
  })
})

describe('batched writes', () => {
  test('a burst of 500 beacons costs a handful of INSERT statements', async () => {
    const batches = async () =>
      (await registry.getSingleMetric('insights_batches_written_total')!.get()).values[0]?.value ?? 0
    await app.deps.insights.writer.flush()
    const before = await batches()
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        beacon(app, pageview(`/p/${i}`), { peer: `10.40.${i >> 8}.${i & 255}` }),
      ),
    )
    expect(responses.every((r) => r.status === 204)).toBe(true)
    expect((await stored()).length).toBe(500)
    const statements = (await batches()) - before
    expect(statements).toBeGreaterThanOrEqual(1)
    expect(statements).toBeLessThanOrEqual(5)
  })
})

describe('with settings', () => {
  test('INSIGHTS=off answers 204 and stores nothing', async () => {
    const off = await createTestApp({ INSIGHTS: 'off' })
    await clean(off)
    expect((await beacon(off, pageview('/'))).status).toBe(204)
    expect((await beacon(off, 'not even json')).status).toBe(204)
    expect(await stored(off)).toEqual([])
    // The pages tell the browser not to load the beacon at all (web/insights/load.ts).
    const html = await (await off.fetch('/')).text()
    expect(/<html [^>]*data-insights="off"/.test(html)).toBe(true)
    app = await createTestApp()
  })

  test('INSIGHTS_HONOUR_GPC=false counts a browser sending Sec-GPC', async () => {
    const gpcCounted = await createTestApp({ INSIGHTS_HONOUR_GPC: 'false' })
    await clean(gpcCounted)
    await beacon(gpcCounted, pageview('/'), { headers: { 'sec-gpc': '1' } })
    expect((await stored(gpcCounted)).length).toBe(1)
    app = await createTestApp()
  })
})
