import { beforeAll, describe, expect, test } from 'bun:test'
import { brotliDecompressSync } from 'node:zlib'
import { inlineScriptHashes } from '../../http/csp.ts'
import { createTestApp, type TestApp } from '../../testing/harness.ts'
import { createExplorer, EXAMPLE_QUERY, inlineScriptHash } from './explorer.ts'

/** What a browser sends when the address bar opens /graphql. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}

const cspDirectives = (response: Response) =>
  new Map(
    (response.headers.get('content-security-policy') ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

let on: TestApp
let off: TestApp
beforeAll(async () => {
  off = await createTestApp({ GRAPHIQL: 'false' })
  on = await createTestApp({}, { seed: true })
}, 60_000) // the first test app of a run may create the embedded database

describe('GraphiQL explorer (GRAPHIQL=true, the default)', () => {
  test('a browser gets the explorer page, Brotli-compressed, with its own CSP', async () => {
    const response = await on.fetch('/graphql', { headers: BROWSER })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const html = brotliDecompressSync(await response.arrayBuffer()).toString()
    expect(html).toContain('<title>Portfolio GraphQL API</title>')
    expect(html).toContain('YogaGraphiQL.renderYogaGraphiQL')
    // Everything is inline: no script, style or font is fetched from anywhere.
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/)

    const csp = cspDirectives(response)
    expect(csp.get('script-src')).toEqual([`'${inlineScriptHash(html)}'`])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-eval')
  }, 60_000) // the first request renders and compresses the 9 MB page

  test('rendered once and cached; gzip or plain as accepted; a known ETag gets 304', async () => {
    const explorer = createExplorer()
    expect(await explorer()).toBe(await explorer())
    const first = await on.fetch('/graphql', { headers: { accept: 'text/html' } })
    const etag = first.headers.get('etag') ?? ''
    expect(first.headers.get('content-encoding')).toBeNull()
    const html = await first.text()
    expect(html).toStartWith('<!doctype html>')
    const gzipped = await on.fetch('/graphql', {
      headers: { ...BROWSER, 'accept-encoding': 'gzip, br;q=0.5' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('etag')).toBe(etag)
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gzipped.arrayBuffer())))).toBe(html)
    const revalidated = await on.fetch('/graphql', { headers: { ...BROWSER, 'if-none-match': etag } })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
  }, 20_000)

  test('the example query the explorer opens with runs within the limits', async () => {
    const response = await on.fetch('/graphql', { method: 'POST', json: { query: EXAMPLE_QUERY } })
    const body = (await response.json()) as { data: { projects: unknown[] }; errors?: unknown }
    expect(body.errors).toBeUndefined()
    expect(body.data.projects).toHaveLength(6)
  })

  test('GraphQL clients are unaffected: GET and POST queries still answer JSON', async () => {
    const get = await on.fetch(`/graphql?query=${encodeURIComponent('{ projects { title } }')}`, {
      headers: { accept: 'application/json' },
    })
    expect(get.status).toBe(200)
    const body = (await get.json()) as { data: { projects: { title: string }[] } }
    expect(body.data.projects[0]?.title).toBe('AI Meal Planner')
    const post = await on.fetch('/graphql', { method: 'POST', json: { query: '{ me { id } }' } })
    expect(await post.json()).toEqual({ data: { me: null } })
  })

  test('the public pages keep their strict policy: only their own inline scripts, by hash', async () => {
    const response = await on.fetch('/', { headers: BROWSER })
    const scriptSrc = cspDirectives(response).get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(response.headers.get('content-encoding')).toBe('br')
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toEqual(inlineScriptHashes(html))
    expect(html).not.toMatch(/graphiql/i)
  })
})

describe('GRAPHIQL=false', () => {
  test('a browser gets the plain GraphQL endpoint: a JSON error asking for a query, no explorer', async () => {
    const response = await off.fetch('/graphql', { headers: BROWSER })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({
      errors: [{ message: 'Must provide query string.', extensions: { code: 'BAD_REQUEST' } }],
    })
  })

  test('queries still work', async () => {
    const response = await off.fetch('/graphql', { method: 'POST', json: { query: '{ me { id } }' } })
    expect(await response.json()).toEqual({ data: { me: null } })
  })
})

describe('inlineScriptHash', () => {
  test('hashes the one inline script as the browser does', () => {
    const hash = inlineScriptHash('<html><script>alert(1)</script></html>')
    expect(hash).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
  })

  test('refuses a page with no script or several', () => {
    expect(() => inlineScriptHash('<html></html>')).toThrow()
    expect(() => inlineScriptHash('<script>a</script><script src="/b.js"></script>')).toThrow()
  })
})
