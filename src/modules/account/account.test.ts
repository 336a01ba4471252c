import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { cookieOf, createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { linksOf, waitForOutbox } from '../../testing/outbox.ts'
import { sessionIdFromToken } from '../auth/sessions.ts'
import { maskEmail } from '../mail/account-notices.tsx'
import { RESET_REQUESTED } from './service.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
})
beforeEach(async () => {
  await app.sql`DELETE FROM rate_limits`
})

let serial = 0
async function reader() {
  serial++
  const body = {
    email: `acct${serial}@example.com`,
    firstName: 'Ada',
    lastName: 'Reader',
    username: `acct${serial}`,
    password: 'correct horse battery',
  }
  const response = await app.fetch('/api/newsletter/signup', { method: 'POST', json: body })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { ...body, id, cookie: cookieOf(response) }
}

const post = (path: string, json: unknown, cookie?: string, peer?: string) =>
  app.fetch(path, { method: 'POST', json, peer, headers: cookie ? { cookie } : {} })
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message
const tokenOf = (html: string, path: string) =>
  new URL(linksOf(html).find((href) => href.includes(path))!).searchParams.get('token')!
const mailCount = async () => (await app.sql`SELECT 1 FROM mail_log`).length
const isSignedIn = async (cookie: string) =>
  (await app.fetch('/api/user', { headers: { cookie } })).status === 200

async function lastMailTo(address: string) {
  const all = await waitForOutbox(app.sql, await mailCount())
  return all.filter((m) => m.to === address).at(-1)!
}

describe('forgot password', () => {
  test('the same answer whether or not an account uses the address; only a real one gets mail', async () => {
    const someone = await reader()
    const before = await mailCount()
    const unknown = await post('/api/password/forgot', { email: 'nobody@example.com' })
    const known = await post('/api/password/forgot', { email: someone.email.toUpperCase() })
    expect(unknown.status).toBe(202)
    expect(known.status).toBe(202)
    expect(await unknown.json()).toEqual({ message: RESET_REQUESTED })
    expect(await known.json()).toEqual({ message: RESET_REQUESTED })
    expect(await mailCount()).toBe(before + 1)
    const mail = await lastMailTo(someone.email)
    expect(mail.kind).toBe('reset-password')
    expect(mail.subject).toContain('Reset your password')
    expect(linksOf(mail.html)).toContain(
      `http://portfolio.test/auth/reset?token=${tokenOf(mail.html, '/auth/reset')}`,
    )
  })

  test('a reset sets the password, ends every session, signs in, and the link works once', async () => {
    const someone = await reader()
    const otherBrowser = await signIn(app, someone.username, someone.password)
    await post('/api/password/forgot', { email: someone.email })
    const token = tokenOf((await lastMailTo(someone.email)).html, '/auth/reset')
    const stored = await app.sql<
      { hash: string }[]
    >`SELECT hash FROM mail_tokens WHERE purpose = 'reset-password'
      AND user_id = ${someone.id}`
    expect([...stored]).toEqual([{ hash: sessionIdFromToken(token) }])

    const reset = await post('/api/password/reset', { token, password: 'a brand new password' })
    expect(reset.status).toBe(200)
    expect(await reset.json()).toMatchObject({ username: someone.username })
    const newCookie = cookieOf(reset)
    expect(await isSignedIn(newCookie)).toBe(true)
    expect(await isSignedIn(someone.cookie)).toBe(false)
    expect(await isSignedIn(otherBrowser)).toBe(false)
    await expect(signIn(app, someone.username, someone.password)).rejects.toThrow('401')
    expect(await signIn(app, someone.username, 'a brand new password')).toBeTruthy()

    const again = await post('/api/password/reset', { token, password: 'yet another password' })
    expect(again.status).toBe(400)
    expect(await messageOf(again)).toContain('already used')
  })

  test('an expired link is refused and the password stays', async () => {
    const someone = await reader()
    await post('/api/password/forgot', { email: someone.email })
    const token = tokenOf((await lastMailTo(someone.email)).html, '/auth/reset')
    const [{ minutes }] =
      (await app.sql`SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes
      FROM mail_tokens WHERE user_id = ${someone.id}`) as unknown as [{ minutes: string }]
    expect(Number(minutes)).toBe(30)
    await app.sql`UPDATE mail_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${someone.id}`
    expect((await post('/api/password/reset', { token, password: 'a brand new password' })).status).toBe(400)
    expect(await signIn(app, someone.username, someone.password)).toBeTruthy()
  })

  test('a newer link retires the older one', async () => {
    const someone = await reader()
    await post('/api/password/forgot', { email: someone.email })
    const first = tokenOf((await lastMailTo(someone.email)).html, '/auth/reset')
    await post('/api/password/forgot', { email: someone.email })
    expect(
      (await post('/api/password/reset', { token: first, password: 'a brand new password' })).status,
    ).toBe(400)
  })

  test('requests are throttled per typed address and per client address', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/password/forgot', { email: 'target@example.com' }, undefined, `10.0.0.${i}`))
          .status,
      ).toBe(202)
    }
    const perEmail = await post(
      '/api/password/forgot',
      { email: 'target@example.com' },
      undefined,
      '10.0.0.9',
    )
    expect(perEmail.status).toBe(429)
    expect(perEmail.headers.get('retry-after')).toBeTruthy()
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/api/password/forgot', { email: `x${i}@example.com` }, undefined, '10.9.9.9')).status,
      ).toBe(202)
    }
    expect(
      (await post('/api/password/forgot', { email: 'y@example.com' }, undefined, '10.9.9.9')).status,
    ).toBe(429)
  })

  test('bad bodies are 400 naming the problem', async () => {
    const cases: [unknown, string][] = [
      [{}, 'email'],
      [{ email: 'not-an-address' }, 'valid email'],
      [{ email: 'a@b.co', extra: true }, 'extra'],
    ]
    for (const [body, hint] of cases) {
      const response = await post('/api/password/forgot', body)
      expect(response.status).toBe(400)
      expect(await messageOf(response)).toContain(hint)
    }
    const short = await post('/api/password/reset', { token: 'a'.repeat(32), password: 'short' })
    expect(short.status).toBe(400)
    expect(await messageOf(short)).toContain('8 to 256')
    expect((await post('/api/password/reset', { password: 'long enough password' })).status).toBe(400)
    expect(
      (await post('/api/password/reset', { token: 'nope', password: 'long enough password' })).status,
    ).toBe(400)
  })
})

describe('changing the email address', () => {
  test('the new address gets a link and the change waits for it', async () => {
    const someone = await reader()
    const response = await post(
      '/api/account/email',
      { email: 'moved@example.com', password: someone.password },
      someone.cookie,
    )
    expect(response.status).toBe(202)
    const mail = await lastMailTo('moved@example.com')
    expect(mail.kind).toBe('change-email')
    const me = async () =>
      (await (await app.fetch('/api/user', { headers: { cookie: someone.cookie } })).json()) as {
        email: string
      }
    expect((await me()).email).toBe(someone.email)
    const token = tokenOf(mail.html, '/account/confirm-email')
    const confirmed = await post('/api/account/email/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect((await me()).email).toBe('moved@example.com')
    expect((await post('/api/account/email/confirm', { token })).status).toBe(400)
  })

  test('once the change holds, the old address is told, with the new one partly hidden', async () => {
    const someone = await reader()
    await post(
      '/api/account/email',
      { email: 'newhome@example.org', password: someone.password },
      someone.cookie,
    )
    const token = tokenOf((await lastMailTo('newhome@example.org')).html, '/account/confirm-email')
    // Nothing goes to the old address before the link is opened: the change may never happen.
    expect((await waitForOutbox(app.sql, await mailCount())).filter((m) => m.to === someone.email)).toEqual(
      [],
    )
    expect((await post('/api/account/email/confirm', { token })).status).toBe(200)

    const notice = await lastMailTo(someone.email)
    expect(notice.kind).toBe('email-changed')
    expect(notice.subject).toContain('was changed')
    expect(notice.text).toContain('Your email address was changed to n***@example.org')
    expect(notice.text).toContain("If this wasn't you")
    expect(notice.html + notice.text).not.toContain('newhome@')
    // In the reader's own log (their data export), as mail about their account.
    const [row] =
      await app.sql`SELECT user_id FROM mail_log WHERE kind = 'email-changed' AND recipient = ${someone.email}`
    expect(Number(row!.user_id)).toBe(someone.id)
  })

  test('maskEmail keeps the first letter and the domain', () => {
    expect(maskEmail('newhome@example.org')).toBe('n***@example.org')
    expect(maskEmail('a@b.co')).toBe('a***@b.co')
    expect(maskEmail('odd"@"name@example.com')).toBe('o***@example.com')
    expect(maskEmail('@example.com')).toBe('***')
  })

  test('wrong password, a taken or unchanged address, no session and bad bodies are refused', async () => {
    const someone = await reader()
    const other = await reader()
    const before = await mailCount()
    const wrong = await post(
      '/api/account/email',
      { email: 'new@example.com', password: 'not it at all' },
      someone.cookie,
    )
    expect(wrong.status).toBe(403)
    const taken = await post(
      '/api/account/email',
      { email: other.email, password: someone.password },
      someone.cookie,
    )
    expect(taken.status).toBe(409)
    const same = await post(
      '/api/account/email',
      { email: someone.email, password: someone.password },
      someone.cookie,
    )
    expect(same.status).toBe(400)
    expect(
      (await post('/api/account/email', { email: 'new@example.com', password: someone.password })).status,
    ).toBe(401)
    expect(
      (await post('/api/account/email', { email: 'nope', password: someone.password }, someone.cookie))
        .status,
    ).toBe(400)
    expect(await mailCount()).toBe(before)
  })
})

describe("readers' data", () => {
  test('Download my data: profile, subscription and the mail log, as an attachment', async () => {
    const someone = await reader()
    await post('/api/password/forgot', { email: someone.email })
    await lastMailTo(someone.email)
    const response = await app.fetch('/api/account/export', { headers: { cookie: someone.cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toContain('no-store')
    const data = (await response.json()) as Record<string, unknown>
    expect(data.profile).toMatchObject({ username: someone.username, email: someone.email })
    expect(JSON.stringify(data.profile)).not.toContain('argon2')
    expect(data.subscription).toMatchObject({ isActive: true })
    expect(data.mail).toEqual([expect.objectContaining({ kind: 'reset-password', recipient: someone.email })])
    expect((await app.fetch('/api/account/export')).status).toBe(401)
  })

  test('Delete my account removes user, sessions, subscription, tokens and mail log', async () => {
    const someone = await reader()
    await post('/api/password/forgot', { email: someone.email })
    await lastMailTo(someone.email)
    const del = (json: unknown, cookie?: string) =>
      app.fetch('/api/account', { method: 'DELETE', json, headers: cookie ? { cookie } : {} })
    expect((await del({ password: 'wrong password' }, someone.cookie)).status).toBe(403)
    expect((await del({}, someone.cookie)).status).toBe(400)
    expect((await del({ password: someone.password })).status).toBe(401)
    expect(await isSignedIn(someone.cookie)).toBe(true)

    const response = await del({ password: someone.password }, someone.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0')
    const left = await app.sql`
      SELECT (SELECT count(*) FROM users WHERE id = ${someone.id})::int AS users,
             (SELECT count(*) FROM sessions WHERE user_id = ${someone.id})::int AS sessions,
             (SELECT count(*) FROM newsletter_subscriptions WHERE user_id = ${someone.id})::int AS subscriptions,
             (SELECT count(*) FROM mail_tokens WHERE user_id = ${someone.id})::int AS tokens,
             (SELECT count(*) FROM mail_log WHERE user_id = ${someone.id})::int AS mail`
    expect(left[0]).toEqual({ users: 0, sessions: 0, subscriptions: 0, tokens: 0, mail: 0 })
  })

  test('Delete my account mails a receipt to the address the account had', async () => {
    const someone = await reader()
    const before = await mailCount()
    const response = await app.fetch('/api/account', {
      method: 'DELETE',
      json: { password: someone.password },
      headers: { cookie: someone.cookie },
    })
    expect(response.status).toBe(200)
    expect(await mailCount()).toBe(before + 1)
    const receipt = await lastMailTo(someone.email)
    expect(receipt.kind).toBe('account-deleted')
    expect(receipt.subject).toContain('was deleted')
    expect(receipt.text).toContain(`Hi ${someone.username},`)
    expect(receipt.text).toContain('Your account was deleted')
    // Logged without the account (which is gone), so the worker did not skip it.
    const [row] = await app.sql`SELECT user_id, status FROM mail_log WHERE kind = 'account-deleted'
      AND recipient = ${someone.email}`
    expect(row).toEqual({ user_id: null, status: 'sent' })
  })

  test('a refused deletion mails nothing', async () => {
    const someone = await reader()
    const before = await mailCount()
    const wrong = await app.fetch('/api/account', {
      method: 'DELETE',
      json: { password: 'not the password' },
      headers: { cookie: someone.cookie },
    })
    expect(wrong.status).toBe(403)
    // The log row is written with the queued job, in the request: none means nothing was queued.
    expect(await mailCount()).toBe(before)
  })

  test('the admin account cannot delete itself', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await app.fetch('/api/account', {
      method: 'DELETE',
      json: { password: TEST_ADMIN.password },
      headers: { cookie },
    })
    expect(response.status).toBe(403)
    expect(await app.sql`SELECT 1 FROM users WHERE is_admin`).toHaveLength(1)
  })
})
