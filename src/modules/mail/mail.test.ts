import { afterEach, describe, expect, test } from 'bun:test'
import { QUEUES } from '../../jobs/queues.ts'
import { createTestApp, startTestRuntime, type TestApp } from '../../testing/harness.ts'
import { mailQueueIdle, waitForOutbox } from '../../testing/outbox.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.ts'
import { registry } from '../metrics/registry.ts'
import { enqueueMail, notifyOwner } from './service.ts'

const message = (n: number) => ({
  to: `reader${n}@example.com`,
  subject: `Hello ${n}`,
  html: `<p>Hello <a href="https://portfolio.test/x?n=${n}&amp;y=1">link</a></p>`,
  text: `Hello ${n}`,
  headers: { 'X-Test': `value-${n}` },
  kind: 'test',
})

/** This process's `mail_messages_total` by outcome (/metrics), to compare before and after. */
async function mailCounts(): Promise<Record<string, number>> {
  const { values } = await registry.getSingleMetric('mail_messages_total')!.get()
  return Object.fromEntries(values.map(({ labels, value }) => [String(labels.outcome), value]))
}
const grew = (before: Record<string, number>, after: Record<string, number>, outcome: string) =>
  (after[outcome] ?? 0) - (before[outcome] ?? 0)

const logRows = (app: TestApp) =>
  app.sql<{ status: string; attempts: number; lastError: string | null }[]>`
    SELECT status, attempts, last_error AS "lastError" FROM mail_log ORDER BY id`

describe('without SMTP_URL: the outbox', () => {
  test('a queued message lands in the outbox with its headers, HTML and text, and is logged as sent', async () => {
    const app = await createTestApp()
    expect(app.deps.mailer.kind).toBe('outbox')
    await enqueueMail(app.deps, message(1))
    const [stored] = await waitForOutbox(app.sql, 1)
    expect(stored).toMatchObject({
      to: 'reader1@example.com',
      subject: 'Hello 1',
      kind: 'test',
      text: 'Hello 1',
    })
    // The site settings' sender: by default the owner's name and contact email.
    expect(stored!.from).toBe('"Alex Morgan" <hello@example.com>')
    expect(stored!.html).toContain('href="https://portfolio.test/x?n=1&amp;y=1"')
    expect(stored!.headers).toMatchObject({
      'X-Test': 'value-1',
      To: 'reader1@example.com',
      Subject: 'Hello 1',
    })
    expect(stored!.headers['Message-ID']).toMatch(/^<[\w-]+@portfolio\.test>$/)
    expect([...(await logRows(app))]).toEqual([{ status: 'sent', attempts: 1, lastError: null }])
  })

  test('a dedupe key queues a message once, ever', async () => {
    const app = await createTestApp()
    const first = await enqueueMail(app.deps, message(1), { dedupeKey: 'issue:1:user:1' })
    const again = await enqueueMail(app.deps, message(1), { dedupeKey: 'issue:1:user:1' })
    expect(first).toBeNumber()
    expect(again).toBeNull()
    await waitForOutbox(app.sql, 1)
    await mailQueueIdle(app.sql)
    expect(await waitForOutbox(app.sql, 1)).toHaveLength(1)
  })

  test('a message queued in a transaction that rolls back is never sent', async () => {
    const app = await createTestApp()
    await expect(
      app.sql.begin(async (tx) => {
        await enqueueMail(app.deps, message(1), { tx: tx as never })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    await enqueueMail(app.deps, message(2))
    const [only] = await waitForOutbox(app.sql, 1)
    expect(only!.to).toBe('reader2@example.com')
    const [{ n }] = (await app.sql`SELECT count(*)::int AS n FROM mail_log`) as unknown as [{ n: number }]
    expect(n).toBe(1)
  })

  test('notifyOwner writes a short note to the contact email (no admin email set) with a text part', async () => {
    const app = await createTestApp({ OWNER_EMAIL: 'owner@example.com', OWNER_NAME: 'Alex Morgan' })
    await notifyOwner(app.deps, {
      kind: 'owner-new-subscriber',
      summary: 'Ada Reader subscribed to the newsletter.',
      details: [['Email', 'ada@example.com']],
    })
    const [note] = await waitForOutbox(app.sql, 1)
    expect(note).toMatchObject({ to: 'owner@example.com', kind: 'owner-new-subscriber' })
    expect(note!.subject).toContain('Ada Reader subscribed')
    expect(note!.html).toContain('<html')
    expect(note!.text).toContain('Ada Reader subscribed to the newsletter.')
    expect(note!.text).toContain('Email: ada@example.com')
  })

  test('several queue instances on one database deliver every message exactly once', async () => {
    const app = await createTestApp()
    // A second instance: a whole runtime (its own pg-boss and workers) on the same database.
    await startTestRuntime(app.config)
    for (let n = 1; n <= 12; n++) await enqueueMail(app.deps, message(n))
    const stored = await waitForOutbox(app.sql, 12)
    await mailQueueIdle(app.sql)
    expect((await waitForOutbox(app.sql, 12)).length).toBe(12)
    expect(new Set(stored.map((m) => m.to)).size).toBe(12)
  })
})

describe('with SMTP_URL: a real SMTP server', () => {
  let smtp: TestSmtpServer
  afterEach(async () => {
    await smtp?.stop()
  })

  test('recipients, subject, headers, HTML and text parts and links arrive as queued', async () => {
    smtp = await startTestSmtpServer()
    const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Site <site@portfolio.test>' })
    expect(app.deps.mailer.kind).toBe('smtp')
    await enqueueMail(app.deps, message(7))
    const [mail] = await smtp.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['reader7@example.com'])
    expect(mail!.envelopeFrom).toBe('site@portfolio.test')
    expect(mail!.subject).toBe('Hello 7')
    expect(mail!.header('x-test')).toBe('value-7')
    // MAIL_FROM gives the address only; the name is the site settings' (the owner's).
    expect(mail!.header('from')).toBe('Alex Morgan <site@portfolio.test>')
    expect(mail!.text.trim()).toBe('Hello 7')
    expect(mail!.links).toEqual(['https://portfolio.test/x?n=7&y=1'])
    await mailQueueIdle(app.sql)
    expect((await logRows(app))[0]).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await app.sql`SELECT 1 FROM outbox`).toHaveLength(0)
  })

  test('a refused attempt is retried after a backoff and then delivered once', async () => {
    smtp = await startTestSmtpServer()
    smtp.failNext(1)
    const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' })
    const before = await mailCounts()
    await enqueueMail(app.deps, message(1))
    await smtp.waitFor(1, 30_000)
    await mailQueueIdle(app.sql)
    const [row] = await logRows(app)
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smtp.received).toHaveLength(1)
    // /metrics counts each step: one queued, one retried attempt, one sent.
    const after = await mailCounts()
    expect([
      grew(before, after, 'queued'),
      grew(before, after, 'retried'),
      grew(before, after, 'sent'),
    ]).toEqual([1, 1, 1])
  }, 40_000)

  test('queueing answers at once while the SMTP server is slow', async () => {
    smtp = await startTestSmtpServer()
    smtp.delayMs = 3000
    const app = await createTestApp({ SMTP_URL: smtp.url })
    await enqueueMail(app.deps, message(1)) // the worker is now stuck on this one
    const started = performance.now()
    await enqueueMail(app.deps, message(2))
    expect(performance.now() - started).toBeLessThan(1000)
    await smtp.waitFor(2, 20_000)
  }, 30_000)

  test('the last failed attempt marks the message failed with the error', async () => {
    smtp = await startTestSmtpServer()
    const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' })
    smtp.failNext(100)
    const before = await mailCounts()
    const logId = await enqueueMail(app.deps, message(1))
    const deadline = Date.now() + 15_000
    let rows = await logRows(app)
    while (rows[0]?.status !== 'failed' && Date.now() < deadline) {
      // Skip the waiting: no retry left, and due now.
      await app.sql`UPDATE pgboss.job SET retry_limit = 0, start_after = now()
        WHERE name = ${QUEUES.mail} AND state IN ('created', 'retry')`
      await Bun.sleep(100)
      rows = await logRows(app)
    }
    expect(logId).toBeNumber()
    expect(rows[0]).toMatchObject({ status: 'failed' })
    expect(rows[0]!.lastError).toContain('Try again later')
    expect(grew(before, await mailCounts(), 'failed')).toBe(1)
  }, 30_000)
})
