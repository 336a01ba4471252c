import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { countAudience, listRecipientIds } from '../../db/newsletter-issues.ts'
import type { Audience, IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { reader, sendAndDeliver } from '../../testing/newsletter.ts'
import { issueMailSender } from './mail-adapter.ts'
import { deliverNext } from './sender.ts'

/*
 * The Send dialog's count and the send itself come from one query (db audienceOf): what the dialog says
 * is what Send does, and a send that would reach nobody is refused (docs/decisions/227).
 */

let app: TestApp
let admin: string

beforeAll(async () => {
  ;({ app, admin } = await appWithUsers({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' }))
})
beforeEach(async () => {
  await app.sql`DELETE FROM newsletter_deliveries`
  await app.sql`DELETE FROM newsletter_issues`
  await app.sql`DELETE FROM newsletter_subscriptions`
})

const call = (method: string, path: string, json?: unknown) =>
  app.fetch(path, { method, headers: { cookie: admin }, json })

async function created(title: string, topics: string[] = []): Promise<IssueWithProgress> {
  const response = await call('POST', '/api/newsletter/issues', { title, markdown: 'Some *news*.', topics })
  expect(response.status).toBe(201)
  return (await response.json()) as IssueWithProgress
}

const audienceOf = async (id: number) => {
  const response = await call('GET', `/api/newsletter/issues/${id}/audience`)
  expect(response.status).toBe(200)
  return (await response.json()) as Audience
}

/** Sends and delivers every row, as the worker would: the issue ends 'sent'. */
async function sentToEveryone(title: string): Promise<IssueWithProgress> {
  const issue = await created(title)
  await sendAndDeliver(app, admin, issue.id)
  const [row] = await app.sql`SELECT status FROM newsletter_issues WHERE id = ${issue.id}`
  expect(row!.status).toBe('sent')
  return issue
}

const statusOf = async (id: number) =>
  (await app.sql`SELECT status FROM newsletter_issues WHERE id = ${id}`)[0]!.status as string

describe('who a send reaches, and why the others are skipped', () => {
  test('each reason is counted, in words, and the count is the rows Send writes', async () => {
    await reader(app) // every issue, the default
    await reader(app, { frequency: 'every-issue', topics: ['career-tips'] })
    const weekly = await reader(app, { frequency: 'weekly' })
    const monthly = await reader(app, { frequency: 'monthly' })
    const monthlyLongAgo = await reader(app, { frequency: 'monthly' })
    await reader(app, { topics: ['database-design'] })
    await reader(app, { topics: ['devops-deployment'] })
    await reader(app, { confirmed: false })
    await reader(app, { active: false }) // not a subscriber: not counted at all

    // An earlier issue: delivered to the weekly reader 3 days ago, to one monthly reader 10 days ago
    // and to the other 40 days ago.
    const earlier = await created('Earlier')
    await app.sql`UPDATE newsletter_issues SET status = 'sent', sent_at = now() - interval '3 days'
      WHERE id = ${earlier.id}`
    await app.sql`INSERT INTO newsletter_deliveries (issue_id, user_id, status, sent_at) VALUES
      (${earlier.id}, ${weekly.id}, 'sent', now() - interval '3 days'),
      (${earlier.id}, ${monthly.id}, 'sent', now() - interval '10 days'),
      (${earlier.id}, ${monthlyLongAgo.id}, 'sent', now() - interval '40 days')`

    const issue = await created('Careers', ['career-tips'])
    const audience = await audienceOf(issue.id)
    expect(audience).toEqual({
      recipients: 3,
      skipped: [
        {
          reason: 'monthly',
          count: 1,
          label: 'already got an issue in the last 30 days (they chose at most monthly)',
        },
        {
          reason: 'weekly',
          count: 1,
          label: 'already got an issue in the last 7 days (they chose at most weekly)',
        },
        { reason: 'other-topics', count: 2, label: 'follow other topics' },
        { reason: 'unconfirmed', count: 1, label: 'has not confirmed their address yet' },
      ],
      summary:
        '3 readers will get this issue · 5 skipped: 1 already got an issue in the last 30 days (they ' +
        'chose at most monthly), 1 already got an issue in the last 7 days (they chose at most weekly), ' +
        '2 follow other topics, 1 has not confirmed their address yet',
    })
    expect(await countAudience(app.sql, issue.id)).toEqual({
      recipients: 3,
      skipped: { monthly: 1, weekly: 1, 'other-topics': 2, unconfirmed: 1 },
    })
    const chosen = await listRecipientIds(app.sql, issue.id)
    expect(chosen).toContain(monthlyLongAgo.id)

    const sent = await call('POST', `/api/newsletter/issues/${issue.id}/send`)
    expect(sent.status).toBe(200)
    expect(((await sent.json()) as IssueWithProgress).progress.total).toBe(3)
    const rows = await app.sql<{ user_id: number }[]>`
      SELECT user_id FROM newsletter_deliveries WHERE issue_id = ${issue.id} ORDER BY user_id`
    expect(rows.map((r) => r.user_id)).toEqual(chosen)
  })

  test('a reader who wants every issue gets a second one the same day, even while the first is sending', async () => {
    const everyIssue = await reader(app)
    await reader(app, { frequency: 'weekly' })
    const first = await created('First')
    expect((await call('POST', `/api/newsletter/issues/${first.id}/send`)).status).toBe(200)
    const second = await created('Second')
    // The weekly reader's first issue is still on its way: it uses their week.
    expect(await audienceOf(second.id)).toEqual({
      recipients: 1,
      skipped: [
        {
          reason: 'pending',
          count: 1,
          label: 'is still being sent an earlier issue (they chose at most weekly or monthly)',
        },
      ],
      summary:
        '1 reader will get this issue · 1 skipped: 1 is still being sent an earlier issue (they chose at most weekly or monthly)',
    })
    expect(await listRecipientIds(app.sql, second.id)).toEqual([everyIssue.id])
  })
})

describe('a send that would reach nobody', () => {
  test('a second issue in the same month, every reader monthly: refused, named, still a draft, unpublished', async () => {
    await reader(app, { frequency: 'monthly' })
    await reader(app, { frequency: 'monthly' })
    await sentToEveryone('May news')
    const second = await created('More May news')

    const audience = await audienceOf(second.id)
    expect(audience.recipients).toBe(0)
    expect(audience.summary).toBe(
      'Nobody would get this issue · 2 skipped: 2 already got an issue in the last 30 days (they chose at most monthly)',
    )

    const response = await call('POST', `/api/newsletter/issues/${second.id}/send`)
    expect(response.status).toBe(409)
    const body = (await response.json()) as { message: string; audience: Audience }
    expect(body.message).toBe(`${audience.summary}. It was not sent and stays a draft.`)
    expect(body.audience).toEqual(audience)

    expect(await statusOf(second.id)).toBe('draft')
    expect((await app.sql`SELECT 1 FROM newsletter_deliveries WHERE issue_id = ${second.id}`).length).toBe(0)
    // Nothing for the worker to finish, and nothing in the archive, the feed or at its address.
    expect(await deliverNext(app.deps, issueMailSender(app.deps))).toBe(false)
    expect(await statusOf(second.id)).toBe('draft')
    expect(await (await app.fetch('/newsletter/archive')).text()).not.toContain('More May news')
    expect(await (await app.fetch('/newsletter/feed.xml')).text()).not.toContain('More May news')
    expect((await app.fetch(`/newsletter/archive/${second.slug}`)).status).toBe(404)

    // Once a reader asks for every issue, the same draft goes out.
    await app.sql`UPDATE newsletter_subscriptions SET frequency = 'every-issue'
      WHERE user_id = (SELECT min(user_id) FROM newsletter_subscriptions)`
    expect((await audienceOf(second.id)).summary).toBe(
      '1 reader will get this issue · 1 skipped: 1 already got an issue in the last 30 days (they chose at most monthly)',
    )
    expect((await call('POST', `/api/newsletter/issues/${second.id}/send`)).status).toBe(200)
  })

  test('with no subscribers at all the send is refused too, and says so', async () => {
    await reader(app, { active: false })
    const issue = await created('Into the void')
    const response = await call('POST', `/api/newsletter/issues/${issue.id}/send`)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toBe(
      'Nobody would get this issue: there are no subscribers yet. It was not sent and stays a draft.',
    )
    expect(await statusOf(issue.id)).toBe('draft')
  })
})
