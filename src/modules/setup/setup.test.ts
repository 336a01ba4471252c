import { beforeEach, expect, test } from 'bun:test'
import { cookieOf, createTestApp, type TestApp } from '../../testing/harness.ts'
import { INVALID_SETUP_TOKEN, openOwnerSetup, SETUP_CLOSED } from './service.ts'

/*
 * A first run with no ADMIN_USERNAME: the server prints a setup link, and /admin offers the owner setup
 * (a token from the log, then an account) instead of a sign-in that cannot succeed.
 */

let app: TestApp
let token: string

beforeEach(async () => {
  app = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }, { seed: true })
  // The same token the start-up printed: it lives in the database, for every instance alike.
  token = (await openOwnerSetup(app.sql))!
})

const claim = (body: Record<string, unknown>) => app.fetch('/api/setup', { method: 'POST', json: body })
const admins = async () => (await app.sql`SELECT username FROM users WHERE is_admin`).map((r) => r.username)

test('with no administrator, /admin goes to the owner setup, which shows its form', async () => {
  expect(token).toMatch(/^[\w-]{20,}$/)
  const admin = await app.fetch(`/admin?token=${token}`, { redirect: 'manual' })
  expect(admin.status).toBe(302)
  expect(admin.headers.get('location')).toBe(`/admin/setup?token=${token}`)
  const page = await app.fetch(`/admin/setup?token=${token}`)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('Set up your site')
  expect(html).toContain(`value="${token}"`)
})

test('the right token creates the owner, signs them in and closes the setup for good', async () => {
  const created = await claim({
    token,
    username: 'jordan',
    password: 'a long password',
    email: 'j@owner.test',
  })
  expect(created.status).toBe(201)
  expect(await created.json()).toMatchObject({ username: 'jordan', isAdmin: true })
  const cookie = cookieOf(created)
  expect((await app.fetch('/admin/projects', { headers: { cookie } })).status).toBe(200)
  expect(await admins()).toEqual(['jordan'])
  // Used up: nobody claims the site a second time, even with the old token.
  const again = await claim({ token, username: 'mallory', password: 'another password' })
  expect(again.status).toBe(409)
  expect(await again.json()).toMatchObject({ message: SETUP_CLOSED })
  expect(await openOwnerSetup(app.sql)).toBeUndefined()
  const setup = await app.fetch('/admin/setup', { redirect: 'manual' })
  expect(setup.status).toBe(302)
  expect(setup.headers.get('location')).toBe('/admin')
  expect(await admins()).toEqual(['jordan'])
})

test('a wrong token, a bad body or a reader’s username claims nothing', async () => {
  const wrong = await claim({ token: `${token}x`, username: 'mallory', password: 'a long password' })
  expect(wrong.status).toBe(403)
  expect(await wrong.json()).toMatchObject({ message: INVALID_SETUP_TOKEN })
  for (const body of [
    {},
    { token, username: 'jo', password: 'a long password' },
    { token, username: 'jordan', password: 'short' },
    { token, username: 'jordan', password: 'a long password', isAdmin: true },
  ]) {
    expect((await claim(body)).status).toBe(400)
  }
  const signup = await app.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: {
      email: 'reader@example.com',
      firstName: 'Ada',
      lastName: 'Reader',
      username: 'ada',
      password: 'reader password',
      frequency: 'monthly',
      topics: [],
    },
  })
  expect(signup.status).toBe(201)
  expect((await claim({ token, username: 'ADA', password: 'a long password' })).status).toBe(409)
  expect(await admins()).toEqual([])
  expect(await openOwnerSetup(app.sql)).toBe(token)
})

test('the setup form works without JavaScript: a form post signs the owner in and goes to the panel', async () => {
  const body = new URLSearchParams({ token, username: 'jordan', email: '', password: 'a long password' })
  const headers = { origin: app.config.siteUrl, 'content-type': 'application/x-www-form-urlencoded' }
  const bad = await app.fetch('/admin/setup', {
    method: 'POST',
    body: new URLSearchParams({ token }),
    headers,
  })
  expect(bad.status).toBe(400)
  expect(await bad.text()).toContain('Username: 3 to 32 letters')
  const done = await app.fetch('/admin/setup', { method: 'POST', body, headers, redirect: 'manual' })
  expect(done.status).toBe(303)
  expect(done.headers.get('location')).toBe('/admin/projects')
  expect(done.headers.get('set-cookie')).toContain('session=')
  expect(await admins()).toEqual(['jordan'])
})
