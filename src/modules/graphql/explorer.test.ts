import { beforeAll, describe, expect, test } from 'bun:test'
import { brotliDecompressSync } from 'node:zlib'
import { parse, validate } from 'graphql'
import { schema } from '../../graphql/index.ts'
import { inlineScriptHashes } from '../../http/csp.ts'
import { seededAppWithUsers } from '../../testing/admin-test-users.ts'
import { createTestApp, type TestApp } from '../../testing/harness.ts'
import { createExplorer, exampleOperations, inlineScriptHash } from './explorer.ts'

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
/** The Cookie header of a signed-in reader (not the administrator). */
let reader: string
beforeAll(async () => {
  off = await createTestApp({ GRAPHIQL: 'false' })
  ;({ app: on, member: reader } = await seededAppWithUsers())
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

  test('the explorer opens on one tab per example operation; a shared ?query= link opens on its query', async () => {
    const examples = exampleOperations()
    expect(examples.map((example) => example.name)).toEqual([
      'ProjectsWithCommands',
      'OneProject',
      'WorkExperience',
      'NewsletterArchive',
      'SignedInReader',
    ])
    // Each tab keeps the comment written above its operation.
    expect(examples[1]?.query).toStartWith('# One project, as its detail page')
    const html = await (await on.fetch('/graphql', { headers: { accept: 'text/html' } })).text()
    const tabs = html.match(/"defaultTabs":(\[.*?\])/)?.[1]
    expect(JSON.parse(tabs ?? 'null')).toEqual(examples.map(({ query }) => ({ query })))

    const linked = await on.fetch('/graphql?query=%7Bme%7Bid%7D%7D', { headers: { accept: 'text/html' } })
    const linkedHtml = await linked.text()
    expect(linkedHtml).toContain('YogaGraphiQL.renderYogaGraphiQL')
    expect(linkedHtml).not.toContain('"defaultTabs"')
    expect(cspDirectives(linked).get('script-src')).toEqual([`'${inlineScriptHash(linkedHtml)}'`])
  }, 30_000)

  test('every example operation is valid and runs within the limits, the reader one for a signed-in reader', async () => {
    for (const { name, query } of exampleOperations()) {
      expect(validate(schema, parse(query)), name).toEqual([])
      const response = await on.fetch('/graphql', {
        method: 'POST',
        json: { query },
        headers: name === 'SignedInReader' ? { cookie: reader } : {},
      })
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown }
      expect(body.errors, name).toBeUndefined()
      expect(response.status, name).toBe(200)
      // Nothing empty where the sample content has something (the archive is empty until an issue is sent).
      if (name !== 'NewsletterArchive')
        for (const [field, value] of Object.entries(body.data ?? {}))
          expect(value === null || (Array.isArray(value) && value.length === 0), `${name}.${field}`).toBe(
            false,
          )
    }
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
