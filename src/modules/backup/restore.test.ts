import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Database } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { adminAndMember } from '../../testing/admin-test-users.ts'
import {
  createTestApp,
  signIn,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  throwawayDatabase,
} from '../../testing/harness.ts'
import { oneClickUnsubscribe, reader, sendAndDeliver } from '../../testing/newsletter.ts'
import { mailQueueIdle } from '../../testing/outbox.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.ts'
import { exportBackup, importBackup } from './service.ts'

/*
 * A site moved with `npm run export` / `npm run import` keeps working for mail already in readers'
 * inboxes (decision 225): with UNSUBSCRIBE_SECRET unset, the one-click link signed by the generated key,
 * and the admin's numbers and the frequency caps counted from the delivery rows.
 */

let smtp: TestSmtpServer
let source: TestApp
let restoredDb: Database

const ENV = {
  SITE_URL: 'https://portfolio.test',
  NEWSLETTER_RATE_PER_SECOND: '50',
  NEWSLETTER_DOUBLE_OPT_IN: 'false',
  NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
}

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  source = await createTestApp({ ...ENV, SMTP_URL: smtp.url })
  restoredDb = await throwawayDatabase('portfolio_restore')
  await migrate(restoredDb.sql)
})
afterAll(() => smtp.stop())

async function sentIssue(app: TestApp, admin: string, title: string): Promise<IssueWithProgress> {
  const call = (method: string, path: string, json?: unknown) =>
    app.fetch(path, { method, headers: { cookie: admin }, json })
  const created = (await (
    await call('POST', '/api/newsletter/issues', { title, markdown: 'Hello.', topics: [] })
  ).json()) as IssueWithProgress
  await sendAndDeliver(app, admin, created.id)
  return (await (await call('GET', `/api/newsletter/issues/${created.id}`)).json()) as IssueWithProgress
}

const unsubscribeUrl = (to: string) => {
  const mail = smtp.received.find((m) => m.envelopeTo[0] === to && m.header('list-unsubscribe'))!
  return [...mail.header('list-unsubscribe')!.matchAll(/<(https:[^>]+)>/g)][0]![1]!
}

test('after export and import, links in mails already sent work and the issue stats are unchanged', async () => {
  const { admin } = await adminAndMember(source)
  const weekly = await reader(source, { frequency: 'weekly' })
  const monthly = await reader(source, { frequency: 'monthly' })
  const issue = await sentIssue(source, admin, 'Before the move')
  expect(issue.progress).toEqual({ total: 2, sent: 2, failed: 0, remaining: 0 })
  // A reset link mailed just before the move.
  const forgot = await source.fetch('/api/password/forgot', {
    method: 'POST',
    json: { email: monthly.email },
  })
  expect(forgot.status).toBe(202)
  await mailQueueIdle(source.sql)
  const resetMail = smtp.received.find(
    (m) => m.envelopeTo[0] === monthly.email && m.subject.includes('Reset your password'),
  )!
  const resetToken = new URL(resetMail.links.find((href) => href.includes('/auth/reset'))!).searchParams.get(
    'token',
  )!

  const lines: string[] = []
  await exportBackup(source.sql, (line) => {
    lines.push(line)
  })
  await importBackup(
    restoredDb.sql,
    (async function* () {
      yield* lines
    })(),
  )
  const restored = await startTestApp(source.config, restoredDb)
  const restoredAdmin = await signIn(restored, TEST_ADMIN.username, TEST_ADMIN.password)

  // What the admin sees of the issue: the same numbers, the same issue.
  const shown = await restored.fetch(`/api/newsletter/issues/${issue.id}`, {
    headers: { cookie: restoredAdmin },
  })
  expect(await shown.json()).toEqual(issue)

  // The one-click link from the mail the weekly reader already has, POSTed as a mail client does.
  const unsubscribed = await oneClickUnsubscribe(restored, unsubscribeUrl(weekly.email))
  expect(unsubscribed.status).toBe(200)
  const [row] =
    await restored.sql`SELECT is_active FROM newsletter_subscriptions WHERE user_id = ${weekly.id}`
  expect(row!.is_active).toBe(false)
  // It was the restored site that answered: the old one still has the reader subscribed.
  const [old] = await source.sql`SELECT is_active FROM newsletter_subscriptions WHERE user_id = ${weekly.id}`
  expect(old!.is_active).toBe(true)

  // The mailed reset link works there too.
  const reset = await restored.fetch('/api/password/reset', {
    method: 'POST',
    json: { token: resetToken, password: 'a-new-password-after-the-move' },
  })
  expect(reset.status).toBe(200)

  // Frequency caps count the issue sent before the move: the monthly reader gets no second issue this
  // month; a reader who joined after the move does. New rows (users, issues, deliveries, mail log)
  // continue above the restored ids.
  const newcomer = await reader(restored)
  const next = await sentIssue(restored, restoredAdmin, 'After the move')
  expect(next.id).toBeGreaterThan(issue.id)
  expect(next.progress).toEqual({ total: 1, sent: 1, failed: 0, remaining: 0 })
  const [delivery] = await restored.sql`SELECT user_id FROM newsletter_deliveries WHERE issue_id = ${next.id}`
  expect(delivery!.user_id).toBe(newcomer.id)
})
