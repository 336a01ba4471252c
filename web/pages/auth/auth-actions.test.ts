import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { RESET_REQUESTED } from '../../../src/modules/account/service.ts'
import { PREFERENCES_PATH } from '../../../src/modules/newsletter-issues/messages.ts'
import { cookieOf, createTestApp, postForm, TEST_ADMIN, type TestApp } from '../../../src/testing/harness.ts'
import { linksOf, waitForOutbox } from '../../../src/testing/outbox.ts'

/*
 * Sign-up, forgot and reset password post to their page, as a browser without JavaScript sends them
 * (docs/decisions/221-route-actions.md): the route action writes through the REST API in-process.
 */

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
})
beforeEach(async () => {
  await app.sql`DELETE FROM rate_limits`
})

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postForm(app, path, fields, cookie)

let serial = 0
const newcomer = () => {
  serial++
  return {
    firstName: 'Nora',
    lastName: 'Script',
    email: `noscript${serial}@example.com`,
    username: `noscript${serial}`,
    password: 'no script needed',
  }
}
const signUp = (fields: Record<string, string>) => post('/newsletter', { intent: 'sign-up', ...fields })
const userNamed = (username: string) => app.sql`SELECT id FROM users WHERE username = ${username}`

describe('sign-up on /newsletter', () => {
  test('creates the account, signs in and goes to /dashboard', async () => {
    const reader = newcomer()
    const response = await signUp(reader)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard')
    const cookie = cookieOf(response)
    expect(await userNamed(reader.username)).toHaveLength(1)
    const me = await app.fetch('/api/user', { headers: { cookie } })
    expect(me.status).toBe(200)
  })

  test('the reader chooses how often; without a choice they get every issue', async () => {
    const frequencyOf = async (username: string) =>
      (
        await app.sql<{ frequency: string }[]>`
          SELECT n.frequency FROM newsletter_subscriptions n JOIN users u ON u.id = n.user_id
          WHERE u.username = ${username}`
      )[0]?.frequency
    const weekly = newcomer()
    expect((await signUp({ ...weekly, frequency: 'weekly' })).status).toBe(303)
    expect(await frequencyOf(weekly.username)).toBe('weekly')
    const monthly = newcomer()
    expect((await signUp({ ...monthly, frequency: 'monthly' })).status).toBe(303)
    expect(await frequencyOf(monthly.username)).toBe('monthly')
    const unchosen = newcomer()
    expect((await signUp(unchosen)).status).toBe(303)
    expect(await frequencyOf(unchosen.username)).toBe('every-issue')
  })

  test('the form offers the three choices, every issue ticked', async () => {
    const html = await (await app.fetch('/newsletter')).text()
    expect(html).toContain('<legend>How often</legend>')
    const radios = html.match(/<input type="radio" name="frequency"[^>]*>/g) ?? []
    expect(radios).toEqual([
      '<input type="radio" name="frequency" checked="" value="every-issue"/>',
      '<input type="radio" name="frequency" value="weekly"/>',
      '<input type="radio" name="frequency" value="monthly"/>',
    ])
    expect(html).toContain('At most monthly')
  })

  test('a made-up frequency is a 400 naming it, and nothing is created', async () => {
    const reader = { ...newcomer(), frequency: 'daily' }
    const response = await signUp(reader)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Frequency must be one of: every-issue, weekly, monthly')
    expect(await userNamed(reader.username)).toHaveLength(0)
  })

  test('a bad field is a 400 at its field, what was typed stays (not the password), nothing is created', async () => {
    const reader = { ...newcomer(), email: 'not-an-address' }
    const response = await signUp(reader)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Enter a valid email address')
    expect(html).toContain(`value="${reader.username}"`)
    expect(html).not.toContain(reader.password)
    expect(await userNamed(reader.username)).toHaveLength(0)
  })

  test('a taken username is a 409 named at its field, with the failure notice', async () => {
    const first = newcomer()
    expect((await signUp(first)).status).toBe(303)
    const response = await signUp({ ...newcomer(), username: first.username })
    expect(response.status).toBe(409)
    const html = await response.text()
    expect(html).toContain('Signup failed')
    expect(html).toMatch(/role="alert"[^>]*>[^<]*[Uu]sername/)
  })

  test('an unknown intent is a 400, and the page no longer says its forms need script', async () => {
    expect((await post('/newsletter', { intent: 'nope' })).status).toBe(400)
    expect(await (await app.fetch('/newsletter')).text()).not.toContain('This form needs JavaScript')
  })
})

describe('forgot and reset password', () => {
  test('forgot: the same message whether or not the address is known; a bad one is a 400', async () => {
    const reader = newcomer()
    expect((await signUp(reader)).status).toBe(303)
    for (const email of [reader.email, 'nobody@example.com']) {
      const response = await post('/auth/forgot', { email })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain(RESET_REQUESTED)
      expect(html).not.toContain('aria-label="Request a password reset"')
    }
    const bad = await post('/auth/forgot', { email: 'nope' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Enter a valid email address')
  })

  test('reset: a short password is a 400, a bad token says so, the mailed one signs in', async () => {
    const reader = newcomer()
    expect((await signUp(reader)).status).toBe(303)
    const before = (await app.sql`SELECT 1 FROM mail_log`).length
    expect((await post('/auth/forgot', { email: reader.email })).status).toBe(200)
    const mail = (await waitForOutbox(app.sql, before + 1)).filter((m) => m.to === reader.email).at(-1)!
    const link = new URL(linksOf(mail.html).find((href) => href.includes('/auth/reset'))!)
    const token = link.searchParams.get('token')!
    const page = `/auth/reset?token=${token}`

    const short = await post(page, { token, password: 'short' })
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('Password must be 8 to 256 characters long')

    const wrong = await post('/auth/reset?token=nope', { token: 'nope', password: 'a brand new password' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Request a new link')

    const done = await post(page, { token, password: 'a brand new password' })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/dashboard')
    expect(done.headers.get('set-cookie')).toContain('HttpOnly')
    const login = await app.fetch('/api/login', {
      method: 'POST',
      json: { username: reader.username, password: 'a brand new password' },
    })
    expect(login.status).toBe(200)
  })
})

describe('/newsletter/preferences, where the mailed "dashboard preferences" link goes', () => {
  test('signed out: a reader sign-in page that says why, not "Admin Login"', async () => {
    const response = await app.fetch(PREFERENCES_PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<h1')
    expect(html).toContain('Newsletter preferences</h1>')
    expect(html).toContain('Sign in to manage your newsletter preferences')
    expect(html).toContain('aria-label="Sign in"')
    expect(html).not.toContain('Admin Login')
  })

  test('signed in: straight on to the dashboard', async () => {
    const reader = newcomer()
    const cookie = cookieOf(await signUp(reader))
    const response = await app.fetch(PREFERENCES_PATH, { headers: { cookie }, redirect: 'manual' })
    expect([302, 303]).toContain(response.status)
    expect(response.headers.get('location')).toBe('/dashboard')
  })

  test('signing in there goes to the dashboard, the admin included; a wrong password says so', async () => {
    const reader = newcomer()
    expect((await signUp(reader)).status).toBe(303)
    const signInThere = (username: string, password: string) =>
      post(PREFERENCES_PATH, { intent: 'sign-in', username, password })
    for (const [username, password] of [
      [reader.email, reader.password],
      [TEST_ADMIN.username, TEST_ADMIN.password],
    ] as const) {
      const done = await signInThere(username, password)
      expect(done.status).toBe(303)
      expect(done.headers.get('location')).toBe('/dashboard')
      const cookie = cookieOf(done)
      expect((await app.fetch('/api/user', { headers: { cookie } })).status).toBe(200)
    }
    const wrong = await signInThere(reader.username, 'not the password')
    expect(wrong.status).toBe(401)
    const html = await wrong.text()
    expect(html).toContain('Login failed')
    expect(html).not.toContain('not the password')
  })
})

describe('/logout, where Logout posts without JavaScript', () => {
  test('the session ends and the browser goes on; opened, the page asks first; signed out, it is /auth', async () => {
    const reader = newcomer()
    const signedUp = await signUp(reader)
    const cookie = cookieOf(signedUp)
    const me = () => app.fetch('/api/user', { headers: { cookie } })
    expect((await me()).status).toBe(200)

    // Opening the address (a prefetch, a followed link) ends nothing.
    const page = await (await app.fetch('/logout', { headers: { cookie } })).text()
    expect(page).toContain('aria-label="Log out"')
    expect((await me()).status).toBe(200)

    const loggedOut = await post('/logout', { next: '/' }, cookie)
    expect(loggedOut.status).toBe(303)
    expect(loggedOut.headers.get('location')).toBe('/')
    expect(loggedOut.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect((await me()).status).toBe(401)

    const signedOut = await app.fetch('/logout', { redirect: 'manual' })
    expect([302, 303]).toContain(signedOut.status)
    expect(signedOut.headers.get('location')).toBe('/auth')
    // Anywhere else it goes to sign-in.
    const again = await post('/logout', { next: 'https://elsewhere.example' })
    expect(again.headers.get('location')).toBe('/auth')
  })
})
