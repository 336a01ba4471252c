import { afterAll, describe, expect, test } from 'bun:test'
import { loadConfig } from '../../config.ts'
import { createTestApp, type TestApp } from '../../testing/harness.ts'
import { signUpReader } from '../../testing/newsletter.ts'
import { linksOf, mailQueueIdle, waitForOutbox } from '../../testing/outbox.ts'
import { startTestSmtpServer } from '../../testing/smtp.ts'
import { sessionIdFromToken } from '../auth/sessions.ts'

const signUp = (app: TestApp) => signUpReader(app, 'optin')

const subscriptionOf = async (app: TestApp, cookie: string) =>
  (await (await app.fetch('/api/newsletter/subscription', { headers: { cookie } })).json()) as {
    isActive: boolean
    isPending: boolean
  }

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
const confirm = (app: TestApp, body: unknown) =>
  app.fetch('/api/newsletter/confirm', { method: 'POST', json: body })
const kinds = async (app: TestApp) =>
  (await app.sql<{ kind: string }[]>`SELECT kind FROM mail_log ORDER BY id`).map((r) => r.kind)

test('NEWSLETTER_DOUBLE_OPT_IN defaults to on with SMTP_URL and off without', () => {
  expect(loadConfig({}).mail.doubleOptIn).toBe(false)
  expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.doubleOptIn).toBe(true)
  expect(
    loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', NEWSLETTER_DOUBLE_OPT_IN: 'false' }).mail.doubleOptIn,
  ).toBe(false)
  expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL')
})

describe('double opt-in on', () => {
  let app: TestApp
  test('a new subscription is pending until its single-use link is opened; then the owner hears of it', async () => {
    app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true', OWNER_EMAIL: 'owner@example.com' })
    const { cookie, email } = await signUp(app)
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isActive: true, isPending: true })

    const [mail] = await waitForOutbox(app.sql, 1)
    expect(mail).toMatchObject({ to: email, kind: 'confirm-subscription' })
    const link = linksOf(mail!.html).find((href) => href.includes('/newsletter/confirm'))!
    expect(link).toStartWith('http://portfolio.test/newsletter/confirm?token=')
    expect(mail!.text).toContain(link)
    const token = tokenOf(link)
    // Only the hash is stored.
    const stored = await app.sql<{ hash: string }[]>`SELECT hash FROM mail_tokens`
    expect(stored.map((r) => r.hash)).toEqual([sessionIdFromToken(token)])
    expect(JSON.stringify(await app.sql`SELECT * FROM mail_tokens`)).not.toContain(token)
    expect(await kinds(app)).toEqual(['confirm-subscription'])

    const confirmed = await confirm(app, { token })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ isActive: true, isPending: false })
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isPending: false })
    const [, note] = await waitForOutbox(app.sql, 2)
    expect(note).toMatchObject({ to: 'owner@example.com', kind: 'owner-new-subscriber' })

    const again = await confirm(app, { token })
    expect(again.status).toBe(400)
    expect(((await again.json()) as { message: string }).message).toContain('already used')
  })

  test('an expired link is refused and leaves the subscription pending', async () => {
    app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true' })
    const { cookie } = await signUp(app)
    const [mail] = await waitForOutbox(app.sql, 1)
    await app.sql`UPDATE mail_tokens SET expires_at = now() - interval '1 second'`
    const response = await confirm(app, { token: tokenOf(linksOf(mail!.html).at(-1)!) })
    expect(response.status).toBe(400)
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isPending: true })
  })

  test('the link expires 48 hours after it was sent', async () => {
    app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true' })
    await signUp(app)
    const [{ hours }] = (await app.sql`
      SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM mail_tokens`) as unknown as [
      { hours: string },
    ]
    expect(Number(hours)).toBe(48)
  })

  test('resending sends a new link, retires the old one, and is throttled', async () => {
    app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true' })
    const { cookie } = await signUp(app)
    const resend = () => app.fetch('/api/newsletter/confirmation', { method: 'POST', headers: { cookie } })
    expect((await resend()).status).toBe(202)
    const [first, second] = await waitForOutbox(app.sql, 2)
    expect(second!.kind).toBe('confirm-subscription')
    expect((await confirm(app, { token: tokenOf(linksOf(first!.html).at(-1)!) })).status).toBe(400)
    expect((await resend()).status).toBe(202)
    expect((await resend()).status).toBe(202)
    const limited = await resend()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect((await app.fetch('/api/newsletter/confirmation', { method: 'POST' })).status).toBe(401)
  })

  test('resending without a pending subscription is a 409', async () => {
    app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true' })
    const { cookie } = await signUp(app)
    const [mail] = await waitForOutbox(app.sql, 1)
    await confirm(app, { token: tokenOf(linksOf(mail!.html).at(-1)!) })
    const response = await app.fetch('/api/newsletter/confirmation', { method: 'POST', headers: { cookie } })
    expect(response.status).toBe(409)
  })

  test('editing preferences or re-subscribing a confirmed address sends no new confirmation', async () => {
    app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true', NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
    const { cookie } = await signUp(app)
    const [mail] = await waitForOutbox(app.sql, 1)
    await confirm(app, { token: tokenOf(linksOf(mail!.html).at(-1)!) })
    await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie } })
    const preferences = { frequency: 'weekly', topics: [] }
    const again = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      json: { preferences },
      headers: { cookie },
    })
    expect(await again.json()).toMatchObject({ isActive: true, isPending: false })
    await mailQueueIdle(app.sql)
    expect(await kinds(app)).toEqual(['confirm-subscription'])
  })

  test('bad confirmation bodies are 400 and change nothing', async () => {
    app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true' })
    const { cookie } = await signUp(app)
    for (const body of [
      {},
      { token: '' },
      { token: 'x'.repeat(500) },
      { token: 'abc', extra: 1 },
      { token: 42 },
    ]) {
      const response = await confirm(app, body)
      expect(response.status).toBe(400)
    }
    expect((await confirm(app, { token: 'a'.repeat(32) })).status).toBe(400)
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isPending: true })
  })
})

describe('double opt-in off (the default without SMTP)', () => {
  test('a new subscriber is active at once and the owner gets a note', async () => {
    const app = await createTestApp({ OWNER_EMAIL: 'owner@example.com' })
    const { cookie } = await signUp(app)
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isActive: true, isPending: false })
    const [note] = await waitForOutbox(app.sql, 1)
    expect(note).toMatchObject({ to: 'owner@example.com', kind: 'owner-new-subscriber' })
    expect(note!.text).toContain('Ada Reader subscribed to the newsletter.')
  })

  test('NOTIFY_OWNER_ON_SUBSCRIBE=false sends nothing', async () => {
    const app = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
    await signUp(app)
    await mailQueueIdle(app.sql)
    expect(await kinds(app)).toEqual([])
  })
})

describe('with SMTP', () => {
  afterAll(async () => {
    await createTestApp()
  })
  test('the confirmation email arrives through SMTP with a working link', async () => {
    const smtp = await startTestSmtpServer()
    try {
      const app = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
      const { cookie, email } = await signUp(app)
      const [mail] = await smtp.waitFor(1)
      expect(mail!.envelopeTo).toEqual([email])
      expect(mail!.subject).toContain('Confirm your subscription')
      expect(mail!.text).toContain('/newsletter/confirm?token=')
      const link = mail!.links.find((href) => href.includes('/newsletter/confirm'))!
      expect((await confirm(app, { token: tokenOf(link) })).status).toBe(200)
      expect(await subscriptionOf(app, cookie)).toMatchObject({ isPending: false })
    } finally {
      await smtp.stop()
    }
  })
})
