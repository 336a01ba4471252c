import { beforeAll, describe, expect, spyOn, test } from 'bun:test'
import { createTestApp, type TestApp } from '../testing/harness.ts'
import { createLogger } from './logger.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
})

describe('every response', () => {
  test('carries the security headers', async () => {
    for (const path of ['/api/projects', '/', '/no/such/page', '/api/nope']) {
      const response = await app.fetch(path)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })

  test('malformed JSON is a 400 that names the problem, never a 500', async () => {
    const response = await app.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/Malformed request body/)
  })

  test('bodies over the limit get 413', async () => {
    const small = await createTestApp({ MAX_BODY_BYTES: '2048' })
    const body = JSON.stringify({ username: 'x'.repeat(4096), password: 'y' })
    const response = await small.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    })
    expect(response.status).toBe(413)
  })

  test('unknown API paths are JSON 404s, not pages', async () => {
    const response = await app.fetch('/api/does-not-exist')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
  })
})

test('health checks the database', async () => {
  const response = await app.fetch('/health')
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true } })
})

test('the logger writes one JSON line with the fields it is given', () => {
  const spy = spyOn(console, 'log').mockImplementation(() => {})
  createLogger(true).info('request', { method: 'GET', path: '/', status: 200, durationMs: 1.2 })
  expect(spy).toHaveBeenCalledTimes(1)
  expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toMatchObject({
    message: 'request',
    status: 200,
    durationMs: 1.2,
  })
  spy.mockRestore()
})
