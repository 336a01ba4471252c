import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { AddressObject } from 'mailparser'
import { adminAndMember } from '../../testing/admin-test-users.ts'
import { createTestApp, type TestApp } from '../../testing/harness.ts'
import { signUpReader } from '../../testing/newsletter.ts'
import { linksOf, mailQueueIdle, waitForOutbox } from '../../testing/outbox.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.ts'
import { verifyUnsubscribeToken } from '../newsletter-issues/unsubscribe-token.ts'
import { DEFAULT_WELCOME_MARKDOWN } from './welcome.ts'

/*
 * Issue 21 item 9: the welcome email, written by the owner, sent once when a reader's subscription
 * starts (the confirmation link, or sign-up without double opt-in), on by default with a mail server,
 * from the owner's identity, with the newsletter's unsubscribe footer and headers.
 */

const signUp = (app: TestApp) => signUpReader(app, 'welcome')

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
const confirmLink = (html: string) => linksOf(html).find((href) => href.includes('/newsletter/confirm'))!
const confirm = (app: TestApp, link: string) =>
  app.fetch('/api/newsletter/confirm', { method: 'POST', json: { token: tokenOf(link) } })

const welcomes = async (app: TestApp, userId?: number) =>
  (
    await app.sql<{ recipient: string }[]>`
      SELECT recipient FROM mail_log WHERE kind = 'newsletter-welcome'
        AND (${userId ?? null}::int IS NULL OR user_id = ${userId ?? null})`
  ).map((r) => r.recipient)

const addressOf = (header: AddressObject | AddressObject[] | undefined) => {
  const [first] = (Array.isArray(header) ? header : header ? [header] : []).flatMap((h) => h.value)
  return { name: first?.name, address: first?.address }
}

describe('with a mail server and double opt-in', () => {
  let app: TestApp
  let smtp: TestSmtpServer
  let admin: string
  let member: string
  const asAdmin = (method: string, path: string, json?: unknown) =>
    app.fetch(path, { method, headers: { cookie: admin }, json })

  /** The `count`-th confirmation email to this address, once the mail server has it. */
  async function confirmationTo(email: string, count = 1) {
    const deadline = Date.now() + 15_000
    for (;;) {
      const mails = smtp.received.filter((m) => m.envelopeTo.includes(email) && m.subject.includes('Confirm'))
      if (mails.length >= count) return mails[count - 1]!
      if (Date.now() > deadline) throw new Error(`no confirmation email ${count} to ${email}`)
      await Bun.sleep(20)
    }
  }
  const welcomesTo = (email: string) =>
    smtp.received.filter((m) => m.envelopeTo.includes(email) && !m.subject.includes('Confirm'))

  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    app = await createTestApp({
      SITE_URL: 'https://portfolio.test',
      SMTP_URL: smtp.url,
      NEWSLETTER_DOUBLE_OPT_IN: 'true',
      // Only the reader's mail in this server.
      NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
    })
    ;({ admin, member } = await adminAndMember(app))
    // The owner's own identity, not the first-run sample (issue 21 item 1).
    const site = (await (await app.fetch('/api/site')).json()) as Record<string, unknown>
    const saved = await asAdmin('PUT', '/api/site', {
      ...site,
      ownerName: 'Jordan Rivera',
      contactEmail: 'jordan@owner.test',
      senderEmail: 'news@owner.test',
      replyTo: 'replies@owner.test',
    })
    expect(saved.status).toBe(200)
  })
  afterAll(() => smtp.stop())

  test('on by default with the default text, and nothing is sent before the link is opened', async () => {
    const welcome = (await (await asAdmin('GET', '/api/newsletter/welcome')).json()) as Record<
      string,
      unknown
    >
    expect(welcome).toMatchObject({
      enabled: true,
      subject: "Welcome to Jordan Rivera's newsletter",
      markdown: DEFAULT_WELCOME_MARKDOWN,
      defaultSubject: true,
      defaultText: true,
      mailServer: true,
    })
    expect(welcome.html).toContain('<p>Thank you for subscribing, and welcome!</p>')
  })

  test("sent once when the reader confirms: the owner's identity, the issue footer and one-click headers", async () => {
    const { id, email } = await signUp(app)
    const confirmation = await confirmationTo(email)
    await mailQueueIdle(app.sql)
    expect(await welcomes(app, id)).toEqual([])
    expect((await confirm(app, confirmLink(confirmation.html))).status).toBe(200)
    await mailQueueIdle(app.sql)
    const [mail] = welcomesTo(email)
    expect(mail!.envelopeTo).toEqual([email])
    expect(mail!.subject).toBe("Welcome to Jordan Rivera's newsletter")
    expect(addressOf(mail!.parsed.from)).toEqual({ name: 'Jordan Rivera', address: 'news@owner.test' })
    expect(addressOf(mail!.parsed.replyTo)).toEqual({ name: '', address: 'replies@owner.test' })
    expect(mail!.text).toContain('Hi Ada,')
    expect(mail!.text).toContain('Thank you for subscribing, and welcome!')
    expect(mail!.text).toContain("You receive this because you subscribed to Jordan Rivera's newsletter")
    for (const old of ['Alex Morgan', 'hello@example.com']) {
      expect(
        [mail!.html, mail!.text, ...mail!.parsed.headerLines.map((h) => h.line)].join('\n'),
      ).not.toContain(old)
    }
    // Newsletter mail: RFC 8058 one-click unsubscribe for this reader, the list's id, and the footer's links.
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail!.header('list-id')).toBe('Jordan Rivera newsletter <newsletter.portfolio.test>')
    const unsubscribe = mail!.links.find((href) => href.includes('/newsletter/unsubscribe?token='))!
    expect(mail!.header('list-unsubscribe')).toContain(`<${unsubscribe}>`)
    expect(mail!.header('list-unsubscribe')).toContain('mailto:replies@owner.test')
    expect(await verifyUnsubscribeToken(app.deps, tokenOf(unsubscribe))).toBe(id)
    expect(mail!.links).toContain('https://portfolio.test/newsletter/archive')
    expect(mail!.links).toContain('https://portfolio.test/newsletter/preferences')
    expect(mail!.text).toContain('Read earlier issues in the archive')
    expect(await welcomes(app, id)).toEqual([email])
  })

  test('never twice: a second confirmation, or subscribing again, sends no second welcome', async () => {
    const { id, cookie, email } = await signUp(app)
    expect((await confirm(app, confirmLink((await confirmationTo(email)).html))).status).toBe(200)
    await mailQueueIdle(app.sql)
    expect(await welcomes(app, id)).toEqual([email])
    // The address waits for confirmation again (as a hand-made row could), and a new link confirms it.
    await app.sql`UPDATE newsletter_subscriptions SET confirmed_at = NULL WHERE user_id = ${id}`
    const resent = await app.fetch('/api/newsletter/confirmation', { method: 'POST', headers: { cookie } })
    expect(resent.status).toBe(202)
    expect((await confirm(app, confirmLink((await confirmationTo(email, 2)).html))).status).toBe(200)
    // Unsubscribed and back: the subscription starts again, the welcome does not.
    await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie } })
    const back = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { cookie },
      json: { preferences: { frequency: 'weekly', topics: [] } },
    })
    expect(await back.json()).toMatchObject({ isActive: true, isPending: false })
    await mailQueueIdle(app.sql)
    expect(await welcomes(app, id)).toEqual([email])
    expect(welcomesTo(email)).toHaveLength(1)
  })

  test("the owner's text, sanitised like an issue; off sends nothing", async () => {
    const saved = await asAdmin('PUT', '/api/newsletter/welcome', {
      enabled: true,
      subject: 'Hello from the lab',
      markdown: 'Glad you are here. <script>alert(1)</script>[Start here](https://owner.test/start)',
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ defaultSubject: false, defaultText: false })
    const { email } = await signUp(app)
    expect((await confirm(app, confirmLink((await confirmationTo(email)).html))).status).toBe(200)
    await mailQueueIdle(app.sql)
    const [mail] = welcomesTo(email)
    expect(mail!.subject).toBe('Hello from the lab')
    expect(mail!.html).toContain('Glad you are here.')
    expect(mail!.html).not.toContain('<script')
    expect(mail!.links).toContain('https://owner.test/start')

    expect(
      (await asAdmin('PUT', '/api/newsletter/welcome', { enabled: false, subject: 'Hi', markdown: 'Hi' }))
        .status,
    ).toBe(200)
    const quiet = await signUp(app)
    expect((await confirm(app, confirmLink((await confirmationTo(quiet.email)).html))).status).toBe(200)
    await mailQueueIdle(app.sql)
    expect(await welcomes(app, quiet.id)).toEqual([])
    expect(welcomesTo(quiet.email)).toEqual([])
  })

  test('text equal to the default stays the default: the subject follows a later rename', async () => {
    const current = (await (await asAdmin('GET', '/api/newsletter/welcome')).json()) as Record<
      string,
      unknown
    >
    const saved = await asAdmin('PUT', '/api/newsletter/welcome', {
      enabled: true,
      subject: "Welcome to Jordan Rivera's newsletter",
      // As a browser posts a textarea: CRLF line ends.
      markdown: DEFAULT_WELCOME_MARKDOWN.replace(/\n/g, '\r\n'),
    })
    expect(current.defaultSubject).toBe(false)
    expect(await saved.json()).toMatchObject({ defaultSubject: true, defaultText: true })
    const site = (await (await app.fetch('/api/site')).json()) as Record<string, unknown>
    expect((await asAdmin('PUT', '/api/site', { ...site, ownerName: 'Jordan R.' })).status).toBe(200)
    expect(await (await asAdmin('GET', '/api/newsletter/welcome')).json()).toMatchObject({
      subject: "Welcome to Jordan R.'s newsletter",
    })
  })

  test('reading and saving it is for the admin: 401 signed out, 403 for a reader; bad input is a 400', async () => {
    const body = { enabled: false, subject: 'Nope', markdown: 'Nope' }
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', body],
    ] as const) {
      expect((await app.fetch('/api/newsletter/welcome', { method, json })).status).toBe(401)
      const reader = await app.fetch('/api/newsletter/welcome', { method, json, headers: { cookie: member } })
      expect(reader.status).toBe(403)
    }
    for (const [bad, field] of [
      [{ ...body, subject: '  ' }, 'subject'],
      [{ ...body, markdown: 'x'.repeat(20_001) }, 'markdown'],
      [{ ...body, enabled: 'yes' }, 'enabled'],
      [{ ...body, sendAt: 'now' }, 'sendAt'],
    ] as const) {
      const response = await asAdmin('PUT', '/api/newsletter/welcome', bad)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toContain(field)
    }
    const [row] = await app.sql`SELECT enabled, subject FROM newsletter_welcome`
    expect(row).toMatchObject({ enabled: true, subject: null })
  })
})

describe('without double opt-in', () => {
  test('with a mail server, the welcome goes out with the sign-up itself', async () => {
    const smtp = await startTestSmtpServer()
    try {
      const app = await createTestApp({
        SMTP_URL: smtp.url,
        NEWSLETTER_DOUBLE_OPT_IN: 'false',
        NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
      })
      const { id, email } = await signUp(app)
      await mailQueueIdle(app.sql)
      expect(await welcomes(app, id)).toEqual([email])
      expect(smtp.received.map((m) => [m.envelopeTo[0], m.subject])).toEqual([
        [email, "Welcome to Alex Morgan's newsletter"],
      ])
    } finally {
      await smtp.stop()
    }
  })

  test('without a mail server it is off until the owner turns it on; then it reaches the Outbox', async () => {
    const app = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
    const { admin } = await adminAndMember(app)
    const first = await signUp(app)
    await mailQueueIdle(app.sql)
    expect(await welcomes(app, first.id)).toEqual([])
    const asAdmin = (method: string, json?: unknown) =>
      app.fetch('/api/newsletter/welcome', { method, json, headers: { cookie: admin } })
    const current = (await (await asAdmin('GET')).json()) as { subject: string; markdown: string }
    expect(current).toMatchObject({ enabled: false, mailServer: false })
    const { subject, markdown } = current
    expect((await asAdmin('PUT', { enabled: true, subject, markdown })).status).toBe(200)
    const second = await signUp(app)
    const [mail] = await waitForOutbox(app.sql, 1)
    expect(mail).toMatchObject({ to: second.email, kind: 'newsletter-welcome' })
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(await welcomes(app)).toEqual([second.email])
  })
})
