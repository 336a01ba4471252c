import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { signUpReader } from '../../testing/newsletter.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.ts'
import { issueMailSender } from '../newsletter-issues/mail-adapter.ts'
import { deliverNext, type SendMail } from '../newsletter-issues/sender.ts'

/*
 * Reader states end to end, as a production site with SMTP runs: double opt-in on (the default with
 * SMTP_URL), confirmation links mailed through the queue, newsletter issues through the real sender,
 * and a mail server that refuses an address (docs/decisions/226).
 */

let app: TestApp
let smtp: TestSmtpServer
let admin: string
let send: SendMail

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  app = await createTestApp({
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_SECOND: '50',
    NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
  })
  send = issueMailSender(app.deps)
})
afterAll(() => smtp.stop())
beforeEach(async () => {
  await app.sql`DELETE FROM users WHERE NOT is_admin`
  await app.sql`DELETE FROM newsletter_issues`
  await app.sql`DELETE FROM rate_limits`
  smtp.received.length = 0
  smtp.refused.clear()
  admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
})

interface Listed {
  readers: { id: number; username: string; state: string }[]
  total: number
  counts: { byState: { state: string; count: number }[] }
}
const asAdmin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  app.fetch(path, { ...init, headers: { cookie: admin } })
const list = async (query = '') => (await (await asAdmin(`/api/readers${query}`)).json()) as Listed
const countOf = (listed: Listed, state: string) => listed.counts.byState.find((c) => c.state === state)?.count

/** The screen's tallies (counted over the subscriptions) say what each state's own filter finds. */
async function expectTalliesMatchFilters() {
  const { counts } = await list()
  for (const { state, count } of counts.byState)
    expect([state, (await list(`?state=${state}`)).total]).toEqual([state, count])
}

let serial = 0
const signUp = () => signUpReader(app, 'states', { lastName: `Reader${++serial}`, frequency: 'monthly' })

/** The confirmation email the queue sends to `email`, once it has arrived. */
async function confirmationMailTo(email: string) {
  for (;;) {
    const mail = smtp.received.find((m) => m.envelopeTo.includes(email) && m.links.some(isConfirmLink))
    if (mail) return mail
    await smtp.waitFor(smtp.received.length + 1)
  }
}
const isConfirmLink = (href: string) => href.includes('/newsletter/confirm')

/** Opens the link of the confirmation email sent to `email`. */
async function confirmByMail(email: string) {
  const link = (await confirmationMailTo(email)).links.find(isConfirmLink)!
  const token = new URL(link).searchParams.get('token')
  const response = await app.fetch('/api/newsletter/confirm', { method: 'POST', json: { token } })
  expect(response.status).toBe(200)
}

/** Writes an issue for every topic, sends it, and works through its deliveries as a worker would. */
async function sendIssue(title: string, status = 200) {
  const created = await asAdmin('/api/newsletter/issues', {
    method: 'POST',
    json: { title, markdown: 'Hello readers.', topics: [] },
  })
  const { id } = (await created.json()) as { id: number }
  expect((await asAdmin(`/api/newsletter/issues/${id}/send`, { method: 'POST' })).status).toBe(status)
  while (await deliverNext(app.deps, send)) {}
}

test('a reader who has not opened the confirmation link is Pending wherever the admin looks, then Active', async () => {
  const reader = await signUp()
  const before = await list()
  expect(before.readers.map((r) => [r.username, r.state])).toEqual([[reader.username, 'pending']])
  expect([countOf(before, 'pending'), countOf(before, 'active')]).toEqual([1, 0])
  expect((await list('?state=active')).readers).toEqual([])
  expect((await list('?state=pending')).readers.map((r) => r.id)).toEqual([reader.id])
  const csv = await (await asAdmin('/api/readers/export')).text()
  expect(csv).toContain(`${reader.username},Ada,Reader${serial},${reader.email},`)
  expect(csv).toMatch(/,Pending,monthly,/)
  const html = await (await asAdmin('/admin/subscribers?state=pending')).text()
  expect(html).toMatch(new RegExp(`<th scope="row">${reader.username}<span[^>]*>Ada Reader\\d+</span></th>`))
  expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Pending(<!-- -->)? <strong>1<\/strong><\/a>/)
  expect(html).toMatch(/<caption[^>]*>Pending: 1 reader<\/caption>/)
  // A pending reader is not sent an issue: nobody is in the audience yet, so the send is refused.
  await sendIssue('Before confirming', 409)
  expect(smtp.received.some((m) => m.subject === 'Before confirming')).toBe(false)

  await confirmByMail(reader.email)
  const after = await list()
  expect(after.readers.map((r) => r.state)).toEqual(['active'])
  expect([countOf(after, 'pending'), countOf(after, 'active')]).toEqual([0, 1])
  await expectTalliesMatchFilters()
})

test('a reader whose address the mail server refuses (550) is failing after an issue; the next one that arrives clears it', async () => {
  const good = await signUp()
  const bad = await signUp()
  await confirmByMail(good.email)
  await confirmByMail(bad.email)
  smtp.refused.add(bad.email.toUpperCase())

  await sendIssue('First issue')
  const failing = await list('?state=failed')
  expect(failing.readers.map((r) => r.id)).toEqual([bad.id])
  expect(failing.total).toBe(1)
  expect([countOf(failing, 'failed'), countOf(failing, 'active')]).toEqual([1, 1])
  await expectTalliesMatchFilters()
  expect((await list('?state=active')).readers.map((r) => r.id)).toEqual([good.id])
  const csv = await (await asAdmin('/api/readers/export?state=failed')).text()
  expect(csv).toContain(`${bad.username},Ada,`)
  expect(csv).toContain(',Mail failing,monthly,')

  // The mailbox exists again: the next issue reaches it (the good reader's monthly cap skips them).
  smtp.refused.clear()
  await sendIssue('Second issue')
  expect(smtp.received.filter((m) => m.subject === 'Second issue').map((m) => m.envelopeTo)).toEqual([
    [bad.email],
  ])
  expect((await list()).readers.map((r) => [r.id, r.state])).toEqual([
    [bad.id, 'active'],
    [good.id, 'active'],
  ])
})
