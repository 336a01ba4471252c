import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { XMLParser } from 'fast-xml-parser'
import { deleteOrphanMedia, insertMedia } from '../../db/media.ts'
import { claimDelivery } from '../../db/newsletter-deliveries.ts'
import { listRecipientIds, startSending } from '../../db/newsletter-issues.ts'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import { createTestApp, type TestApp } from '../../testing/harness.ts'
import { oneClickUnsubscribe, reader } from '../../testing/newsletter.ts'
import { waitForOutbox } from '../../testing/outbox.ts'
import { issueMailSender } from './mail-adapter.ts'
import { buildIssueMail } from './messages.ts'
import { deliverNext } from './sender.ts'
import { unsubscribeToken } from './unsubscribe-token.ts'

/** No note to the owner per sign-up: the outbox then holds only what these tests send. */
const ONLY_NEWSLETTER_MAIL = { NOTIFY_OWNER_ON_SUBSCRIBE: 'false' }

let app: TestApp
let admin: string
let member: string

beforeAll(async () => {
  ;({ app, admin, member } = await appWithUsers(ONLY_NEWSLETTER_MAIL))
})
beforeEach(async () => {
  await app.sql`DELETE FROM newsletter_deliveries`
  await app.sql`DELETE FROM newsletter_issues`
})

const call = (method: string, path: string, json?: unknown, cookie = admin) =>
  app.fetch(path, { method, headers: { cookie }, json })
const draft = {
  title: 'Shipping a model in a week',
  markdown: '# Hello\n\nFirst issue.',
  topics: [] as string[],
}
async function created(body: Partial<typeof draft> = {}): Promise<IssueWithProgress> {
  const response = await call('POST', '/api/newsletter/issues', { ...draft, ...body })
  expect(response.status).toBe(201)
  return (await response.json()) as IssueWithProgress
}
const issueCount = async () => Number((await app.sql`SELECT count(*) AS n FROM newsletter_issues`)[0]!.n)

describe('admin-only endpoints', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/newsletter/issues'],
    ['POST', '/api/newsletter/issues', draft],
    ['POST', '/api/newsletter/issues/preview', { markdown: '# x' }],
    ['GET', '/api/newsletter/media'],
    ['GET', '/api/newsletter/issues/1'],
    ['PUT', '/api/newsletter/issues/1', draft],
    ['DELETE', '/api/newsletter/issues/1'],
    ['POST', '/api/newsletter/issues/1/test'],
    ['POST', '/api/newsletter/issues/1/send'],
    ['POST', '/api/newsletter/issues/1/pause'],
    ['POST', '/api/newsletter/issues/1/resume'],
    ['GET', '/api/newsletter/issues/1/audience'],
    ['POST', '/api/newsletter/issues/1/unpublish'],
    ['POST', '/api/newsletter/issues/1/publish'],
  ]
  for (const [method, path, body] of endpoints) {
    test(`${method} ${path}: 401 signed out, 403 for a reader`, async () => {
      expect((await app.fetch(path, { method, json: body })).status).toBe(401)
      expect((await call(method, path, body, member)).status).toBe(403)
    })
  }
  test('nothing was created by those attempts', async () => {
    expect(await issueCount()).toBe(0)
  })
})

describe('compose', () => {
  test('create stores sanitised HTML and a slug from the title; update edits the draft', async () => {
    const issue = await created({ markdown: 'Hi <script>alert(1)</script>[x](javascript:alert(1))' })
    expect(issue).toMatchObject({ title: draft.title, slug: 'shipping-a-model-in-a-week', status: 'draft' })
    expect(issue.html).not.toMatch(/script|javascript/)
    const response = await call('PUT', `/api/newsletter/issues/${issue.id}`, {
      ...draft,
      title: 'Renamed',
      topics: ['career-tips'],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      title: 'Renamed',
      slug: 'renamed',
      topics: ['career-tips'],
    })
    const list = (await (await call('GET', '/api/newsletter/issues')).json()) as IssueWithProgress[]
    expect(list.map((i) => i.title)).toEqual(['Renamed'])
    expect(list[0]!.progress).toEqual({ total: 0, sent: 0, failed: 0, remaining: 0 })
  })

  test('two issues with one title get distinct slugs', async () => {
    const a = await created()
    const b = await created()
    expect(a.slug).toBe('shipping-a-model-in-a-week')
    expect(b.slug).toBe('shipping-a-model-in-a-week-2')
  })

  test('the preview renders with the same sanitiser and saves nothing', async () => {
    const response = await call('POST', '/api/newsletter/issues/preview', {
      markdown: '**bold** <img src=x onerror=alert(1)>',
    })
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    expect(html).toContain('<strong>bold</strong>')
    expect(html).not.toMatch(/onerror|<img/)
    expect(await issueCount()).toBe(0)
  })

  const invalid: [string, unknown, string][] = [
    ['no title', { ...draft, title: '  ' }, 'title'],
    ['a title of 201 characters', { ...draft, title: 'x'.repeat(201) }, 'title'],
    ['no text', { ...draft, markdown: '' }, 'markdown'],
    ['a NUL in the text', { ...draft, markdown: 'a\u0000b' }, 'markdown'],
    ['an unknown topic', { ...draft, topics: ['Gardening'] }, 'topics.0'],
    ['a topic the owner never made', { ...draft, topics: ['career-tips', 'gardening'] }, 'topics.1'],
    ['a repeated topic', { ...draft, topics: ['career-tips', 'career-tips'] }, 'topics'],
    ['topics missing', { title: 't', markdown: 'm' }, 'topics'],
    ['an unknown key', { ...draft, status: 'sent' }, 'status'],
  ]
  for (const [name, body, field] of invalid) {
    test(`400 for ${name}, naming ${field}; nothing saved`, async () => {
      const response = await call('POST', '/api/newsletter/issues', body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toContain(field)
      expect(await issueCount()).toBe(0)
    })
  }

  test('unknown ids are 404; an issue being sent cannot be edited or deleted (409)', async () => {
    expect((await call('PUT', '/api/newsletter/issues/999', draft)).status).toBe(404)
    expect((await call('GET', '/api/newsletter/issues/abc')).status).toBe(404)
    expect((await call('POST', '/api/newsletter/issues/0/send')).status).toBe(404)
    expect((await call('GET', '/api/newsletter/issues/999/audience')).status).toBe(404)
    await reader(app)
    const issue = await created()
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/send`)).status).toBe(200)
    const edit = await call('PUT', `/api/newsletter/issues/${issue.id}`, { ...draft, title: 'Changed' })
    expect(edit.status).toBe(409)
    expect(((await edit.json()) as { message: string }).message).toContain('being sent')
    expect((await call('DELETE', `/api/newsletter/issues/${issue.id}`)).status).toBe(409)
    const [row] = await app.sql`SELECT title FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.title).toBe(draft.title)
  })

  test('a draft can be deleted', async () => {
    const issue = await created()
    expect((await call('DELETE', `/api/newsletter/issues/${issue.id}`)).status).toBe(200)
    expect(await issueCount()).toBe(0)
  })
})

describe('recipients', () => {
  test('active, confirmed subscribers whose topics match; no topics on either side means all', async () => {
    await app.sql`DELETE FROM newsletter_subscriptions`
    const all = await reader(app, { topics: [] })
    const career = await reader(app, { topics: ['career-tips'] })
    const web = await reader(app, { topics: ['web-development', 'react-frontend'] })
    await reader(app, { topics: ['career-tips'], active: false })
    await reader(app, { topics: [], confirmed: false })
    const careerIssue = await created({ topics: ['career-tips', 'devops-deployment'] })
    expect(await listRecipientIds(app.sql, careerIssue.id)).toEqual([all.id, career.id])
    const everyone = await created({ topics: [] })
    expect(await listRecipientIds(app.sql, everyone.id)).toEqual([all.id, career.id, web.id])
  })

  test('frequency caps: a weekly reader gets one issue per 7 days, a monthly reader one per 30', async () => {
    await app.sql`DELETE FROM newsletter_subscriptions`
    const weekly = await reader(app, { frequency: 'weekly' })
    const monthly = await reader(app, { frequency: 'monthly' })
    const first = await created()
    expect(await startSending(app.sql, first.id)).toEqual({ started: true, recipients: 2 })
    const second = await created()
    // Both still have the first issue pending: neither is chosen twice at once.
    expect(await listRecipientIds(app.sql, second.id)).toEqual([])
    await app.sql`UPDATE newsletter_deliveries SET status = 'sent', sent_at = now() - interval '8 days'`
    expect(await listRecipientIds(app.sql, second.id)).toEqual([weekly.id])
    await app.sql`UPDATE newsletter_deliveries SET sent_at = now() - interval '31 days'`
    expect(await listRecipientIds(app.sql, second.id)).toEqual([weekly.id, monthly.id])
  })

  test('send materialises one pending row per recipient, once; a second send is a 409', async () => {
    await app.sql`DELETE FROM newsletter_subscriptions`
    await reader(app)
    await reader(app)
    const issue = await created()
    const response = await call('POST', `/api/newsletter/issues/${issue.id}/send`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'sending',
      progress: { total: 2, sent: 0, failed: 0, remaining: 2 },
      waiting: '2 deliveries are waiting for a send slot (the send rate is shared by every instance)',
    })
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/send`)).status).toBe(409)
    const rows = await app.sql`SELECT status FROM newsletter_deliveries WHERE issue_id = ${issue.id}`
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending'])
  })

  test('pause and resume move between sending and paused; other moves are 409', async () => {
    await reader(app)
    const issue = await created()
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/pause`)).status).toBe(409)
    await call('POST', `/api/newsletter/issues/${issue.id}/send`)
    const paused = await call('POST', `/api/newsletter/issues/${issue.id}/pause`)
    expect(((await paused.json()) as IssueWithProgress).status).toBe('paused')
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/pause`)).status).toBe(409)
    const resumed = await call('POST', `/api/newsletter/issues/${issue.id}/resume`)
    expect(((await resumed.json()) as IssueWithProgress).status).toBe('sending')
  })
})

describe('archive and feed', () => {
  async function sentIssue(title: string, markdown = 'Body **text**') {
    const issue = await created({ title, markdown })
    await app.sql`UPDATE newsletter_issues SET status = 'sent', sent_at = now() WHERE id = ${issue.id}`
    return issue
  }

  test('GraphQL lists only sent issues, newest first, and finds one by slug', async () => {
    await created({ title: 'Still a draft' })
    await sentIssue('First')
    await sentIssue('Second')
    const response = await app.fetch('/graphql', {
      method: 'POST',
      json: {
        query:
          '{ newsletterIssues { title slug } draft: newsletterIssue(slug: "still-a-draft") { id } one: newsletterIssue(slug: "first") { title html } }',
      },
    })
    const { data } = (await response.json()) as { data: Record<string, unknown> }
    expect(data.newsletterIssues).toEqual([
      { title: 'Second', slug: 'second' },
      { title: 'First', slug: 'first' },
    ])
    expect(data.draft).toBeNull()
    expect(data.one).toEqual({ title: 'First', html: '<p>Body <strong>text</strong></p>\n' })
  })

  test('the archive pages render on the server; unknown and unsent slugs are 404', async () => {
    await sentIssue('Hello archive', 'Archived *words*')
    await created({ title: 'Secret draft' })
    const list = await app.fetch('/newsletter/archive')
    expect(list.status).toBe(200)
    expect(await list.text()).toContain('href="/newsletter/archive/hello-archive"')
    const page = await app.fetch('/newsletter/archive/hello-archive')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>Hello archive')
    expect(html).toContain('Archived <em>words</em>')
    expect((await app.fetch('/newsletter/archive/secret-draft')).status).toBe(404)
    expect((await app.fetch('/newsletter/archive/no-such-issue')).status).toBe(404)
  })

  test('a send or an edit shows on the archive at once (the page cache follows the data version)', async () => {
    expect(await (await app.fetch('/newsletter/archive')).text()).not.toContain('Fresh news')
    await sentIssue('Fresh news')
    expect(await (await app.fetch('/newsletter/archive')).text()).toContain('Fresh news')
  })

  test('the Atom feed has one entry per sent issue', async () => {
    await sentIssue('Feed <one> & more')
    await created({ title: 'Not yet' })
    const response = await app.fetch('/newsletter/feed.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toStartWith('application/atom+xml')
    const feed = new XMLParser({ ignoreAttributes: false }).parse(await response.text()).feed
    const entries = [feed.entry].flat()
    expect(entries.length).toBe(1)
    expect(entries[0].title).toBe('Feed <one> & more')
    expect(entries[0].link['@_href']).toBe('http://portfolio.test/newsletter/archive/feed-one-more')
    expect(entries[0].content['#text']).toContain('<strong>text</strong>')
  })
})

describe('one-click unsubscribe', () => {
  test('POST with the signed token unsubscribes at once, without a session', async () => {
    const r = await reader(app)
    const token = await unsubscribeToken(app.deps, r.id)
    const response = await oneClickUnsubscribe(
      app,
      `${app.config.siteUrl}/newsletter/unsubscribe?token=${token}`,
    )
    expect(response.status).toBe(200)
    const [row] = await app.sql`SELECT is_active FROM newsletter_subscriptions WHERE user_id = ${r.id}`
    expect(row!.is_active).toBe(false)
    // Again: still fine, still unsubscribed.
    const again = await app.fetch(`/newsletter/unsubscribe?token=${token}`, { method: 'POST', body: '' })
    expect(again.status).toBe(200)
  })

  test('a webmail client on another origin may POST it: the token is the only authority it needs', async () => {
    const r = await reader(app)
    const token = await unsubscribeToken(app.deps, r.id)
    const response = await app.fetch(`/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    const [row] = await app.sql`SELECT is_active FROM newsletter_subscriptions WHERE user_id = ${r.id}`
    expect(row!.is_active).toBe(false)
    // From there too, a forged token is refused by the token check, not let through.
    const forged = await app.fetch(`/newsletter/unsubscribe?token=${r.id}.${'A'.repeat(43)}`, {
      method: 'POST',
      headers: { origin: 'https://mail.example.net' },
    })
    expect(forged.status).toBe(400)
  })

  test('every other write keeps the origin check, the cookie-based unsubscribe included', async () => {
    const r = await reader(app)
    const subscription = () =>
      app.sql`SELECT is_active, frequency FROM newsletter_subscriptions WHERE user_id = ${r.id}`
    const [before] = await subscription()
    expect(before).toMatchObject({ is_active: true })
    const crossSite = { cookie: r.cookie, origin: 'https://mail.example.net' }
    const refused: [string, string, unknown?][] = [
      ['DELETE', '/api/newsletter/unsubscribe'],
      ['POST', '/api/newsletter/subscribe', { preferences: { frequency: 'weekly', topics: [] } }],
      ['POST', '/api/newsletter/confirm', { token: 'a'.repeat(32) }],
      ['POST', '/newsletter/unsubscribe/extra'],
      ['PUT', '/newsletter/unsubscribe'],
      ['POST', '/dashboard'],
    ]
    for (const [method, path, json] of refused) {
      const response = await app.fetch(path, { method, headers: crossSite, json })
      expect(`${method} ${path}: ${response.status}`).toBe(`${method} ${path}: 403`)
    }
    expect((await subscription())[0]).toEqual(before!)
  })

  test('GET shows a confirm page and changes nothing; its form posts and comes back unsubscribed', async () => {
    const r = await reader(app)
    const token = await unsubscribeToken(app.deps, r.id)
    const page = await app.fetch(`/newsletter/unsubscribe?token=${token}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`action="/newsletter/unsubscribe?token=${token}"`)
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"')
    const [before] = await app.sql`SELECT is_active FROM newsletter_subscriptions WHERE user_id = ${r.id}`
    expect(before!.is_active).toBe(true)
    const posted = await app.fetch(`/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://portfolio.test' },
      body: 'List-Unsubscribe=One-Click&from=page',
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`)
    const after = await (await app.fetch(`/newsletter/unsubscribe?token=${token}`)).text()
    expect(after).toContain('You are unsubscribed')
  })

  test('forged, mangled or missing tokens are 400 and unsubscribe nobody', async () => {
    const r = await reader(app)
    const good = await unsubscribeToken(app.deps, r.id)
    const other = await reader(app)
    const forged = [
      `${other.id}.${good.split('.')[1]}`,
      `${r.id}.${'A'.repeat(43)}`,
      good.slice(0, -1),
      `${good}x`,
      'garbage',
      '',
    ]
    for (const token of forged) {
      const post = await app.fetch(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      })
      expect(post.status).toBe(400)
      const page = await app.fetch(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
      expect(page.status).toBe(400)
      expect(await page.text()).toContain('This unsubscribe link is not valid')
    }
    const rows =
      await app.sql`SELECT is_active FROM newsletter_subscriptions WHERE user_id IN (${r.id}, ${other.id})`
    expect(rows.every((row) => row.is_active)).toBe(true)
  })

  test('the generated secret is stored once and reused; UNSUBSCRIBE_SECRET replaces it', async () => {
    const r = await reader(app)
    const token = await unsubscribeToken(app.deps, r.id)
    const [stored] = await app.sql`SELECT value FROM server_secrets WHERE name = 'unsubscribe'`
    expect(stored!.value.length).toBeGreaterThanOrEqual(32)
    expect(token).not.toContain(stored!.value)
    const configured = await createTestApp({ UNSUBSCRIBE_SECRET: 's'.repeat(40) })
    const r2 = await reader(configured)
    const t2 = await unsubscribeToken(configured.deps, r2.id)
    expect(t2).not.toBe(await unsubscribeToken(app.deps, r2.id))
    ;({ app, admin, member } = await appWithUsers(ONLY_NEWSLETTER_MAIL))
  })
})

describe('without SMTP: the outbox', () => {
  test('send a test: the admin gets a [Test] copy through the mail queue, and no reader does', async () => {
    await app.sql`DELETE FROM newsletter_subscriptions`
    await reader(app)
    const issue = await created()
    const response = await call('POST', `/api/newsletter/issues/${issue.id}/test`)
    expect(response.status).toBe(200)
    const { sentTo } = (await response.json()) as { sentTo: string }
    const [message] = await waitForOutbox(app.sql, 1)
    expect(message!.to).toBe(sentTo)
    expect(message!.subject).toBe(`[Test] ${draft.title}`)
    expect(message!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const [row] = await app.sql`SELECT status FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.status).toBe('draft')
    expect((await app.sql`SELECT 1 FROM newsletter_deliveries`).length).toBe(0)
  })

  test('a worker that died after the outbox took the message does not deliver it again', async () => {
    await app.sql`DELETE FROM newsletter_subscriptions`
    const r = await reader(app)
    const issue = await created()
    await call('POST', `/api/newsletter/issues/${issue.id}/send`)
    const send = issueMailSender(app.deps)
    // The first worker claims, hands the message over, and dies before marking the delivery.
    const claimed = await claimDelivery(app.sql, 60_000)
    await send(
      await buildIssueMail(app.deps, {
        issue: { id: issue.id, title: claimed!.title, slug: claimed!.slug, html: claimed!.html },
        recipient: { userId: r.id, email: r.email, firstName: null },
      }),
    )
    await app.sql`UPDATE newsletter_deliveries SET lease_until = now() - interval '1 second'`
    while (await deliverNext(app.deps, send)) {}
    const outbox = await app.sql`SELECT o.recipient FROM outbox o JOIN mail_log l ON l.id = o.mail_log_id
      WHERE l.kind = 'newsletter'`
    expect(outbox.map((m) => m.recipient)).toEqual([r.email])
    const [delivery] = await app.sql`SELECT status, attempts FROM newsletter_deliveries`
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2 })
    // The reader's sent-mail log has the issue once.
    const log =
      await app.sql`SELECT kind, status FROM mail_log WHERE user_id = ${r.id} AND kind = 'newsletter'`
    expect([...log]).toEqual([{ kind: 'newsletter', status: 'sent' }])
  })
})

test('an image used by an issue survives the orphan-media sweep; unused ones do not', async () => {
  const used = 'c'.repeat(64)
  const unused = 'd'.repeat(64)
  for (const hash of [used, unused]) {
    await insertMedia(app.sql, {
      hash,
      contentType: 'image/png',
      bytes: new Uint8Array([1]),
      size: 1,
      width: 1,
      height: 1,
    })
  }
  await app.sql`UPDATE media SET created_at = now() - interval '2 days'`
  await created({ markdown: `![chart](/media/${used}.png)` })
  await deleteOrphanMedia(app.sql, 60_000)
  const left = await app.sql`SELECT hash FROM media`
  expect(left.map((r) => r.hash)).toEqual([used])
})
