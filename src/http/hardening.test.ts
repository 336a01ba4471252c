import { beforeAll, describe, expect, test } from 'bun:test'
import { absoluteUrl } from '../shared/absolute-url.ts'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../testing/harness.ts'
import { MAX_JSON_DEPTH } from './request-guards.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ CORS_ORIGINS: 'https://friend.example, http://localhost:5173' }, { seed: true })
})

/** A request to a raw target on the site, which `new URL(path, site)` would have resolved elsewhere. */
const raw = (target: string, init?: RequestInit) =>
  app.handler(new Request(`${app.config.siteUrl}${target}`, init), '10.40.0.1')

const message = async (response: Response) => ((await response.json()) as { message: string }).message

describe('CORS on /graphql', () => {
  const query = JSON.stringify({ query: '{ me { username email } }' })
  const post = (origin: string, cookie = '') =>
    app.fetch('/graphql', {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: query,
    })

  test('a foreign origin gets no Access-Control-Allow-* headers, on the request and the preflight', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    for (const origin of ['http://portfolio.test:8080', 'https://evil.example', 'null']) {
      const get = await app.fetch('/graphql?query=%7Bme%7Busername%7D%7D', { headers: { origin, cookie } })
      expect(get.headers.get('access-control-allow-origin')).toBeNull()
      expect(get.headers.get('access-control-allow-credentials')).toBeNull()
      const preflight = await app.fetch('/graphql', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  test('an origin named in CORS_ORIGINS may read with credentials', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await post('https://friend.example', cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://friend.example')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(await response.json()).toEqual({ data: { me: { username: 'admin', email: null } } })
  })

  test('none by default: without CORS_ORIGINS no origin gets CORS headers', async () => {
    const plain = await createTestApp()
    const response = await plain.fetch('/graphql?query=%7B__typename%7D', {
      headers: { origin: 'https://friend.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(plain.config.corsOrigins).toEqual([])
  })
})

describe('absolute URLs come from SITE_URL only', () => {
  test('absoluteUrl keeps the site origin whatever the path says', () => {
    const site = 'https://portfolio.example'
    expect(absoluteUrl(site, '/project/1')).toBe('https://portfolio.example/project/1')
    expect(absoluteUrl(site, '//evil.example/x')).toBe('https://portfolio.example/evil.example/x')
    expect(absoluteUrl(site, '/\\evil.example/x')).toBe('https://portfolio.example/evil.example/x')
    expect(absoluteUrl(site, 'https://evil.example/x')).toStartWith('https://portfolio.example/')
  })

  test('paths starting with // are 404, never a page naming another host', async () => {
    for (const target of ['//evil.example/x', '//evil.example', '///evil.example/x', '/\\evil.example/x']) {
      const response = await raw(target)
      expect(response.status).toBe(404)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).not.toContain('evil.example')
    }
  })

  test('og:url of a page is on SITE_URL even when the Host header names another site', async () => {
    const response = await app.handler(
      new Request('http://evil.example/projects', { headers: { host: 'evil.example' } }),
    )
    const html = await response.text()
    expect(html).toContain('<meta property="og:url" content="http://portfolio.test/projects" />')
    expect(html).not.toContain('evil.example')
  })
})

describe('bad %-escapes are a 400, never a 500', () => {
  test.each([
    '/media/%ZZ',
    '/media/%c0%ae',
    '/media/%c0%ae%c0%ae/etc',
    '/project/%ZZ',
    '/%E0%A4%A',
    '/api/projects/%ff',
    '/projects?q=%E0%A4%A',
    '/graphql?query=%ZZ',
  ])('%s', async (target) => {
    const response = await raw(target)
    expect(response.status).toBe(400)
    expect(await message(response)).toMatch(/malformed %-escape/)
  })
})

describe('deeply nested JSON is refused before parsing', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`

  test.each([
    ['/api/login', deep(50_000)],
    ['/api/login', `{"username":${deepObject(60_000)},"password":"x"}`],
    ['/api/newsletter/signup', deep(100_000)],
    ['/api/projects', deep(50_000)],
    ['/graphql', `{"query":"{ __typename }","variables":${deepObject(50_000)}}`],
  ])('POST %s: 400 naming the limit', async (path, body) => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await app.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    })
    expect(response.status).toBe(400)
    expect(await message(response)).toContain(`nested deeper than ${MAX_JSON_DEPTH} levels`)
  })

  test('GraphQL GET variables nested 50,000 levels: 400', async () => {
    const variables = encodeURIComponent(deepObject(50_000))
    const response = await app.fetch(`/graphql?query=%7B__typename%7D&variables=${variables}`)
    expect(response.status).toBe(400)
  })

  test('a JSON body over 1 MiB is 413 even under MAX_BODY_BYTES', async () => {
    const response = await app.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    })
    expect(response.status).toBe(413)
  })

  test('a body the client abandons half-way is a 400, not a 500', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"username":'))
        controller.error(new Error('connection reset'))
      },
    })
    const response = await app.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    expect(await message(response)).toContain('could not be read')
  })

  test('ordinary nesting and brackets inside strings pass', async () => {
    const response = await app.fetch('/api/login', {
      method: 'POST',
      json: { username: '['.repeat(200), password: '{'.repeat(200) },
    })
    expect(response.status).toBe(401)
  })
})
