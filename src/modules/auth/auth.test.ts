import { beforeAll, describe, expect, test } from 'bun:test'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { ensureAdmin } from './service.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})

describe('admin account from the environment', () => {
  test('is created at start-up and can sign in', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const me = await app.fetch('/api/user', { headers: { cookie } })
    expect(me.status).toBe(200)
    const user = (await me.json()) as Record<string, unknown>
    expect(user).toMatchObject({ username: 'admin', isAdmin: true })
    expect(JSON.stringify(user)).not.toMatch(/password|hash|\$argon2/i)
  })

  test('a restart with a new password resets it', async () => {
    await ensureAdmin(app.sql, {
      username: TEST_ADMIN.username,
      password: 'a-brand-new-password',
      email: undefined,
    })
    const old = await app.fetch('/api/login', { method: 'POST', json: TEST_ADMIN })
    expect(old.status).toBe(401)
    await signIn(app, TEST_ADMIN.username, 'a-brand-new-password')
    await ensureAdmin(app.sql, { ...TEST_ADMIN, email: undefined })
  })
})

describe('sessions', () => {
  test('the cookie is HttpOnly, SameSite=Lax, Path=/, and only its hash is stored', async () => {
    const response = await app.fetch('/api/login', { method: 'POST', json: TEST_ADMIN })
    const header = response.headers.get('set-cookie') ?? ''
    expect(header).toMatch(/^session=[a-z2-7]{32};/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Path=/')
    const token = header.split(';')[0]!.split('=')[1]!
    const rows = await app.sql`SELECT id FROM sessions`
    expect(rows.some((r) => r.id === token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true)
  })

  test('logout ends the session on the server; the old cookie stops working', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const logout = await app.fetch('/api/logout', { method: 'POST', headers: { cookie } })
    expect(logout.status).toBe(200)
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await app.fetch('/api/user', { headers: { cookie } })).status).toBe(401)
  })

  test('wrong password and unknown user fail alike', async () => {
    const wrong = await app.fetch('/api/login', {
      method: 'POST',
      json: { username: 'admin', password: 'nope-nope' },
    })
    const unknown = await app.fetch('/api/login', {
      method: 'POST',
      json: { username: 'ghost', password: 'nope-nope' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  test('signed out: /api/user is 401', async () => {
    expect((await app.fetch('/api/user')).status).toBe(401)
  })
})
