import { beforeAll, describe, expect, test } from 'bun:test'
import {
  cookieOf,
  createTestApp,
  postForm,
  signIn,
  TEST_ADMIN,
  type TestApp,
} from '../../../src/testing/harness.ts'

/*
 * /dashboard's forms post to the page, as a browser without JavaScript sends them
 * (docs/decisions/221-route-actions.md): the route action writes through the REST API in-process and
 * the page comes back rendered with the result.
 */

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await createTestApp()
  admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
})

let readers = 0

/** A new reader through the real sign-up (subscribed, monthly, no topics) and their session cookie. */
async function newReader() {
  readers += 1
  const reader = {
    username: `dash${readers}`,
    email: `dash${readers}@example.com`,
    firstName: 'Dash',
    lastName: 'Board',
    password: 'dash-password-1',
  }
  const response = await app.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: { ...reader, frequency: 'monthly', topics: [] },
  })
  expect(response.status).toBe(201)
  return { ...reader, cookie: cookieOf(response) }
}

const post = (fields: Record<string, string | string[]>, cookie?: string) =>
  postForm(app, '/dashboard', fields, cookie)

const subscription = async (cookie: string) =>
  (await (await app.fetch('/api/newsletter/subscription', { headers: { cookie } })).json()) as {
    isActive: boolean
    preferences: { frequency: string; topics: string[] }
  } | null

describe('the newsletter card', () => {
  test('saving preferences changes them and the page says so', async () => {
    const { cookie } = await newReader()
    const response = await post(
      { intent: 'preferences', frequency: 'weekly', topics: ['database-design', 'career-tips'] },
      cookie,
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Preferences updated')
    expect(html).toContain('How often: <strong>At most weekly</strong>')
    expect((await subscription(cookie))?.preferences).toEqual({
      frequency: 'weekly',
      topics: ['database-design', 'career-tips'],
    })
  })

  test('every issue, at most weekly, at most monthly: each is a choice the card saves and shows', async () => {
    const { cookie } = await newReader()
    const choices = { 'every-issue': 'Every issue', weekly: 'At most weekly', monthly: 'At most monthly' }
    for (const [frequency, label] of Object.entries(choices)) {
      const response = await post({ intent: 'preferences', frequency }, cookie)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(`How often: <strong>${label}</strong>`)
      expect((await subscription(cookie))?.preferences.frequency).toBe(frequency)
    }
  })

  test('a bad frequency is a 400 naming it, and nothing is saved', async () => {
    const { cookie } = await newReader()
    const response = await post({ intent: 'preferences', frequency: 'daily' }, cookie)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Frequency must be one of: every-issue, weekly, monthly')
    expect((await subscription(cookie))?.preferences.frequency).toBe('monthly')
  })

  test('unsubscribe, then subscribe again', async () => {
    const { cookie } = await newReader()
    const ended = await post({ intent: 'unsubscribe' }, cookie)
    expect(ended.status).toBe(200)
    const html = await ended.text()
    expect(html).toContain('Unsubscribed')
    expect(html).toContain('You are not subscribed to the newsletter.')
    expect((await subscription(cookie))?.isActive).toBe(false)

    const again = await post({ intent: 'subscribe', frequency: 'monthly' }, cookie)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('Subscribed')
    expect((await subscription(cookie))?.isActive).toBe(true)
  })

  test('signed out, a post changes nothing and goes to sign in', async () => {
    const response = await post({ intent: 'preferences', frequency: 'weekly' })
    expect(response.status).toBeGreaterThanOrEqual(300)
    expect(response.status).toBeLessThan(400)
    expect(response.headers.get('location')).toBe('/auth')
  })
})

describe('the account card', () => {
  test('change email sends the link and says where; the password is never echoed', async () => {
    const reader = await newReader()
    const response = await post(
      { intent: 'change-email', email: `new.${reader.email}`, password: reader.password },
      reader.cookie,
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Check your new inbox')
    expect(html).toContain(`new.${reader.email}`)
    expect(html).not.toContain(reader.password)
  })

  test('a bad address is a 400 at its field, what was typed stays; a wrong password says so', async () => {
    const reader = await newReader()
    const bad = await post(
      { intent: 'change-email', email: 'not-an-address', password: reader.password },
      reader.cookie,
    )
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Enter a valid email address')
    expect(html).toContain('value="not-an-address"')
    expect(html).not.toContain(reader.password)

    const wrong = await post(
      { intent: 'change-email', email: `other.${reader.email}`, password: 'not-the-password' },
      reader.cookie,
    )
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    expect(await wrong.text()).toContain('Change failed')
  })

  test('delete my account: a wrong password keeps it; the right one deletes it and signs out', async () => {
    const reader = await newReader()
    const wrong = await post({ intent: 'delete-account', password: 'not-the-password' }, reader.cookie)
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    expect(await wrong.text()).toContain('Delete failed')
    expect(await app.sql`SELECT 1 FROM users WHERE username = ${reader.username}`).toHaveLength(1)

    const empty = await post({ intent: 'delete-account', password: '' }, reader.cookie)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Password is required')

    const done = await post({ intent: 'delete-account', password: reader.password }, reader.cookie)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/account/deleted')
    expect(done.headers.get('set-cookie')).toBeTruthy()
    expect(await app.sql`SELECT 1 FROM users WHERE username = ${reader.username}`).toHaveLength(0)
    // Where the browser lands says it was done.
    const landing = await app.fetch('/account/deleted')
    expect(landing.status).toBe(200)
    const html = await landing.text()
    expect(html).toMatch(/role="status"[^>]*>Your account was deleted, and you are signed out\./)
    expect(html).toContain('We sent a short confirmation to the address the account had.')
  })

  test('the administrator cannot delete their account here: 403, nothing changes', async () => {
    const response = await post({ intent: 'delete-account', password: TEST_ADMIN.password }, admin)
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Delete failed')
    expect(await app.sql`SELECT 1 FROM users WHERE username = ${TEST_ADMIN.username}`).toHaveLength(1)
  })

  test('an unknown action is a 400', async () => {
    const reader = await newReader()
    expect((await post({ intent: 'nope' }, reader.cookie)).status).toBe(400)
  })
})
