import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { mailAppWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { oneClickUnsubscribe, reader } from '../../testing/newsletter.ts'
import type { TestSmtpServer } from '../../testing/smtp.ts'
import { registry } from '../metrics/registry.ts'
import { issueMailSender } from './mail-adapter.ts'
import { deliverNext, type SenderOptions, type SendMail } from './sender.ts'

let app: TestApp
let admin: string
let smtp: TestSmtpServer
let send: SendMail

beforeAll(async () => {
  // https: RFC 8058 asks for an https unsubscribe address.
  ;({ app, smtp, admin } = await mailAppWithUsers({
    SITE_URL: 'https://portfolio.test',
    NEWSLETTER_RATE_PER_SECOND: '50',
    // Readers here are confirmed at sign-up; pending ones are left out (tested in issues.test.ts).
    NEWSLETTER_DOUBLE_OPT_IN: 'false',
    // Only newsletter mail in this server.
    NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
  }))
  // Nor the welcome email a mail server turns on (src/modules/newsletter/welcome.test.ts).
  await app.sql`INSERT INTO newsletter_welcome (enabled) VALUES (false)`
  send = issueMailSender(app.deps)
})
afterAll(() => smtp.stop())
beforeEach(async () => {
  smtp.received.length = 0
  await app.sql`DELETE FROM newsletter_deliveries`
  await app.sql`DELETE FROM newsletter_issues`
  await app.sql`DELETE FROM newsletter_subscriptions`
})

const call = (method: string, path: string, json?: unknown) =>
  app.fetch(path, { method, headers: { cookie: admin }, json })

async function startedIssue(
  topics: string[] = [],
  markdown = 'Hello **readers**. [Docs](https://docs.example/x)',
) {
  const created = await call('POST', '/api/newsletter/issues', { title: 'Issue one', markdown, topics })
  const issue = (await created.json()) as IssueWithProgress
  expect((await call('POST', `/api/newsletter/issues/${issue.id}/send`)).status).toBe(200)
  return issue
}

async function drain(options: SenderOptions = {}) {
  while (await deliverNext(app.deps, send, options)) {}
}

const progressOf = async (id: number) =>
  ((await (await call('GET', `/api/newsletter/issues/${id}`)).json()) as IssueWithProgress).progress

describe('sending an issue', () => {
  test('a finished issue keeps what its send did when a reader later deletes their account', async () => {
    const gone = await reader(app, { topics: [] })
    await reader(app, { topics: [] })
    const issue = await startedIssue()
    await drain()
    expect(await progressOf(issue.id)).toEqual({ total: 2, sent: 2, failed: 0, remaining: 0 })
    // The account's delivery row goes with it (ON DELETE CASCADE); the issue's figures stay.
    await app.sql`DELETE FROM users WHERE id = ${gone.id}`
    expect(await app.sql`SELECT 1 FROM newsletter_deliveries WHERE issue_id = ${issue.id}`).toHaveLength(1)
    expect(await progressOf(issue.id)).toEqual({ total: 2, sent: 2, failed: 0, remaining: 0 })
  })

  test('reaches exactly the matching subscribers, once each, with RFC 8058 headers and both parts', async () => {
    const all = await reader(app, { topics: [] })
    const career = await reader(app, { topics: ['career-tips'] })
    const both = await reader(app, { topics: ['web-development', 'career-tips'] })
    await reader(app, { topics: ['ui-ux-design'] })
    await reader(app, { topics: ['career-tips'], active: false })
    const issue = await startedIssue(['career-tips'])
    await drain()

    const to = smtp.received.flatMap((m) => m.envelopeTo).sort()
    expect(to).toEqual([all.email, career.email, both.email].sort())
    for (const mail of smtp.received) {
      const userId = [all, career, both].find((r) => r.email === mail.envelopeTo[0])!.id
      expect(mail.subject).toBe('Issue one')
      expect(mail.header('message-id')).toBe(`<newsletter-${issue.id}-${userId}@portfolio.test>`)
      expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      const listUnsubscribe = mail.header('list-unsubscribe')!
      const [https = '', mailto = ''] = [...listUnsubscribe.matchAll(/<([^>]+)>/g)].map((m) => m[1]!)
      expect(https).toStartWith('https://portfolio.test/newsletter/unsubscribe?token=')
      expect(mailto).toStartWith('mailto:')
      expect(mail.html).toContain('Hello <strong>readers</strong>')
      expect(mail.text).toContain('Hello')
      // The body's link passes through the site's tracked redirect (decision 238), which leads to it.
      const tracked = mail.text.match(/https:\/\/portfolio\.test(\/r\/[^\s]+)/)![1]!
      const followed = await app.fetch(tracked, { redirect: 'manual' })
      expect(followed.headers.get('location')).toBe('https://docs.example/x')
      expect(mail.links).toContain(https)
      expect(mail.links).toContain('https://portfolio.test/newsletter/preferences')
      expect(mail.links).toContain(`https://portfolio.test/newsletter/archive/${issue.slug}`)
    }
    expect(await progressOf(issue.id)).toEqual({ total: 3, sent: 3, failed: 0, remaining: 0 })
    const [row] = await app.sql`SELECT status, sent_at FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.status).toBe('sent')
    expect(row!.sent_at).not.toBeNull()

    // The header's https address, POSTed as a mail client does, unsubscribes that reader only.
    const target = smtp.received.find((m) => m.envelopeTo[0] === career.email)!
    const url = [...(target.header('list-unsubscribe') ?? '').matchAll(/<([^>]+)>/g)][0]![1]!
    const response = await oneClickUnsubscribe(app, url)
    expect(response.status).toBe(200)
    const active =
      await app.sql`SELECT user_id FROM newsletter_subscriptions WHERE is_active ORDER BY user_id`
    expect(active.map((r) => r.user_id)).not.toContain(career.id)
    expect(active.map((r) => r.user_id)).toContain(all.id)
  })

  test('the text part keeps each image as its alt text and absolute address', async () => {
    const target = await reader(app)
    const chart = `/media/${'c'.repeat(64)}.png`
    const photo = `/media/${'d'.repeat(64)}.webp`
    // The second image is marked decorative: it has no alt text, and the owner said so (decision 234).
    await startedIssue(
      [],
      `Before.\n\n![Signups per week, up 40%](${chart})\n\nBetween ![](${photo} "decorative") after.`,
    )
    await drain()
    const [mail] = smtp.received.filter((m) => m.envelopeTo[0] === target.email)
    expect(mail!.text).toContain(`[Image: Signups per week, up 40%] https://portfolio.test${chart}`)
    expect(mail!.text).toContain(`Between [Image] https://portfolio.test${photo} after.`)
    expect(mail!.text.indexOf('Before.')).toBeLessThan(mail!.text.indexOf('[Image: Signups'))
  })

  test('two workers side by side never send to one reader twice', async () => {
    const readers = await Promise.all(Array.from({ length: 8 }, () => reader(app)))
    await startedIssue()
    await Promise.all([drain(), drain(), drain()])
    const to = smtp.received.flatMap((m) => m.envelopeTo).sort()
    expect(to).toEqual(readers.map((r) => r.email).sort())
  })

  test('messages leave at the configured rate', async () => {
    await Promise.all(Array.from({ length: 6 }, () => reader(app)))
    await startedIssue()
    const started = performance.now()
    await drain()
    // 50 a second: six messages need at least five 20 ms intervals between them.
    expect(performance.now() - started).toBeGreaterThanOrEqual(5 * 20 - 5)
    expect(smtp.received.length).toBe(6)
  })

  test('pause stops sending and keeps the progress; resume finishes', async () => {
    await Promise.all(Array.from({ length: 4 }, () => reader(app)))
    const issue = await startedIssue()
    expect(await deliverNext(app.deps, send)).toBe(true)
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/pause`)).status).toBe(200)
    expect(await deliverNext(app.deps, send)).toBe(false)
    expect(await progressOf(issue.id)).toEqual({ total: 4, sent: 1, failed: 0, remaining: 3 })
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/resume`)).status).toBe(200)
    await drain()
    expect(await progressOf(issue.id)).toEqual({ total: 4, sent: 4, failed: 0, remaining: 0 })
    expect(smtp.received.length).toBe(4)
  })

  test('a refused message is retried later, and counted as failed after the last attempt', async () => {
    const a = await reader(app)
    await reader(app)
    const issue = await startedIssue()
    // Read as numbers at once: prom-client hands out its live entries.
    const counts = async () => {
      const { values } = await registry.getSingleMetric('newsletter_deliveries_total')!.get()
      return ['sent', 'retried', 'failed'].map((o) => values.find((v) => v.labels.outcome === o)?.value ?? 0)
    }
    const before = await counts()
    smtp.failNext(1)
    // The first claim fails with 451 and waits out its retry delay; the other reader goes meanwhile.
    await drain({ retryBaseMs: 60_000 })
    const [waiting] = await app.sql`
      SELECT status, attempts, last_error FROM newsletter_deliveries WHERE user_id = ${a.id}`
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.last_error).toContain('Try again later')
    expect(await progressOf(issue.id)).toEqual({ total: 2, sent: 1, failed: 0, remaining: 1 })
    await app.sql`UPDATE newsletter_deliveries SET lease_until = now() - interval '1 second' WHERE user_id = ${a.id}`
    smtp.failNext(1)
    await drain({ maxAttempts: 2 })
    expect(await progressOf(issue.id)).toEqual({ total: 2, sent: 1, failed: 1, remaining: 0 })
    // /metrics saw the same: one sent, one retried, one failed for good.
    expect((await counts()).map((n, i) => n - before[i]!)).toEqual([1, 1, 1])
    const [row] = await app.sql`SELECT status FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.status).toBe('sent')
  })

  test('an issue nobody matches is not sent: it stays a draft and the worker has nothing to do', async () => {
    await reader(app, { topics: ['career-tips'] })
    const created = await call('POST', '/api/newsletter/issues', {
      title: 'Design notes',
      markdown: 'x',
      topics: ['ui-ux-design'],
    })
    const issue = (await created.json()) as IssueWithProgress
    const refused = await call('POST', `/api/newsletter/issues/${issue.id}/send`)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Nobody would get this issue · 1 skipped: 1 follows other topics. It was not sent and stays a draft.',
    )
    expect(await deliverNext(app.deps, send)).toBe(false)
    const [row] = await app.sql`SELECT status FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.status).toBe('draft')
    expect(smtp.received.length).toBe(0)
  })
})

test('an idle worker leaves the data version (and so the page cache) alone', async () => {
  const version = async () => (await app.sql`SELECT version FROM data_version`)[0]!.version
  const before = await version()
  expect(await deliverNext(app.deps, send)).toBe(false)
  expect(await deliverNext(app.deps, send)).toBe(false)
  expect(await version()).toBe(before)
})
