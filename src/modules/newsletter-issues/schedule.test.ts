import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { QUEUES } from '../../jobs/queues.ts'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { adminAndMember, appWithUsers } from '../../testing/admin-test-users.ts'
import { createTestApp, startTestRuntime, type TestApp } from '../../testing/harness.ts'
import { clearNewsletter, deliverAll, reader } from '../../testing/newsletter.ts'
import { jobQueueIdle, waitForOutbox } from '../../testing/outbox.ts'
import { stopTracked } from '../../testing/resources.ts'
import { fireScheduledIssue } from './service.ts'

/*
 * Scheduled sends (docs/decisions/234): a pg-boss job per schedule, due at the owner's time, that sends
 * through Send's own transaction and recipient query. Nothing here sleeps to show that nothing happened:
 * a test waits for a condition, or for a later-scheduled witness issue to go and the queue to go idle.
 */

const env = {
  NEWSLETTER_DOUBLE_OPT_IN: 'false',
  NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
  NEWSLETTER_RATE_PER_SECOND: '50',
}

let app: TestApp
let admin: string
let member: string

beforeAll(async () => {
  ;({ app, admin, member } = await appWithUsers(env))
})
beforeEach(() => clearNewsletter(app.sql))

const call = (method: string, path: string, json?: unknown, cookie = admin) =>
  app.fetch(path, { method, headers: { cookie }, json })

async function draft(title: string, markdown = 'Some *news*.'): Promise<IssueWithProgress> {
  const response = await call('POST', '/api/newsletter/issues', { title, markdown, topics: [] })
  expect(response.status).toBe(201)
  return (await response.json()) as IssueWithProgress
}

const inMs = (ms: number) => new Date(Date.now() + ms)

const schedule = (id: number, at: Date | string, cookie = admin) =>
  call(
    'PUT',
    `/api/newsletter/issues/${id}/schedule`,
    { sendAt: typeof at === 'string' ? at : at.toISOString() },
    cookie,
  )

async function scheduled(id: number, at: Date): Promise<IssueWithProgress> {
  const response = await schedule(id, at)
  expect(response.status).toBe(200)
  return (await response.json()) as IssueWithProgress
}

const issueOf = async (id: number) =>
  (await (await call('GET', `/api/newsletter/issues/${id}`)).json()) as IssueWithProgress

const statusOf = async (id: number) =>
  (await app.sql<{ status: string }[]>`SELECT status FROM newsletter_issues WHERE id = ${id}`)[0]?.status

/** The jobs of one issue's schedules, oldest first. */
interface ScheduleJob {
  id: string
  state: string
  startAfter: Date
}

const jobsOf = async (app: TestApp, id: number): Promise<ScheduleJob[]> => [
  ...(await app.sql<ScheduleJob[]>`
    SELECT id, state, start_after AS "startAfter" FROM pgboss.job
    WHERE name = ${QUEUES.scheduledIssue} AND singleton_key = ${`issue-${id}`} ORDER BY created_on, start_after`),
]

const deliveryCount = async (id: number) =>
  (
    await app.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = ${id}`
  )[0]!.n

/** Polls until `condition` holds (the scheduled job runs on the worker's next poll after its time). */
async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await Bun.sleep(50)
  }
}

const waitUntilSending = (id: number, on = app) =>
  waitFor(`issue ${id} is sending`, async () => {
    const [row] = await on.sql<{ status: string }[]>`SELECT status FROM newsletter_issues WHERE id = ${id}`
    return row?.status === 'sending'
  })

/**
 * A second issue scheduled after the one under test: once it has gone and the queue is idle, the time
 * of the first has passed and whatever its job was going to do, it has done.
 */
async function afterWitness(at: Date, on = app): Promise<void> {
  const witness = await draft('Witness')
  await scheduled(witness.id, at)
  await waitUntilSending(witness.id, on)
  await jobQueueIdle(on.sql, QUEUES.scheduledIssue)
}

describe('a scheduled send', () => {
  test('goes out once, at its time, through the same path as Send', async () => {
    const readers = [await reader(app), await reader(app)]
    const issue = await draft('On a timer')
    const at = inMs(1500)
    const saved = await scheduled(issue.id, at)
    expect(saved).toMatchObject({ status: 'draft', scheduledAt: at.toISOString(), scheduleRefusal: null })
    expect(await jobsOf(app, issue.id)).toEqual([
      { id: expect.any(String), state: 'created', startAfter: at },
    ])

    await waitUntilSending(issue.id)
    const [row] = await app.sql<{ sentAt: Date; scheduledAt: Date | null }[]>`
      SELECT updated_at AS "sentAt", scheduled_at AS "scheduledAt" FROM newsletter_issues WHERE id = ${issue.id}`
    // Not before its time, and the schedule is spent.
    expect(row!.sentAt.getTime()).toBeGreaterThanOrEqual(at.getTime())
    expect(row!.scheduledAt).toBeNull()
    expect(await deliveryCount(issue.id)).toBe(2)
    await jobQueueIdle(app.sql, QUEUES.scheduledIssue)
    expect((await jobsOf(app, issue.id)).map((job) => job.state)).toEqual(['completed'])

    // The deliveries are ordinary ones: each reader gets the issue once.
    await deliverAll(app)
    const mails = await waitForOutbox(app.sql, 2)
    expect(mails.map((mail) => mail.to).sort()).toEqual(readers.map((r) => r.email).sort())
    expect(await statusOf(issue.id)).toBe('sent')
  })

  test('cancelled before its time, it never goes; cancelling twice says there is nothing to cancel', async () => {
    await reader(app)
    const issue = await draft('Called off')
    await scheduled(issue.id, inMs(1200))
    const cancelled = await call('DELETE', `/api/newsletter/issues/${issue.id}/schedule`)
    expect(cancelled.status).toBe(200)
    expect(((await cancelled.json()) as IssueWithProgress).scheduledAt).toBeNull()
    expect((await jobsOf(app, issue.id)).map((job) => job.state)).toEqual(['cancelled'])

    await afterWitness(inMs(1500))
    expect(await statusOf(issue.id)).toBe('draft')
    expect(await deliveryCount(issue.id)).toBe(0)
    const again = await call('DELETE', `/api/newsletter/issues/${issue.id}/schedule`)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toBe('This issue is not scheduled')
  })

  test('a change of time moves it: earlier goes earlier, later waits, and one job waits per issue', async () => {
    await reader(app)
    const sooner = await draft('Brought forward')
    await scheduled(sooner.id, inMs(3_600_000))
    await scheduled(sooner.id, inMs(1200))
    const later = await draft('Put back')
    await scheduled(later.id, inMs(1300))
    const putBack = inMs(7_200_000)
    await scheduled(later.id, putBack)
    expect((await jobsOf(app, later.id)).map((job) => job.state)).toEqual(['cancelled', 'created'])

    await waitUntilSending(sooner.id)
    await afterWitness(inMs(1500))
    expect(await statusOf(later.id)).toBe('draft')
    expect(await deliveryCount(later.id)).toBe(0)
    expect((await issueOf(later.id)).scheduledAt).toBe(putBack.toISOString())
    const jobs = await jobsOf(app, later.id)
    expect(jobs.map((job) => job.state)).toEqual(['cancelled', 'created'])
    expect(jobs[1]!.startAfter).toEqual(putBack)
    expect((await jobsOf(app, sooner.id)).map((job) => job.state)).toEqual(['cancelled', 'completed'])

    // The withdrawn job, had it run anyway (withdrawn while a worker held it), is no longer the schedule.
    const logger = { info() {}, error() {} }
    expect(await fireScheduledIssue(app.deps, { issueId: later.id }, jobs[0]!.id, logger)).toBe('stale')
    expect(await statusOf(later.id)).toBe('draft')
    expect((await issueOf(later.id)).scheduledAt).toBe(putBack.toISOString())
  })

  test('refuses a time that has passed, a bad time, a sent issue, undescribed images and non-admins', async () => {
    await reader(app)
    const issue = await draft('Checked')
    const past = await schedule(issue.id, inMs(-60_000))
    expect(past.status).toBe(400)
    expect(await past.json()).toMatchObject({
      message: 'The send time has passed: pick a time in the future',
      errors: [{ field: 'sendAt' }],
    })
    expect((await schedule(issue.id, 'tomorrow at nine')).status).toBe(400)
    expect((await schedule(issue.id, inMs(400 * 24 * 3600 * 1000))).status).toBe(400)
    expect((await schedule(issue.id, inMs(60_000), member)).status).toBe(403)
    expect(
      (
        await app.fetch(`/api/newsletter/issues/${issue.id}/schedule`, {
          method: 'PUT',
          json: { sendAt: inMs(60_000).toISOString() },
        })
      ).status,
    ).toBe(401)
    expect((await schedule(999_999, inMs(60_000))).status).toBe(404)
    expect(await jobsOf(app, issue.id)).toEqual([])
    expect((await issueOf(issue.id)).scheduledAt).toBeNull()

    const hash = 'b'.repeat(64)
    const undescribed = await draft('No alt', `Look: ![](/media/${hash}.png)`)
    const refused = await schedule(undescribed.id, inMs(60_000))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Image 1 (bbbbbbbb….png) has no description (alt text): give each image a description, or mark it decorative, before sending. It was not scheduled.',
    )
    expect(await jobsOf(app, undescribed.id)).toEqual([])

    expect((await call('POST', `/api/newsletter/issues/${issue.id}/send`)).status).toBe(200)
    const sent = await schedule(issue.id, inMs(60_000))
    expect(sent.status).toBe(409)
    expect((await call('DELETE', `/api/newsletter/issues/${issue.id}/schedule`)).status).toBe(409)
  })

  test('if nobody would get it at its time, it is not sent, stays a draft, and the admin sees why', async () => {
    // A monthly reader who had an issue ten days ago: an issue sent now would skip them.
    const monthly = await reader(app, { frequency: 'monthly' })
    const earlier = await draft('Earlier')
    await app.sql`UPDATE newsletter_issues SET status = 'sent', sent_at = now() WHERE id = ${earlier.id}`
    await app.sql`INSERT INTO newsletter_deliveries (issue_id, user_id, status, sent_at)
      VALUES (${earlier.id}, ${monthly.id}, 'sent', now() - interval '10 days')`

    const issue = await draft('Too soon')
    await scheduled(issue.id, inMs(1200))
    await waitFor(
      'the scheduled send was refused',
      async () => (await issueOf(issue.id)).scheduleRefusedAt !== null,
    )
    const after = await issueOf(issue.id)
    expect(after).toMatchObject({
      status: 'draft',
      scheduledAt: null,
      scheduleRefusal:
        'Nobody would get this issue · 1 skipped: 1 already got an issue in the last 30 days (they chose at most monthly). It was not sent and stays a draft.',
    })
    expect(await deliveryCount(issue.id)).toBe(0)
    expect(await (await app.fetch('/newsletter/feed.xml')).text()).not.toContain('Too soon')

    // Scheduling again (or sending) clears the note.
    const again = await scheduled(issue.id, inMs(3_600_000))
    expect(again).toMatchObject({ scheduleRefusal: null, scheduleRefusedAt: null })
  })

  test('an image whose description was removed after scheduling stops the send at its time', async () => {
    await reader(app)
    const hash = 'c'.repeat(64)
    const issue = await draft('Described', `![A chart](/media/${hash}.png)`)
    await scheduled(issue.id, inMs(1200))
    const edited = await call('PUT', `/api/newsletter/issues/${issue.id}`, {
      title: 'Described',
      markdown: `![](/media/${hash}.png)`,
      topics: [],
    })
    expect(edited.status).toBe(200)
    await waitFor(
      'the scheduled send was refused',
      async () => (await issueOf(issue.id)).scheduleRefusedAt !== null,
    )
    expect(await issueOf(issue.id)).toMatchObject({
      status: 'draft',
      scheduledAt: null,
      scheduleRefusal: expect.stringMatching(/^Image 1 \(cccccccc….png\) has no description/),
    })
    expect(await deliveryCount(issue.id)).toBe(0)
  })
})

describe('across restarts and instances', () => {
  test('a schedule whose job is gone (a restored backup has no pg-boss schema) is queued again at start', async () => {
    await reader(app)
    const issue = await draft('Restored')
    await scheduled(issue.id, inMs(1500))
    // What an import leaves: the issue's row says when, and pg-boss knows nothing of it.
    await app.sql`DELETE FROM pgboss.job WHERE name = ${QUEUES.scheduledIssue}`
    await startTestRuntime(app.config)
    const jobs = await jobsOf(app, issue.id)
    expect(jobs.map((job) => job.state)).toEqual(['created'])
    const [row] = await app.sql<{ jobId: string }[]>`
      SELECT schedule_job_id AS "jobId" FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.jobId).toBe(jobs[0]!.id)
    await waitUntilSending(issue.id)
    expect(await deliveryCount(issue.id)).toBe(1)
  })

  test('two runtimes on one database: the send starts once, and each reader gets one mail', async () => {
    const readers = [await reader(app), await reader(app), await reader(app)]
    // A second instance starting while the first runs: both work the queue and both look at schedules.
    await startTestRuntime(app.config)
    const issue = await draft('Once for the fleet')
    await scheduled(issue.id, inMs(1500))
    await waitUntilSending(issue.id)
    await jobQueueIdle(app.sql, QUEUES.scheduledIssue)
    const jobs = await jobsOf(app, issue.id)
    expect(jobs.map((job) => job.state)).toEqual(['completed'])
    expect(await deliveryCount(issue.id)).toBe(3)

    // Had an instance got the same job again (a worker presumed dead), the send would not start twice.
    const logger = { info() {}, error() {} }
    expect(await fireScheduledIssue(app.deps, { issueId: issue.id }, jobs[0]!.id, logger)).toBe('stale')
    expect(await deliveryCount(issue.id)).toBe(3)

    await deliverAll(app)
    const mails = await waitForOutbox(app.sql, 3)
    expect(mails.map((mail) => mail.to).sort()).toEqual(readers.map((r) => r.email).sort())
  })

  test('a new runtime on the same database fires a send scheduled before the restart', async () => {
    const restartable = await createTestApp(env)
    const { admin: cookie } = await adminAndMember(restartable)
    await reader(restartable)
    const created = await restartable.fetch('/api/newsletter/issues', {
      method: 'POST',
      headers: { cookie },
      json: { title: 'Across a restart', markdown: 'Still here.', topics: [] },
    })
    const { id } = (await created.json()) as IssueWithProgress
    const response = await restartable.fetch(`/api/newsletter/issues/${id}/schedule`, {
      method: 'PUT',
      headers: { cookie },
      json: { sendAt: inMs(2000).toISOString() },
    })
    expect(response.status).toBe(200)
    // The instance stops (its workers, its timekeeper) before the time comes.
    await stopTracked(undefined, (name) => name === 'app runtime')

    // The new process finds the job in the database and sends it at its time.
    const restarted = await startTestRuntime(restartable.config)
    await waitUntilSending(id, restartable)
    expect(await restarted.deps.sql`SELECT 1 FROM newsletter_deliveries WHERE issue_id = ${id}`).toHaveLength(
      1,
    )
  })
})
