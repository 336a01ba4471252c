import { beforeAll, describe, expect, test } from 'bun:test'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import sharp from 'sharp'
import { compressDirectory } from '../../scripts/compress-build.ts'
import { serveStaticFile } from '../modules/ssr/static-files.ts'
import { cookieOf, createTestApp, TEST_ADMIN, type TestApp } from '../testing/harness.ts'
import { chooseEncoding, compressResponse, isFresh, MIN_COMPRESS_BYTES } from './compression.ts'

const decode = (encoding: string | null, bytes: ArrayBuffer): Uint8Array =>
  encoding === 'br'
    ? new Uint8Array(brotliDecompressSync(bytes))
    : encoding === 'gzip'
      ? new Uint8Array(gunzipSync(bytes))
      : new Uint8Array(bytes)

/** Pages carry a fresh CSP nonce per response; everything else about their bytes must match. */
const withoutNonces = (bytes: Uint8Array) =>
  new TextEncoder().encode(new TextDecoder().decode(bytes).replace(/nonce="[^"]+"/g, 'nonce=""'))

/** Fetches a path three ways (br, gzip, identity) and checks both encodings decode to the identity bytes. */
async function expectEncodings(fetch: (acceptEncoding: string) => Promise<Response>) {
  const identity = await fetch('identity')
  expect(identity.headers.get('content-encoding')).toBeNull()
  const plain = withoutNonces(new Uint8Array(await identity.arrayBuffer()))
  expect(plain.byteLength).toBeGreaterThanOrEqual(MIN_COMPRESS_BYTES)
  for (const encoding of ['br', 'gzip']) {
    const response = await fetch(encoding)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const body = await response.arrayBuffer()
    const length = response.headers.get('content-length')
    if (length !== null) expect(Number(length)).toBe(body.byteLength)
    expect(body.byteLength).toBeLessThan(plain.byteLength)
    expect(withoutNonces(decode(encoding, body))).toEqual(plain)
  }
  return identity
}

describe('choosing an encoding from Accept-Encoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['deflate', null],
    ['', null],
  ] as const)('%p → %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
  test('no header means identity', () => expect(chooseEncoding(null)).toBeNull())
})

test('If-None-Match matches weakly, in lists and by *; a no-cache request is never fresh', () => {
  const asking = (headers: Record<string, string>) => new Request('http://portfolio.test/', { headers })
  expect(isFresh(asking({ 'if-none-match': 'W/"abc"' }), '"abc"')).toBe(true)
  expect(isFresh(asking({ 'if-none-match': '"x", W/"abc"' }), 'W/"abc"')).toBe(true)
  expect(isFresh(asking({ 'if-none-match': '*' }), '"abc"')).toBe(true)
  expect(isFresh(asking({ 'if-none-match': '"abd"' }), '"abc"')).toBe(false)
  expect(isFresh(asking({}), '"abc"')).toBe(false)
  expect(isFresh(asking({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }), '"abc"')).toBe(false)
})

describe('a streamed body', () => {
  test('is compressed as it streams: the first part arrives before the source ends', async () => {
    const encoder = new TextEncoder()
    let finish: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      finish = resolve
    })
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`<!doctype html><head>${'h'.repeat(2000)}</head>`))
        await released
        controller.enqueue(encoder.encode('<body>late</body>'))
        controller.close()
      },
    })
    const response = await compressResponse(
      new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }),
      new Response(source, { headers: { 'content-type': 'text/html' } }),
    )
    const reader = response.body!.getReader()
    const received: Uint8Array[] = []
    const decodedSoFar = () =>
      new TextDecoder().decode(gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }))
    // The source is still holding its second chunk: this only ends if the encoder flushed the first.
    while (!decodedSoFar().includes('</head>')) received.push((await reader.read()).value!)
    expect(decodedSoFar()).toStartWith('<!doctype html><head>')
    finish()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received.push(value)
    }
    expect(new TextDecoder().decode(gunzipSync(Buffer.concat(received)))).toEndWith('<body>late</body>')
  })

  test('a body under the threshold is sent as it is, even from a stream of unknown length', async () => {
    const response = await compressResponse(
      new Request('http://x/', { headers: { 'accept-encoding': 'br' } }),
      new Response(new Blob(['{"ok":true}']).stream(), { headers: { 'content-type': 'application/json' } }),
    )
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe('{"ok":true}')
  })
})

test('a compressed body drops Content-Length and turns a strong ETag weak; a short one keeps both', async () => {
  const text = 'x'.repeat(5000)
  const headers = { 'content-type': 'text/plain', etag: '"v1"', 'content-length': '5000' }
  const big = await compressResponse(
    new Request('http://x/', { headers: { 'accept-encoding': 'br' } }),
    new Response(text, { headers }),
  )
  expect(big.headers.get('etag')).toBe('W/"v1"')
  expect(big.headers.get('content-length')).toBeNull()
  expect(brotliDecompressSync(await big.arrayBuffer()).toString()).toBe(text)
  const small = await compressResponse(
    new Request('http://x/', { headers: { 'accept-encoding': 'br' } }),
    new Response('short', { headers: { ...headers, 'content-length': '5' } }),
  )
  expect(small.headers.get('etag')).toBe('"v1"')
  expect(small.headers.get('content-length')).toBe('5')
})

describe('through the app', () => {
  let app: TestApp
  let admin: string
  beforeAll(async () => {
    app = await createTestApp({}, { seed: true })
    const login = await app.fetch('/api/login', { method: 'POST', json: TEST_ADMIN })
    admin = cookieOf(login)
  }, 60_000)

  test('HTML pages, the 404 page, JSON and GraphQL come back br and gzip', async () => {
    const page = await expectEncodings((e) => app.fetch('/projects', { headers: { 'accept-encoding': e } }))
    expect(page.headers.get('content-type')).toContain('text/html')
    const missing = await expectEncodings((e) =>
      app.fetch('/no-such-page', { headers: { 'accept-encoding': e } }),
    )
    expect(missing.status).toBe(404)
    const json = await expectEncodings((e) =>
      app.fetch('/api/projects', { headers: { 'accept-encoding': e } }),
    )
    expect(json.headers.get('content-type')).toContain('application/json')
    const graphql = await expectEncodings((e) =>
      app.fetch('/graphql', {
        method: 'POST',
        headers: { 'accept-encoding': e },
        json: { query: '{ projects { id title description technologies } }' },
      }),
    )
    expect(graphql.headers.get('content-type')).toContain('json')
  })

  test('a static SVG over the threshold is compressed; a tiny one is not but still varies', async () => {
    const sky = await expectEncodings((e) =>
      app.fetch('/banner/night-sky.svg', { headers: { 'accept-encoding': e } }),
    )
    expect(sky.headers.get('content-type')).toContain('image/svg+xml')
    const icon = await app.fetch('/favicon.svg', { headers: { 'accept-encoding': 'br' } })
    expect(icon.headers.get('content-encoding')).toBeNull()
    expect(icon.headers.get('vary')).toBe('Accept-Encoding')
  })

  test('images, HEAD, 304 and a refused encoding are never compressed', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const data = new FormData()
    data.append('icon', new File([png as BlobPart], 'icon.png', { type: 'image/png' }))
    const projects = (await (await app.fetch('/api/projects')).json()) as { id: number }[]
    const upload = await app.fetch(`/api/projects/${projects[0]!.id}/upload-icon`, {
      method: 'POST',
      headers: { cookie: admin },
      body: data,
    })
    const url = ((await upload.json()) as { iconUrl: string }).iconUrl
    const image = await app.fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(image.headers.get('content-encoding')).toBeNull()
    expect(image.headers.get('vary')).toBeNull()
    expect(image.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/)
    const stored = await app.fetch(url)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(await stored.arrayBuffer()))

    const head = await app.fetch('/projects', { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(head.headers.get('content-encoding')).toBeNull()
    const refused = await app.fetch('/projects', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(refused.headers.get('content-encoding')).toBeNull()
    expect(await refused.text()).toStartWith('<!doctype html>')
  })
})

describe('static files precompressed at build', () => {
  test('the build writes .br/.gz beside text files; the server sends them with the right headers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'))
    const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`
    await writeFile(join(dir, 'app.js'), script)
    await writeFile(join(dir, 'tiny.css'), 'a{color:red}')
    await writeFile(join(dir, 'font.woff2'), new Uint8Array(4000))
    await compressDirectory(dir)
    expect((await readdir(dir)).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'font.woff2',
      'tiny.css',
    ])

    for (const encoding of ['br', 'gzip'] as const) {
      const response = (await serveStaticFile(dir, '/app.js', `${encoding};q=1`))!
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('content-type')).toContain('javascript')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      const body = await response.arrayBuffer()
      expect(new TextDecoder().decode(decode(encoding, body))).toBe(script)
    }
    const identity = (await serveStaticFile(dir, '/app.js', null))!
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(script)
    const font = (await serveStaticFile(dir, '/font.woff2', 'br'))!
    expect(font.headers.get('content-encoding')).toBeNull()
    expect(font.headers.get('vary')).toBeNull()
  })
})
