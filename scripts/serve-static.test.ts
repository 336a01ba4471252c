import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveDirectory } from './serve-static.ts'

describe('serve-static', () => {
  // The served directory sits inside a parent holding a file the server must never hand out.
  const parent = mkdtempSync(join(tmpdir(), 'serve-static-'))
  const root = join(parent, 'site')
  let server: ReturnType<typeof serveDirectory>
  const get = (path: string) => fetch(new URL(path, server.url))

  beforeAll(() => {
    mkdirSync(join(root, 'assets'), { recursive: true })
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>')
    writeFileSync(join(root, 'index.json'), '{"v":5}')
    writeFileSync(join(root, 'assets', 'app.js'), 'export {}')
    writeFileSync(join(root, 'assets', 'font.woff2'), 'wOF2')
    writeFileSync(join(root, 'assets', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(join(parent, 'secret.txt'), 'secret')
    server = serveDirectory(root, 0)
  })
  afterAll(() => {
    server.stop(true)
    rmSync(parent, { recursive: true, force: true })
  })

  test('serves files with their content types', async () => {
    const cases: [string, string][] = [
      ['/index.json', 'application/json'],
      ['/assets/app.js', 'text/javascript'],
      ['/assets/font.woff2', 'font/woff2'],
      ['/assets/icon.svg', 'image/svg+xml'],
    ]
    for (const [path, type] of cases) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toStartWith(type)
    }
    expect(await (await get('/index.json')).text()).toBe('{"v":5}')
  })

  test('the root serves index.html, query strings are ignored', async () => {
    const response = await get('/?path=/story/x')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toStartWith('text/html')
    expect(await response.text()).toContain('<title>home</title>')
  })

  test('missing files and paths outside the directory are 404', async () => {
    expect((await get('/nope.js')).status).toBe(404)
    expect((await get('/assets/')).status).toBe(404)
    expect((await get('/%2e%2e/secret.txt')).status).toBe(404)
    expect((await get('/..%2fsecret.txt')).status).toBe(404)
  })

  test('only GET and HEAD', async () => {
    expect((await fetch(new URL('/index.json', server.url), { method: 'POST' })).status).toBe(405)
  })
})
