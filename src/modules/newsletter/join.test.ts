import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { createTestApp, postForm, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { reader } from '../../testing/newsletter.ts'
import { linksOf, mailQueueIdle, waitForOutbox } from '../../testing/outbox.ts'
import { startTestSmtpServer } from '../../testing/smtp.ts'
import { countAttempt, SIGNUP_ADDRESS_POLICY, signupAddressKey } from '../auth/throttle.ts'
import { usernameBase } from '../readers/usernames.ts'
import { JOIN_FORM_PATH, JOINED_PATH, signupFormSnippet } from './embed.ts'
import { JOIN_ACTIVE_MESSAGE, JOIN_PENDING_MESSAGE } from './join.ts'

/*
 * Email-only subscribe (issue 21 item 5): the REST handler behind /newsletter's form, and the endpoint
 * of the embeddable form the owner puts on other sites (docs/decisions/233).
 */

let serial = 0
const nextAddress = (name = 'visitor') => `${name}${++serial}@example.com`

const join = (app: TestApp, json: unknown, init: { peer?: string; headers?: Record<string, string> } = {}) =>
  app.fetch('/api/newsletter/join', { method: 'POST', json, ...init })

/** What a browser sends for the embedded form on another site: urlencoded, cross-site, maybe a cookie. */
const postEmbedded = (
  app: TestApp,
  fields: Record<string, string>,
  init: { peer?: string; cookie?: string } = {},
) =>
  app.fetch(JOIN_FORM_PATH, {
    method: 'POST',
    peer: init.peer,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://owner-blog.example',
      'sec-fetch-site': 'cross-site',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })

const usersWith = async (app: TestApp, email: string) => [
  ...(await app.sql<
    {
      id: number
      username: string
      firstName: string | null
      lastName: string | null
      hasPassword: boolean
    }[]
  >`SELECT id, username, first_name AS "firstName", last_name AS "lastName",
      password_hash IS NOT NULL AS "hasPassword"
    FROM users WHERE lower(email) = lower(${email})`),
]

const subscriptionRow = async (app: TestApp, email: string) => {
  const [row] = await app.sql<
    { isActive: boolean; confirmed: boolean; frequency: string; unsubscribedAt: Date | null }[]
  >`SELECT n.is_active AS "isActive", n.confirmed_at IS NOT NULL AS confirmed, n.frequency,
      n.unsubscribed_at AS "unsubscribedAt"
    FROM newsletter_subscriptions n JOIN users u ON u.id = n.user_id WHERE lower(u.email) = lower(${email})`
  return row
}

const mailsTo = async (app: TestApp, email: string) => {
  await mailQueueIdle(app.sql)
  const [{ n }] = (await app.sql`SELECT count(*)::int AS n FROM outbox`) as unknown as [{ n: number }]
  return (await waitForOutbox(app.sql, n)).filter((m) => m.to === email)
}

const tokenIn = (html: string, path: string) =>
  new URL(linksOf(html).find((href) => href.includes(path))!).searchParams.get('token')!

test('an email-only reader is named after the address, within the username rules', () => {
  expect(usernameBase('Ada.Lovelace+news@example.org')).toBe('ada.lovelacenews')
  expect(usernameBase('ab@example.org')).toBe('reader-ab')
  expect(usernameBase('ü@example.org')).toBe('reader')
  expect(usernameBase(`${'x'.repeat(60)}@example.org`)).toBe('x'.repeat(24))
})

describe('without double opt-in (the default without SMTP)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ OWNER_EMAIL: 'owner@example.com' })
  })
  beforeEach(async () => {
    await app.sql`DELETE FROM rate_limits`
  })

  test('an address alone makes an active subscription: no names, no password, no session', async () => {
    const email = nextAddress('Grace.Hopper')
    const response = await join(app, { email, frequency: 'weekly' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: JOIN_ACTIVE_MESSAGE, pending: false })
    expect(response.headers.get('set-cookie')).toBeNull()
    const [user] = await usersWith(app, email)
    expect(user).toMatchObject({ firstName: null, lastName: null, hasPassword: false })
    expect(user!.username).toStartWith('grace.hopper')
    expect(await subscriptionRow(app, email)).toMatchObject({
      isActive: true,
      confirmed: true,
      frequency: 'weekly',
    })
    // The owner hears of it as of any new subscriber.
    const [note] = await mailsTo(app, 'owner@example.com')
    expect(note!.kind).toBe('owner-new-subscriber')
    expect(note!.text).toContain(email)
  })

  test('the frequency is optional: every issue', async () => {
    const email = nextAddress()
    expect((await join(app, { email })).status).toBe(202)
    expect(await subscriptionRow(app, email)).toMatchObject({ frequency: 'every-issue' })
  })

  test('two readers whose addresses start alike get different usernames', async () => {
    const first = `same.name@${nextAddress('a').split('@')[0]}.example`
    const second = `same.name@${nextAddress('b').split('@')[0]}.example`
    await join(app, { email: first })
    await join(app, { email: second })
    const [a] = await usersWith(app, first)
    const [b] = await usersWith(app, second)
    expect(a!.username).toBe('same.name')
    expect(b!.username).toMatch(/^same\.name-[a-z0-9]+$/)
  })

  test('an email-only reader cannot sign in with any password, the timing dummy included', async () => {
    const email = nextAddress()
    await join(app, { email })
    const [user] = await usersWith(app, email)
    for (const password of ['timing-equaliser-not-a-password', 'anything at all']) {
      for (const username of [email, user!.username]) {
        const response = await app.fetch('/api/login', { method: 'POST', json: { username, password } })
        expect(response.status).toBe(401)
        expect(response.headers.get('set-cookie')).toBeNull()
      }
    }
  })

  test('an address that already has an account: the same answer, the reader unchanged, a sign-in link mailed', async () => {
    const existing = await reader(app, { frequency: 'monthly' })
    const before = await subscriptionRow(app, existing.email)
    const [userBefore] = await usersWith(app, existing.email)
    const response = await join(app, { email: existing.email.toUpperCase(), frequency: 'weekly' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: JOIN_ACTIVE_MESSAGE, pending: false })
    expect(await usersWith(app, existing.email)).toEqual([userBefore!])
    expect(await subscriptionRow(app, existing.email)).toEqual(before!)

    const [mail] = await mailsTo(app, existing.email)
    expect(mail!.kind).toBe('already-a-reader')
    expect(mail!.subject).toContain('You already get')
    const token = tokenIn(mail!.html, '/auth/link')
    const signedIn = await app.fetch('/api/login/link/confirm', { method: 'POST', json: { token } })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toMatchObject({ id: existing.id })
  })

  test('an unsubscribed reader stays unsubscribed', async () => {
    const gone = await reader(app, { active: false })
    const before = await subscriptionRow(app, gone.email)
    expect((await join(app, { email: gone.email })).status).toBe(202)
    expect(await subscriptionRow(app, gone.email)).toEqual(before!)
    expect(before!.isActive).toBe(false)
  })

  test("the administrator's address: the same answer and no mail", async () => {
    await app.sql`UPDATE users SET email = 'admin@example.com' WHERE username = ${TEST_ADMIN.username}`
    const response = await join(app, { email: 'admin@example.com' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: JOIN_ACTIVE_MESSAGE, pending: false })
    expect(await mailsTo(app, 'admin@example.com')).toEqual([])
    expect(await subscriptionRow(app, 'admin@example.com')).toBeUndefined()
  })

  const invalid: [string, unknown, string][] = [
    ['no address', {}, 'email'],
    ['an address without an at sign', { email: 'not-an-address' }, 'email'],
    ['an unknown frequency', { email: 'x@example.com', frequency: 'daily' }, 'frequency'],
    ['a phone number', { email: 'x@example.com', phone: '+44 20 7946 0000' }, 'phone'],
    ['a password', { email: 'x@example.com', password: 'long enough password' }, 'password'],
  ]
  for (const [name, body, field] of invalid) {
    test(`400 for ${name}, naming ${field}; nothing is created`, async () => {
      const before = (await app.sql`SELECT id FROM users`).length
      const response = await join(app, body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toContain(field)
      expect((await app.sql`SELECT id FROM users`).length).toBe(before)
    })
  }

  test('throttled per typed address, whether or not it has an account, and per client address', async () => {
    const existing = await reader(app)
    for (const email of [existing.email, 'nobody-here@example.com']) {
      for (let i = 0; i < 3; i++) {
        expect((await join(app, { email }, { peer: `10.50.0.${i}` })).status).toBe(202)
      }
      const blocked = await join(app, { email }, { peer: '10.50.0.9' })
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Sign-ups of either kind share the per-address budget.
    const key = signupAddressKey('10.51.0.1')
    for (let i = 0; i < SIGNUP_ADDRESS_POLICY.limit; i++)
      await countAttempt(app.sql, key, SIGNUP_ADDRESS_POLICY)
    const email = nextAddress()
    expect((await join(app, { email }, { peer: '10.51.0.1' })).status).toBe(429)
    expect(await usersWith(app, email)).toEqual([])
  })

  test('the REST handler is for this site only: from another site 403, nothing created', async () => {
    const email = nextAddress()
    const response = await join(app, { email }, { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    expect(await usersWith(app, email)).toEqual([])
  })
})

describe('the embeddable form', () => {
  let app: TestApp
  beforeAll(async () => {
    // Double opt-in off: the embedded form asks for confirmation all the same.
    app = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
  })
  beforeEach(async () => {
    await app.sql`DELETE FROM rate_limits`
  })

  test('the snippet is a plain form posting an email field to this site', () => {
    const snippet = signupFormSnippet('https://jordan.example', 'Jordan <Rivera>')
    expect(snippet).toStartWith('<form method="post" action="https://jordan.example/newsletter/join">')
    expect(snippet).toContain('<input id="newsletter-email" type="email" name="email" required')
    expect(snippet).toContain('Jordan &lt;Rivera&gt;')
    expect(snippet).not.toContain('<script')
  })

  test('a cross-site post of a new address starts a double opt-in and lands on the check-inbox page', async () => {
    const email = nextAddress('embedded')
    const response = await postEmbedded(app, { email, frequency: 'monthly' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(JOINED_PATH)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await subscriptionRow(app, email)).toMatchObject({
      isActive: true,
      confirmed: false,
      frequency: 'monthly',
    })
    const [mail] = await mailsTo(app, email)
    expect(mail!.kind).toBe('confirm-subscription')
    const token = tokenIn(mail!.html, '/newsletter/confirm')
    expect((await app.fetch('/api/newsletter/confirm', { method: 'POST', json: { token } })).status).toBe(200)
    expect(await subscriptionRow(app, email)).toMatchObject({ confirmed: true })

    const page = await app.fetch(JOINED_PATH)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Check your inbox')
    expect(html).toContain('<meta name="robots" content="noindex" />')
  })

  test('the confirmation link works without JavaScript: opening it confirms nothing, its button does, once', async () => {
    const email = nextAddress('linked')
    await postEmbedded(app, { email, frequency: 'monthly' })
    const [mail] = await mailsTo(app, email)
    const token = tokenIn(mail!.html, '/newsletter/confirm')
    const page = `/newsletter/confirm?token=${encodeURIComponent(token)}`
    const opened = await (await app.fetch(page)).text()
    expect(opened).toContain('aria-label="Confirm your subscription"')
    expect(await subscriptionRow(app, email)).toMatchObject({ confirmed: false })

    const confirmed = await postForm(app, page, { token })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Subscription confirmed')
    expect(await subscriptionRow(app, email)).toMatchObject({ confirmed: true })
    const again = await postForm(app, page, { token })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('role="alert"')
    const incomplete = await postForm(app, '/newsletter/confirm', { token: '' })
    expect(incomplete.status).toBe(400)
    expect(await incomplete.text()).toContain('This link is incomplete.')
  })

  test('for an existing address it changes nothing, not even for the signed-in visitor whose cookie came along', async () => {
    const existing = await reader(app, { frequency: 'weekly', active: false })
    const visitor = await reader(app, { frequency: 'monthly' })
    const [before, visitorBefore] = [
      await subscriptionRow(app, existing.email),
      await subscriptionRow(app, visitor.email),
    ]
    const response = await postEmbedded(app, { email: existing.email }, { cookie: visitor.cookie })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(JOINED_PATH)
    expect(await subscriptionRow(app, existing.email)).toEqual(before!)
    expect(await subscriptionRow(app, visitor.email)).toEqual(visitorBefore!)
    expect((await mailsTo(app, existing.email)).map((m) => m.kind)).toEqual(['already-a-reader'])
    expect(await mailsTo(app, visitor.email)).toEqual([])
    // The visitor's own session still works and is the only one it has.
    expect((await app.fetch('/api/user', { headers: { cookie: visitor.cookie } })).status).toBe(200)
  })

  test('a confirmation still waiting: a fresh link, still pending', async () => {
    const email = nextAddress('twice')
    await postEmbedded(app, { email })
    await postEmbedded(app, { email })
    const mails = await mailsTo(app, email)
    expect(mails.map((m) => m.kind)).toEqual(['confirm-subscription', 'confirm-subscription'])
    expect(await usersWith(app, email)).toHaveLength(1)
    expect(await subscriptionRow(app, email)).toMatchObject({ confirmed: false })
  })

  test('fields the owner added are ignored; a bad address or too many land on the page saying so', async () => {
    const email = nextAddress()
    const extra = await postEmbedded(app, { email, subscribe: 'Subscribe', utm: 'x' })
    expect(extra.headers.get('location')).toBe(JOINED_PATH)
    expect(await usersWith(app, email)).toHaveLength(1)

    const bad = await postEmbedded(app, { email: 'not an address' })
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe(`${JOINED_PATH}?problem=invalid`)
    expect(await (await app.fetch(`${JOINED_PATH}?problem=invalid`)).text()).toContain(
      'did not carry a valid email address',
    )

    for (let i = 0; i < 2; i++) await postEmbedded(app, { email }, { peer: `10.60.0.${i}` })
    const busy = await postEmbedded(app, { email }, { peer: '10.60.0.9' })
    expect(busy.headers.get('location')).toBe(`${JOINED_PATH}?problem=busy`)
    expect(await (await app.fetch(`${JOINED_PATH}?problem=busy`)).text()).toContain('Too many sign-ups')
  })

  test('the snippet the admin copies is the one served to the admin, with this site address', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await app.fetch('/graphql', {
      method: 'POST',
      headers: { cookie },
      json: { query: '{ admin { newsletterSignupForm } }' },
    })
    const { data } = (await response.json()) as { data: { admin: { newsletterSignupForm: string } } }
    expect(data.admin.newsletterSignupForm).toContain('action="http://portfolio.test/newsletter/join"')
    const anonymous = await app.fetch('/graphql', {
      method: 'POST',
      json: { query: '{ admin { newsletterSignupForm } }' },
    })
    expect(((await anonymous.json()) as { data: { admin: unknown } }).data.admin).toBeNull()
  })
})

describe('with SMTP (double opt-in on by default)', () => {
  afterAll(async () => {
    await createTestApp()
  })
  test('the confirmation of an email-only subscription arrives through SMTP and confirms', async () => {
    const smtp = await startTestSmtpServer()
    try {
      const app = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
      const email = nextAddress('smtp')
      const response = await join(app, { email })
      expect(await response.json()).toEqual({ message: JOIN_PENDING_MESSAGE, pending: true })
      const [mail] = await smtp.waitFor(1)
      expect(mail!.envelopeTo).toEqual([email])
      expect(mail!.subject).toContain('Confirm your subscription')
      const link = mail!.links.find((href) => href.includes('/newsletter/confirm'))!
      const token = new URL(link).searchParams.get('token')!
      expect((await app.fetch('/api/newsletter/confirm', { method: 'POST', json: { token } })).status).toBe(
        200,
      )
      expect(await subscriptionRow(app, email)).toMatchObject({ isActive: true, confirmed: true })
    } finally {
      await smtp.stop()
    }
  })
})
