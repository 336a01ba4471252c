import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { cookieOf, createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { reader } from '../../testing/newsletter.ts'
import { linksOf, mailQueueIdle, waitForOutbox } from '../../testing/outbox.ts'
import { startTestSmtpServer } from '../../testing/smtp.ts'
import { NO_PASSWORD_YET } from '../auth/service.ts'
import { sessionIdFromToken } from '../auth/sessions.ts'
import { INVALID_SIGN_IN_LINK, SIGN_IN_LINK_SENT } from './sign-in-link.ts'

/* Sign-in by a one-time link mailed to the reader (issue 21 item 5, docs/decisions/233). */

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
})
beforeEach(async () => {
  await app.sql`DELETE FROM rate_limits`
})

const post = (path: string, json: unknown, init: { peer?: string; headers?: Record<string, string> } = {}) =>
  app.fetch(path, { method: 'POST', json, ...init })
const askLink = (email: string, peer?: string) => post('/api/login/link', { email }, { peer })
const openLink = (token: unknown) => post('/api/login/link/confirm', { token })
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

async function mailsTo(email: string) {
  await mailQueueIdle(app.sql)
  const [{ n }] = (await app.sql`SELECT count(*)::int AS n FROM outbox`) as unknown as [{ n: number }]
  return (await waitForOutbox(app.sql, n)).filter((m) => m.to === email)
}

async function linkTokenFor(email: string) {
  const mail = (await mailsTo(email)).at(-1)!
  expect(mail.kind).toBe('sign-in-link')
  const href = linksOf(mail.html).find((link) => link.includes('/auth/link?token='))!
  expect(href).toStartWith('http://portfolio.test/auth/link?token=')
  return new URL(href).searchParams.get('token')!
}

let serial = 0
/** A reader who subscribed with their address alone: no password. */
async function emailOnlyReader() {
  const email = `linked${++serial}@example.com`
  expect((await post('/api/newsletter/join', { email }, { peer: `10.70.0.${serial}` })).status).toBe(202)
  const [{ id }] = (await app.sql`SELECT id FROM users WHERE email = ${email}`) as unknown as [{ id: number }]
  return { id, email }
}

describe('asking for a link', () => {
  test('the same answer whether or not a reader uses the address; only a reader gets mail', async () => {
    const known = await emailOnlyReader()
    const unknown = await askLink('nobody-at-all@example.com')
    const asked = await askLink(known.email.toUpperCase())
    for (const response of [unknown, asked]) {
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ message: SIGN_IN_LINK_SENT })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(await mailsTo('nobody-at-all@example.com')).toEqual([])
    const [mail] = await mailsTo(known.email)
    expect(mail!.subject).toContain('Your sign-in link')
    expect(mail!.text).toContain('It works once, for 15 minutes.')
  })

  test("never for the administrator's address: the same answer, no mail", async () => {
    await app.sql`UPDATE users SET email = 'the-admin@example.com' WHERE username = ${TEST_ADMIN.username}`
    const response = await askLink('the-admin@example.com')
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: SIGN_IN_LINK_SENT })
    expect(await mailsTo('the-admin@example.com')).toEqual([])
  })

  test('throttled per typed address (known or not) and per client address, like the password reset', async () => {
    const known = await emailOnlyReader()
    for (const email of [known.email, 'nobody-else@example.com']) {
      for (let i = 0; i < 3; i++) expect((await askLink(email, `10.80.0.${i}`)).status).toBe(202)
      const blocked = await askLink(email, '10.80.0.99')
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    for (let i = 0; i < 10; i++) expect((await askLink(`many${i}@example.com`, '10.81.0.1')).status).toBe(202)
    expect((await askLink('one-more@example.com', '10.81.0.1')).status).toBe(429)
    expect((await mailsTo(known.email)).length).toBe(3)
  })

  test('bad bodies are a 400 naming the problem', async () => {
    for (const [body, hint] of [
      [{}, 'email'],
      [{ email: 'not-an-address' }, 'valid email'],
      [{ email: 'a@b.co', password: 'x' }, 'password'],
    ] as const) {
      const response = await post('/api/login/link', body)
      expect(response.status).toBe(400)
      expect(await messageOf(response)).toContain(hint)
    }
  })
})

describe('using a link', () => {
  test('signs in with a new session; only the token’s hash is stored; the link works once', async () => {
    const someone = await emailOnlyReader()
    await askLink(someone.email)
    const token = await linkTokenFor(someone.email)
    const stored =
      await app.sql`SELECT hash FROM mail_tokens WHERE purpose = 'sign-in' AND user_id = ${someone.id}`
    expect([...stored]).toEqual([{ hash: sessionIdFromToken(token) }])

    const used = await openLink(token)
    expect(used.status).toBe(200)
    expect(await used.json()).toMatchObject({ id: someone.id, email: someone.email, isAdmin: false })
    const cookie = cookieOf(used)
    expect(used.headers.get('set-cookie')).toContain('HttpOnly')
    const subscription = await app.fetch('/api/newsletter/subscription', { headers: { cookie } })
    expect(await subscription.json()).toMatchObject({ isActive: true })

    const again = await openLink(token)
    expect(again.status).toBe(400)
    expect(await messageOf(again)).toBe(INVALID_SIGN_IN_LINK)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  test('it works for 15 minutes: an expired link is refused', async () => {
    const someone = await emailOnlyReader()
    await askLink(someone.email)
    const token = await linkTokenFor(someone.email)
    const [{ minutes }] = (await app.sql`
      SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
      FROM mail_tokens WHERE purpose = 'sign-in' AND user_id = ${someone.id}`) as unknown as [
      { minutes: number },
    ]
    expect(minutes).toBe(15)
    await app.sql`UPDATE mail_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${someone.id}`
    const response = await openLink(token)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe(INVALID_SIGN_IN_LINK)
  })

  test('a newer link retires the older one', async () => {
    const someone = await emailOnlyReader()
    await askLink(someone.email)
    const first = await linkTokenFor(someone.email)
    await askLink(someone.email)
    const second = await linkTokenFor(someone.email)
    expect((await openLink(first)).status).toBe(400)
    expect((await openLink(second)).status).toBe(200)
  })

  test('a reader with a password can use a link too, and keeps the password', async () => {
    const withPassword = await reader(app)
    await askLink(withPassword.email)
    expect((await openLink(await linkTokenFor(withPassword.email))).status).toBe(200)
    const [{ username }] =
      (await app.sql`SELECT username FROM users WHERE id = ${withPassword.id}`) as unknown as [
        { username: string },
      ]
    expect(await signIn(app, username, 'reader-password')).toBeTruthy()
  })

  test('malformed and unknown tokens are 400s, and a link is no way into an account made admin since', async () => {
    for (const token of ['', 'x'.repeat(500), 42]) expect((await openLink(token)).status).toBe(400)
    expect((await openLink('a'.repeat(32))).status).toBe(400)
    const someone = await emailOnlyReader()
    await askLink(someone.email)
    const token = await linkTokenFor(someone.email)
    await app.sql`UPDATE users SET is_admin = true WHERE id = ${someone.id}`
    try {
      expect((await openLink(token)).status).toBe(400)
    } finally {
      await app.sql`UPDATE users SET is_admin = false WHERE id = ${someone.id}`
    }
  })

  test('from another site: 403 before anything is used (no signing a visitor into someone else’s account)', async () => {
    const someone = await emailOnlyReader()
    await askLink(someone.email)
    const token = await linkTokenFor(someone.email)
    const response = await post(
      '/api/login/link/confirm',
      { token },
      { headers: { origin: 'https://evil.example' } },
    )
    expect(response.status).toBe(403)
    expect((await openLink(token)).status).toBe(200)
  })
})

describe('a reader without a password', () => {
  test('is asked to choose one before a change that needs it; the reset link sets it', async () => {
    const someone = await emailOnlyReader()
    await askLink(someone.email)
    const cookie = cookieOf(await openLink(await linkTokenFor(someone.email)))
    const deletion = await app.fetch('/api/account', {
      method: 'DELETE',
      headers: { cookie },
      json: { password: 'whatever it is' },
    })
    expect(deletion.status).toBe(403)
    expect(await messageOf(deletion)).toBe(NO_PASSWORD_YET)
    const me = await app.fetch('/graphql', {
      method: 'POST',
      headers: { cookie },
      json: { query: '{ me { hasPassword } }' },
    })
    expect(await me.json()).toEqual({ data: { me: { hasPassword: false } } })

    await post('/api/password/forgot', { email: someone.email })
    const reset = (await mailsTo(someone.email)).find((m) => m.kind === 'reset-password')!
    const token = new URL(linksOf(reset.html).find((href) => href.includes('/auth/reset'))!).searchParams.get(
      'token',
    )
    expect((await post('/api/password/reset', { token, password: 'now I have one' })).status).toBe(200)
    expect(await signIn(app, someone.email, 'now I have one')).toBeTruthy()
  })
})

describe('with SMTP', () => {
  afterAll(async () => {
    await createTestApp()
  })
  test('the link arrives through SMTP and signs in', async () => {
    const smtp = await startTestSmtpServer()
    try {
      const smtpApp = await createTestApp({
        SMTP_URL: smtp.url,
        NEWSLETTER_DOUBLE_OPT_IN: 'false',
        NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
      })
      const email = 'smtp-link@example.com'
      expect((await smtpApp.fetch('/api/newsletter/join', { method: 'POST', json: { email } })).status).toBe(
        202,
      )
      await smtpApp.fetch('/api/login/link', { method: 'POST', json: { email } })
      // Subscribing with SMTP on also mails the welcome email (decision 235): the link is the other one.
      const mails = await smtp.waitFor(2)
      expect(mails.map((m) => m.subject).join(' | ')).toContain('Welcome to')
      const mail = mails.find((m) => m.subject.includes('Your sign-in link'))
      expect(mail!.envelopeTo).toEqual([email])
      const href = mail!.links.find((link) => link.includes('/auth/link?token='))!
      const token = new URL(href).searchParams.get('token')
      const used = await smtpApp.fetch('/api/login/link/confirm', { method: 'POST', json: { token } })
      expect(used.status).toBe(200)
      expect(await used.json()).toMatchObject({ email })
    } finally {
      await smtp.stop()
    }
  })
})
