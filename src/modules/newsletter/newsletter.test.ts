import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { cookieOf, createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { newReader, signUpReader } from '../../testing/newsletter.ts'
import { countAttempt, SIGNUP_ADDRESS_POLICY, signupAddressKey } from '../auth/throttle.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})
beforeEach(async () => {
  await app.sql`DELETE FROM rate_limits`
})

const signup = (body: unknown, init: { peer?: string; headers?: Record<string, string> } = {}) =>
  app.fetch('/api/newsletter/signup', { method: 'POST', json: body, ...init })
const userCount = async () => Number((await app.sql<{ n: string }[]>`SELECT count(*) AS n FROM users`)[0]!.n)

const newPerson = () => ({ ...newReader(), frequency: 'monthly' })

async function signedUp() {
  const person = newPerson()
  return { cookie: (await signUpReader(app, 'reader', person)).cookie, person }
}

const message = async (response: Response) => ((await response.json()) as { message: string }).message

describe('POST /api/newsletter/signup', () => {
  test('creates a user and an active monthly subscription, and signs in', async () => {
    const person = newPerson()
    const response = await signup(person)
    expect(response.status).toBe(201)
    const user = (await response.json()) as Record<string, unknown>
    expect(user).toMatchObject({
      username: person.username,
      email: person.email,
      firstName: 'Ada',
      lastName: 'Reader',
      isAdmin: false,
    })
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i)
    const cookie = cookieOf(response)
    expect(response.headers.get('set-cookie')).toContain('HttpOnly')
    expect(await (await app.fetch('/api/user', { headers: { cookie } })).json()).toEqual(user)
    const subscription = await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
    expect(await subscription.json()).toMatchObject({
      isActive: true,
      preferences: { frequency: 'monthly', topics: [] },
    })
    const [row] = await app.sql<{ hash: string }[]>`
      SELECT password_hash AS hash FROM users WHERE username = ${person.username}`
    expect(row!.hash).toStartWith('$argon2id$')
  })

  test('the new account signs in by username or by email', async () => {
    const { person } = await signedUp()
    await signIn(app, person.username, person.password)
    await signIn(app, person.email.toUpperCase(), person.password)
  })

  test('can never create an admin', async () => {
    const person = newPerson()
    const response = await signup({ ...person, isAdmin: true, is_admin: true })
    expect(response.status).toBe(400)
    expect(await message(response)).toContain('isAdmin: Unknown field')
    const rows = await app.sql`SELECT 1 FROM users WHERE username = ${person.username}`
    expect(rows.length).toBe(0)
  })

  test('frequency and topics are optional and default to every issue with no topics', async () => {
    const { frequency: _f, topics: _t, ...person } = newPerson()
    const response = await signup(person)
    expect(response.status).toBe(201)
    const subscription = await app.fetch('/api/newsletter/subscription', {
      headers: { cookie: cookieOf(response) },
    })
    expect(((await subscription.json()) as { preferences: unknown }).preferences).toEqual({
      frequency: 'every-issue',
      topics: [],
    })
  })

  for (const frequency of ['every-issue', 'weekly', 'monthly']) {
    test(`sign-up keeps the chosen frequency: ${frequency}`, async () => {
      const response = await signup({ ...newPerson(), frequency })
      expect(response.status).toBe(201)
      const subscription = await app.fetch('/api/newsletter/subscription', {
        headers: { cookie: cookieOf(response) },
      })
      expect(await subscription.json()).toMatchObject({ preferences: { frequency } })
    })
  }

  const invalid: [string, Record<string, unknown>, string][] = [
    ['email without an at sign', { email: 'not-an-email' }, 'email'],
    ['email with a space', { email: 'a b@example.com' }, 'email'],
    ['missing first name', { firstName: undefined }, 'firstName'],
    ['blank last name', { lastName: '   ' }, 'lastName'],
    ['short username', { username: 'ab' }, 'username'],
    ['username with @', { username: 'me@home' }, 'username'],
    ['password of 7 characters', { password: '1234567' }, 'password'],
    ['password of 257 characters', { password: 'x'.repeat(257) }, 'password'],
    ['unknown frequency', { frequency: 'daily' }, 'frequency'],
    ['unknown topic', { topics: ['Gardening'] }, 'topics.0'],
  ]
  for (const [name, change, field] of invalid) {
    test(`400 for ${name}, naming ${field}; nothing is created`, async () => {
      const before = await userCount()
      const response = await signup({ ...newPerson(), ...change })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { message: string; errors: { field: string }[] }
      expect(body.errors.map((e) => e.field)).toContain(field)
      expect(body.message).toContain(field)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await userCount()).toBe(before)
    })
  }

  test('passwords have no composition rules: 8 lowercase letters and 256 characters are fine', async () => {
    expect((await signup({ ...newPerson(), password: 'abcdefgh' })).status).toBe(201)
    expect((await signup({ ...newPerson(), password: 'p'.repeat(256) })).status).toBe(201)
  })

  test('a taken username is a 409 naming it, whatever the case', async () => {
    const { person } = await signedUp()
    const before = await userCount()
    const response = await signup({ ...newPerson(), username: person.username.toUpperCase() })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: 'That username is already taken', field: 'username' })
    expect(await userCount()).toBe(before)
  })

  test('a taken email is a 409 naming it, whatever the case', async () => {
    const { person } = await signedUp()
    const response = await signup({ ...newPerson(), email: person.email.toUpperCase() })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ field: 'email' })
  })

  test("the admin's username cannot be signed up", async () => {
    const response = await signup({ ...newPerson(), username: TEST_ADMIN.username })
    expect(response.status).toBe(409)
  })

  test('sign-ups are throttled per address: 429 with Retry-After, other addresses unaffected', async () => {
    const key = signupAddressKey('10.9.0.1')
    for (let i = 1; i < SIGNUP_ADDRESS_POLICY.limit; i++)
      await countAttempt(app.sql, key, SIGNUP_ADDRESS_POLICY)
    expect((await signup(newPerson(), { peer: '10.9.0.1' })).status).toBe(201)
    const before = await userCount()
    const blocked = await signup(newPerson(), { peer: '10.9.0.1' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await message(blocked)).toMatch(/Too many sign-up attempts/)
    expect(await userCount()).toBe(before)
    expect((await signup(newPerson(), { peer: '10.9.0.2' })).status).toBe(201)
  })

  test('every validated attempt counts, taken names included (they reveal who is registered)', async () => {
    const { person } = await signedUp()
    await signup({ ...newPerson(), username: person.username }, { peer: '10.9.1.1' })
    const [row] = await app.sql<{ hits: number }[]>`
      SELECT hits FROM rate_limits WHERE key = ${signupAddressKey('10.9.1.1')}`
    expect(row?.hits).toBe(1)
  })

  test('from another site: 403 and no account', async () => {
    const before = await userCount()
    const response = await signup(newPerson(), { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    expect(await userCount()).toBe(before)
  })
})

describe('subscription endpoints', () => {
  test('all three are 401 when signed out', async () => {
    expect((await app.fetch('/api/newsletter/subscription')).status).toBe(401)
    const subscribe = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      json: { preferences: { frequency: 'weekly', topics: [] } },
    })
    expect(subscribe.status).toBe(401)
    expect(await message(subscribe)).toContain('Unauthorized')
    expect((await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE' })).status).toBe(401)
  })

  test('a replayed cookie after logout is 401 everywhere', async () => {
    const { cookie } = await signedUp()
    await app.fetch('/api/logout', { method: 'POST', headers: { cookie } })
    expect((await app.fetch('/api/newsletter/subscription', { headers: { cookie } })).status).toBe(401)
    const subscribe = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { cookie },
      json: { preferences: { frequency: 'weekly', topics: [] } },
    })
    expect(subscribe.status).toBe(401)
    expect(
      (await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(401)
  })

  test('subscribe saves the frequency chosen, with topics from the list', async () => {
    const { cookie } = await signedUp()
    const preferences = { frequency: 'weekly', topics: ['web-development', 'career-tips'] }
    const response = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { cookie },
      json: { preferences },
    })
    expect(response.status).toBe(200)
    const read = await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
    expect(await read.json()).toMatchObject({ isActive: true, preferences })
  })

  const badPreferences: [string, unknown][] = [
    ['a daily frequency', { preferences: { frequency: 'daily', topics: [] } }],
    ['a topic off the list', { preferences: { frequency: 'weekly', topics: ['Gardening'] } }],
    [
      'a repeated topic',
      { preferences: { frequency: 'weekly', topics: ['react-frontend', 'react-frontend'] } },
    ],
    ['no preferences', {}],
    ['topics that are not a list', { preferences: { frequency: 'weekly', topics: 'Career Tips' } }],
  ]
  for (const [name, body] of badPreferences) {
    test(`subscribe with ${name} is a 400 and changes nothing`, async () => {
      const { cookie } = await signedUp()
      const response = await app.fetch('/api/newsletter/subscribe', {
        method: 'POST',
        headers: { cookie },
        json: body,
      })
      expect(response.status).toBe(400)
      expect(await message(response)).toMatch(/^Invalid request: preferences/)
      const read = await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
      expect(((await read.json()) as { preferences: unknown }).preferences).toEqual({
        frequency: 'monthly',
        topics: [],
      })
    })
  }

  test('unsubscribe keeps the row inactive; subscribing again reactivates it with a new date', async () => {
    const { cookie, person } = await signedUp()
    await app.sql`UPDATE newsletter_subscriptions SET subscribed_at = now() - interval '3 days'`
    const first = (await (
      await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
    ).json()) as {
      subscribedAt: string
    }
    const off = await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie } })
    expect(off.status).toBe(200)
    expect(await off.json()).toMatchObject({ isActive: false })
    const rows = await app.sql`
      SELECT is_active, unsubscribed_at FROM newsletter_subscriptions n JOIN users u ON u.id = n.user_id
      WHERE u.username = ${person.username}`
    expect(rows.length).toBe(1)
    expect(rows[0]!.is_active).toBe(false)
    expect(rows[0]!.unsubscribed_at).not.toBeNull()
    // Twice is harmless.
    expect(
      (await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(200)
    const on = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { cookie },
      json: { preferences: { frequency: 'monthly', topics: ['backend-apis'] } },
    })
    const again = (await on.json()) as { isActive: boolean; subscribedAt: string }
    expect(again.isActive).toBe(true)
    expect(Date.parse(again.subscribedAt)).toBeGreaterThan(Date.parse(first.subscribedAt))
  })

  test('a user who never subscribed reads as not subscribed', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
    expect(await response.json()).toEqual({
      isActive: false,
      isPending: false,
      subscribedAt: null,
      preferences: { frequency: 'every-issue', topics: [] },
    })
  })

  test('changes from another site are 403', async () => {
    const { cookie } = await signedUp()
    const headers = { cookie, origin: 'https://evil.example' }
    const subscribe = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers,
      json: { preferences: { frequency: 'weekly', topics: [] } },
    })
    expect(subscribe.status).toBe(403)
    const unsubscribe = await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers })
    expect(unsubscribe.status).toBe(403)
    const read = await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
    expect(await read.json()).toMatchObject({ isActive: true, preferences: { frequency: 'monthly' } })
  })
})

describe('GraphQL', () => {
  const DASHBOARD = `{ me { username isAdmin createdAt }
    newsletterSubscription { isActive subscribedAt preferences { frequency topics } } }`
  const query = async (cookie?: string) => {
    const response = await app.fetch('/graphql', {
      method: 'POST',
      json: { query: DASHBOARD },
      headers: cookie ? { cookie } : {},
    })
    return (await response.json()) as { data: { me: unknown; newsletterSubscription: unknown } }
  }

  test('me and newsletterSubscription follow the session', async () => {
    const { cookie, person } = await signedUp()
    const { data } = await query(cookie)
    expect(data.me).toMatchObject({ username: person.username, isAdmin: false })
    expect(data.newsletterSubscription).toMatchObject({
      isActive: true,
      preferences: { frequency: 'MONTHLY', topics: [] },
    })
    expect(String((data.newsletterSubscription as { subscribedAt: string }).subscribedAt)).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/,
    )
  })

  test('GraphQL names the enum values REST keeps as the spec writes them; topics are slugs, as in REST', async () => {
    const { cookie } = await signedUp()
    const preferences = { frequency: 'weekly', topics: ['react-frontend', 'ui-ux-design'] }
    const saved = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      json: { preferences },
      headers: { cookie },
    })
    expect(saved.status).toBe(200)
    expect((await query(cookie)).data.newsletterSubscription).toMatchObject({
      preferences: {
        frequency: 'WEEKLY',
        topics: ['react-frontend', 'ui-ux-design'],
      },
    })
    const rest = await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
    expect(await rest.json()).toMatchObject({ preferences })
  })

  test('signed out (or after logout) both are null', async () => {
    expect((await query()).data).toEqual({ me: null, newsletterSubscription: null })
    const { cookie } = await signedUp()
    await app.fetch('/api/logout', { method: 'POST', headers: { cookie } })
    expect((await query(cookie)).data).toEqual({ me: null, newsletterSubscription: null })
  })
})
