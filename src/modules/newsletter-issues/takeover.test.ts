import { expect, test } from 'bun:test'
import { claimDelivery } from '../../db/newsletter-deliveries.ts'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { adminAndMember } from '../../testing/admin-test-users.ts'
import { createTestApp, startTestRuntime, type TestApp } from '../../testing/harness.ts'
import { reader } from '../../testing/newsletter.ts'
import { waitForOutbox } from '../../testing/outbox.ts'
import { issueMailSender } from './mail-adapter.ts'
import { deliverNext, LEASE_MS, type SendMail } from './sender.ts'

/*
 * A delivery belongs to its worker only while the worker answers (docs/decisions/219): a live worker's
 * heartbeat keeps it through a long exchange, and a dead worker's is taken over within 30 s. Time is
 * moved in SQL (the lease), never waited out.
 */

const env = {
  NEWSLETTER_DOUBLE_OPT_IN: 'false',
  NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
  NEWSLETTER_RATE_PER_SECOND: '50',
}

async function sendingIssue(app: TestApp, admin: string): Promise<number> {
  const created = await app.fetch('/api/newsletter/issues', {
    method: 'POST',
    headers: { cookie: admin },
    json: { title: 'Takeover', markdown: 'Once each.', topics: [] },
  })
  const { id } = (await created.json()) as { id: number }
  const sent = await app.fetch(`/api/newsletter/issues/${id}/send`, {
    method: 'POST',
    headers: { cookie: admin },
  })
  expect(sent.status).toBe(200)
  return id
}

const issueOf = async (app: TestApp, admin: string, id: number) =>
  (await (
    await app.fetch(`/api/newsletter/issues/${id}`, { headers: { cookie: admin } })
  ).json()) as IssueWithProgress

test('a live worker keeps its delivery through an exchange longer than the lease', async () => {
  const app = await createTestApp(env)
  const { admin } = await adminAndMember(app)
  await reader(app)
  await sendingIssue(app, admin)
  const send = issueMailSender(app.deps)
  let meanwhile: boolean | undefined
  // Twice the lease with the mail server: without the heartbeat, another worker would take the row.
  const slow: SendMail = async (mail) => {
    await Bun.sleep(300)
    meanwhile = await deliverNext(app.deps, send, { leaseMs: 150 })
    await send(mail)
  }
  expect(await deliverNext(app.deps, slow, { leaseMs: 150 })).toBe(true)
  expect(meanwhile).toBe(false)
  expect((await waitForOutbox(app.sql, 1)).length).toBe(1)
})

test("a dead worker's delivery is taken over within 30 s, and the admin is told why it waits", async () => {
  const app = await createTestApp(env)
  const { admin } = await adminAndMember(app)
  const readers = await Promise.all([reader(app), reader(app), reader(app)])
  const id = await sendingIssue(app, admin)

  // A worker claims a delivery and dies: no heartbeat, no mark.
  const dead = await claimDelivery(app.sql, LEASE_MS)
  const [lease] = await app.sql<{ seconds: number }[]>`
    SELECT extract(epoch FROM lease_until - now())::float AS seconds FROM newsletter_deliveries
    WHERE user_id = ${dead!.userId}`
  expect(lease!.seconds).toBeGreaterThan(0)
  // Its lease plus one idle poll of the loop (2 s) stays within the 30 s promised.
  expect(lease!.seconds + 2).toBeLessThanOrEqual(30)
  expect((await issueOf(app, admin, id)).waiting).toBe(
    '2 deliveries are waiting for a send slot (the send rate is shared by every instance)',
  )

  // The lease runs out.
  await app.sql`UPDATE newsletter_deliveries SET lease_until = now() - interval '1 second'
    WHERE user_id = ${dead!.userId}`
  expect((await issueOf(app, admin, id)).waiting).toMatch(
    /^1 delivery was claimed by a worker that stopped answering \(lease ran out at [0-9T:-]+Z\); the next free worker takes it over; 2 deliveries are waiting for a send slot/,
  )

  // Another instance, with the registry's delivery loop, finishes the issue.
  await startTestRuntime(app.config, undefined, { loops: true })
  for (let i = 0; i < 300 && (await issueOf(app, admin, id)).status !== 'sent'; i++) await Bun.sleep(50)
  const issue = await issueOf(app, admin, id)
  expect(issue).toMatchObject({ status: 'sent', waiting: null, progress: { sent: 3, remaining: 0 } })
  const outbox = await waitForOutbox(app.sql, 3)
  expect(outbox.map((m) => m.to).sort()).toEqual(readers.map((r) => r.email).sort())
  const [taken] = await app.sql`SELECT attempts FROM newsletter_deliveries WHERE user_id = ${dead!.userId}`
  expect(taken!.attempts).toBe(2)
})

test('a retry says which error it waits out, and until when', async () => {
  const app = await createTestApp(env)
  const { admin } = await adminAndMember(app)
  await reader(app)
  const id = await sendingIssue(app, admin)
  const refuse: SendMail = async () => {
    throw new Error('451 Try again later')
  }
  expect(await deliverNext(app.deps, refuse, { retryBaseMs: 60_000 })).toBe(true)
  expect((await issueOf(app, admin, id)).waiting).toMatch(
    /^1 delivery is retrying after the error "451 Try again later"; next attempt at [0-9T:-]+Z$/,
  )
  expect(
    (await app.fetch(`/api/newsletter/issues/${id}/pause`, { method: 'POST', headers: { cookie: admin } }))
      .status,
  ).toBe(200)
  expect((await issueOf(app, admin, id)).waiting).toBe('1 delivery waits for the issue to be resumed')
})
