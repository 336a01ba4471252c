import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import {
  cookieOf,
  createTestApp,
  signIn,
  startTestRuntime,
  TEST_ADMIN,
  type TestApp,
} from '../../testing/harness.ts'
import { ensureAdmin, INVALID_CREDENTIALS } from './service.ts'
import {
  countAttempt,
  LOGIN_ACCOUNT_POLICY,
  LOGIN_ADDRESS_POLICY,
  loginAccountKey,
  loginAddressKey,
} from './throttle.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})

const adminId = async () => {
  const [row] = await app.sql<{ id: number }[]>`SELECT id FROM users WHERE username = ${TEST_ADMIN.username}`
  return row!.id
}

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

  const storedHash = async () => {
    const [row] = await app.sql<
      { hash: string }[]
    >`SELECT password_hash AS hash FROM users WHERE username = ${TEST_ADMIN.username}`
    return row!.hash
  }
  const OWASP_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$'

  test("passwords are stored as argon2id hashes with OWASP's settings", async () => {
    expect(await storedHash()).toStartWith(OWASP_PREFIX)
  })

  test('a hash made with older settings still signs in, and is replaced by one with the current settings then', async () => {
    // An account stored with Bun's default (64 MiB) before the change.
    const older = await Bun.password.hash(TEST_ADMIN.password, { algorithm: 'argon2id', memoryCost: 65_536 })
    await app.sql`UPDATE users SET password_hash = ${older} WHERE username = ${TEST_ADMIN.username}`
    const wrong = await app.fetch('/api/login', {
      method: 'POST',
      json: { ...TEST_ADMIN, password: 'not-it' },
    })
    expect(wrong.status).toBe(401)
    expect(await storedHash()).toBe(older)
    await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const upgraded = await storedHash()
    expect(upgraded).toStartWith(OWASP_PREFIX)
    expect(await Bun.password.verify(TEST_ADMIN.password, upgraded)).toBe(true)
    // A current hash is left as it is.
    await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    expect(await storedHash()).toBe(upgraded)
  })
})

describe('admin status', () => {
  test('is { isAdmin } for a signed-in user and 401 when signed out', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await app.fetch('/api/admin-status', { headers: { cookie } })
    expect(await response.json()).toEqual({ isAdmin: true })
    expect((await app.fetch('/api/admin-status')).status).toBe(401)
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
    expect(header).not.toContain('Secure')
    const token = header.split(';')[0]!.split('=')[1]!
    const rows = await app.sql`SELECT id FROM sessions`
    expect(rows.some((r) => r.id === token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true)
  })

  test('with an https SITE_URL the cookie is Secure and named __Host-session', async () => {
    const secure = await createTestApp({ SITE_URL: 'https://portfolio.test' })
    const response = await secure.fetch('/api/login', { method: 'POST', json: TEST_ADMIN })
    const header = response.headers.get('set-cookie') ?? ''
    expect(header).toMatch(/^__Host-session=[a-z2-7]{32};/)
    expect(header).toContain('Secure')
    const me = await secure.fetch('/api/user', { headers: { cookie: cookieOf(response) } })
    expect(me.status).toBe(200)
    app = await createTestApp()
  })

  test('every sign-in issues a new token and ends the session the browser carried', async () => {
    const first = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const again = await app.fetch('/api/login', {
      method: 'POST',
      json: TEST_ADMIN,
      headers: { cookie: first },
    })
    const second = cookieOf(again)
    expect(second).not.toBe(first)
    expect((await app.fetch('/api/user', { headers: { cookie: second } })).status).toBe(200)
    expect((await app.fetch('/api/user', { headers: { cookie: first } })).status).toBe(401)
  })

  test('logout ends the session on the server; the old cookie stops working', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const logout = await app.fetch('/api/logout', { method: 'POST', headers: { cookie } })
    expect(logout.status).toBe(200)
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await app.fetch('/api/user', { headers: { cookie } })).status).toBe(401)
    expect((await app.fetch('/api/admin-status', { headers: { cookie } })).status).toBe(401)
  })

  test('a session past its absolute lifetime is over, however recently it was used', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    await app.sql`UPDATE sessions SET absolute_expires_at = now() - interval '1 second'`
    expect((await app.fetch('/api/user', { headers: { cookie } })).status).toBe(401)
  })

  test('a session idle past its expiry is over', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    await app.sql`UPDATE sessions SET expires_at = now() - interval '1 second'`
    expect((await app.fetch('/api/user', { headers: { cookie } })).status).toBe(401)
  })

  test('use after a day slides the expiry forward and re-sends the cookie', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    await app.sql`UPDATE sessions SET expires_at = now() + interval '20 days'`
    const response = await app.fetch('/api/user', { headers: { cookie } })
    expect(response.headers.get('set-cookie')).toStartWith(`${cookie};`)
    const [row] = await app.sql<{ days: number }[]>`
      SELECT extract(epoch FROM max(expires_at) - now()) / 86400 AS days FROM sessions`
    expect(Number(row!.days)).toBeGreaterThan(29.9)
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
    const body = await wrong.json()
    expect(body).toEqual({ message: INVALID_CREDENTIALS })
    expect(await unknown.json()).toEqual(body)
  })

  test('missing fields are a 400 naming them, and no session starts', async () => {
    const response = await app.fetch('/api/login', { method: 'POST', json: { username: 'admin' } })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('Password is required')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  test('signed out: /api/user is 401', async () => {
    expect((await app.fetch('/api/user')).status).toBe(401)
  })
})

describe('failed sign-in throttling', () => {
  beforeEach(async () => {
    await app.sql`DELETE FROM rate_limits`
  })

  const login = (password: string, peer: string, username = TEST_ADMIN.username) =>
    app.fetch('/api/login', { method: 'POST', json: { username, password }, peer })

  test('failures are counted in Postgres per account and per address', async () => {
    expect((await login('wrong-password', '10.1.0.1')).status).toBe(401)
    const rows = await app.sql<
      { key: string; hits: number }[]
    >`SELECT key, hits FROM rate_limits ORDER BY key`
    expect([...rows]).toEqual([
      { key: loginAccountKey(`user:${await adminId()}`), hits: 1 },
      { key: loginAddressKey('10.1.0.1'), hits: 1 },
    ])
  })

  test('too many failures for one account: 429 with Retry-After from any address, even with the right password', async () => {
    const key = loginAccountKey(`user:${await adminId()}`)
    for (let i = 1; i < LOGIN_ACCOUNT_POLICY.limit; i++)
      await countAttempt(app.sql, key, LOGIN_ACCOUNT_POLICY)
    expect((await login('wrong-password', '10.2.0.1')).status).toBe(401)
    const blocked = await login(TEST_ADMIN.password, '10.2.0.2')
    expect(blocked.status).toBe(429)
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_ACCOUNT_POLICY.blockMs / 1000)
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /Too many failed sign-in attempts/,
    )
    expect(blocked.headers.get('set-cookie')).toBeNull()
  })

  test('signing in by email counts against the same account', async () => {
    await app.sql`UPDATE users SET email = 'admin@portfolio.test' WHERE username = ${TEST_ADMIN.username}`
    expect((await login('wrong-password', '10.3.0.1', 'ADMIN@portfolio.test')).status).toBe(401)
    const [row] = await app.sql<{ hits: number }[]>`
      SELECT hits FROM rate_limits WHERE key = ${loginAccountKey(`user:${await adminId()}`)}`
    expect(row?.hits).toBe(1)
  })

  test('too many failures from one address: 429 for every account from there, not from elsewhere', async () => {
    const key = loginAddressKey('10.4.0.1')
    for (let i = 1; i < LOGIN_ADDRESS_POLICY.limit; i++)
      await countAttempt(app.sql, key, LOGIN_ADDRESS_POLICY)
    expect((await login('wrong-password', '10.4.0.1', 'someone-else')).status).toBe(401)
    expect((await login(TEST_ADMIN.password, '10.4.0.1')).status).toBe(429)
    expect((await login(TEST_ADMIN.password, '10.4.0.2')).status).toBe(200)
  })

  test('a successful sign-in clears the account counter', async () => {
    expect((await login('wrong-password', '10.5.0.1')).status).toBe(401)
    expect((await login(TEST_ADMIN.password, '10.5.0.1')).status).toBe(200)
    const rows =
      await app.sql`SELECT 1 FROM rate_limits WHERE key = ${loginAccountKey(`user:${await adminId()}`)}`
    expect(rows.length).toBe(0)
  })

  test('a block set through one server instance holds on another sharing the database', async () => {
    const key = loginAccountKey(`user:${await adminId()}`)
    for (let i = 0; i < LOGIN_ACCOUNT_POLICY.limit; i++)
      await countAttempt(app.sql, key, LOGIN_ACCOUNT_POLICY)
    const other = await startTestRuntime(app.config)
    const request = new Request(new URL('/api/login', app.config.siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect((await other.handler(request, '10.6.0.1')).status).toBe(429)
  })

  test('the address is the socket peer; X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    const spoofed = (forwarded: string) =>
      app.fetch('/api/login', {
        method: 'POST',
        json: { username: 'ghost', password: 'wrong-password' },
        headers: { 'x-forwarded-for': forwarded },
        peer: '10.7.0.1',
      })
    await spoofed('203.0.113.9')
    expect(
      (await app.sql`SELECT key FROM rate_limits WHERE key LIKE 'login:address:%'`).map((r) => r.key),
    ).toEqual([loginAddressKey('10.7.0.1')])
    const proxied = await createTestApp({ TRUST_PROXY: 'true' })
    await proxied.fetch('/api/login', {
      method: 'POST',
      json: { username: 'ghost', password: 'wrong-password' },
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
      peer: '10.7.0.1',
    })
    expect(
      (await proxied.sql`SELECT key FROM rate_limits WHERE key LIKE 'login:address:%'`).map((r) => r.key),
    ).toEqual([loginAddressKey('203.0.113.9')])
    app = await createTestApp()
  })
})

describe('cross-site requests', () => {
  const loginWith = (headers: Record<string, string>) =>
    app.fetch('/api/login', { method: 'POST', json: TEST_ADMIN, headers })

  test('a write with a foreign Origin is 403 and changes nothing', async () => {
    const sessions = async () => (await app.sql`SELECT 1 FROM sessions`).length
    const before = await sessions()
    const response = await loginWith({ origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await sessions()).toBe(before)
  })

  test('a write marked Sec-Fetch-Site: cross-site is 403', async () => {
    expect((await loginWith({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  test('logout from another site cannot end a session', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await app.fetch('/api/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect((await app.fetch('/api/user', { headers: { cookie } })).status).toBe(200)
  })

  test('same-origin writes from the app and writes without Origin (non-browser clients) pass', async () => {
    expect(
      (await loginWith({ origin: 'http://portfolio.test', 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200)
    expect((await loginWith({})).status).toBe(200)
  })

  test('reads from anywhere still work (links, the GraphQL GET explorer)', async () => {
    const headers = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }
    expect((await app.fetch('/graphql?query=%7B__typename%7D', { headers })).status).toBe(200)
    expect((await app.fetch('/', { headers })).status).toBe(200)
  })
})
