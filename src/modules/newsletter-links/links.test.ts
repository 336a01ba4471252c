import { beforeAll, expect, test } from 'bun:test'
import { issueEngagement } from '../../db/newsletter-links.ts'
import { createTestApp, type TestApp } from '../../testing/harness.ts'
import { oneClickUnsubscribe, reader } from '../../testing/newsletter.ts'
import { buildIssueMail } from '../newsletter-issues/messages.ts'

let app: TestApp
let issueId: number

const BODY =
  '<p>Read <a href="https://example.org/post?a=1&amp;b=2">the post</a>, ' +
  '<a href="http://example.net/">an old site</a>, <a href="mailto:me@example.com">write to me</a>, ' +
  '<a href="/projects">a relative link</a> and <a href="SITE/project/1">a project</a>. ' +
  'Again: <a href="https://example.org/post?a=1&amp;b=2">the post</a>.</p>'

beforeAll(async () => {
  app = await createTestApp()
  const [issue] = await app.sql<{ id: number }[]>`
    INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at)
    VALUES ('Links issue', 'links-issue', 'x', ${BODY.replace('SITE', app.config.siteUrl)}, 'sent', now())
    RETURNING id`
  issueId = issue!.id
})

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))

async function mailFor(userId: number, test = false) {
  const [issue] = await app.sql<{ id: number; title: string; slug: string; html: string }[]>`
    SELECT id, title, slug, html FROM newsletter_issues WHERE id = ${issueId}`
  return buildIssueMail(app.deps, {
    issue: issue!,
    recipient: { userId, email: 'r@example.com', firstName: null },
    test,
  })
}

test('an issue mail sends its http(s) links through signed /r/ links; mailto, relative, unsubscribe and preferences links stay', async () => {
  const mail = await mailFor(1)
  const links = hrefs(mail.html)
  const tracked = links.filter((href) => href.startsWith(`${app.config.siteUrl}/r/`))
  // Four http(s) links in the body, one of them twice: the same tracked link both times.
  expect(tracked).toHaveLength(4)
  expect(new Set(tracked).size).toBe(3)
  for (const href of tracked) expect(href).toMatch(/\/r\/[1-9]\d*\.[A-Za-z0-9_-]{43}$/)
  expect(links).toContain('mailto:me@example.com')
  expect(links).toContain('/projects')
  expect(links.some((href) => href.includes('/newsletter/unsubscribe?token='))).toBe(true)
  expect(links).toContain(`${app.config.siteUrl}/newsletter/preferences`)
  expect(links.some((href) => href.startsWith('https://example.org'))).toBe(false)
  // The one-click header names the issue, so an unsubscribe through it is counted against it.
  expect(mail.headers['List-Unsubscribe']).toContain(`&issue=${issueId}`)

  // The stored targets: the links themselves, and the site's own link with the issue's campaign.
  const stored = await app.sql<
    { url: string }[]
  >`SELECT url FROM newsletter_links WHERE issue_id = ${issueId} ORDER BY id`
  expect(stored.map((row) => row.url)).toEqual([
    'https://example.org/post?a=1&b=2',
    'http://example.net/',
    `${app.config.siteUrl}/project/1?utm_source=newsletter&utm_medium=email&utm_campaign=links-issue`,
  ])

  // The owner's test copy links straight to the targets: trying it counts nothing.
  const testCopy = hrefs((await mailFor(1, true)).html)
  expect(testCopy).toContain('https://example.org/post?a=1&b=2')
  expect(testCopy.some((href) => href.includes('/r/'))).toBe(false)
})

test('/r/<token> counts the click and redirects; a tampered, unknown or malformed token is refused and counts nothing', async () => {
  const mail = await mailFor(2)
  const link = hrefs(mail.html).find((href) => href.includes('/r/'))!
  const path = new URL(link).pathname
  const first = await app.fetch(path, { redirect: 'manual' })
  expect(first.status).toBe(302)
  expect(first.headers.get('location')).toBe('https://example.org/post?a=1&b=2')
  expect(first.headers.get('cache-control')).toBe('no-store')
  await app.fetch(path, { redirect: 'manual' })
  const count = async () =>
    (
      await app.sql<
        { clicks: number }[]
      >`SELECT clicks FROM newsletter_links WHERE url = 'https://example.org/post?a=1&b=2'`
    )[0]!.clicks
  expect(await count()).toBe(2)

  const [id, signature] = path.slice(3).split('.') as [string, string]
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
  const tampered = await app.fetch(`/r/${id}.${flipped}`, { redirect: 'manual' })
  expect(tampered.status).toBe(404)
  expect(tampered.headers.get('location')).toBeNull()
  expect(await tampered.text()).toContain('not one this site sent')
  // Another link's id with this link's signature: refused too (the signature covers the id).
  expect((await app.fetch(`/r/${Number(id) + 1}.${signature}`, { redirect: 'manual' })).status).toBe(404)
  const malformed = await app.fetch('/r/https%3A%2F%2Fevil.example', { redirect: 'manual' })
  expect(malformed.status).toBe(400)
  expect(await malformed.text()).toContain('malformed')
  expect(await count()).toBe(2)
})

test('tokens are signed with the stored secret, which backups carry: a new instance on the same data makes the same links', async () => {
  const before = hrefs((await mailFor(3)).html).filter((href) => href.includes('/r/'))
  const [secret] = await app.sql`SELECT name FROM server_secrets WHERE name = 'newsletter-links'`
  expect(secret).toBeDefined()
  // Fresh dependencies read the secret from the database again, as a new instance (or a site restored
  // from a backup, server_secrets included) does: the links agree.
  const again = hrefs(
    (
      await buildIssueMail(
        { ...app.deps },
        {
          issue: (
            await app.sql<{ id: number; title: string; slug: string; html: string }[]>`
      SELECT id, title, slug, html FROM newsletter_issues WHERE id = ${issueId}`
          )[0]!,
          recipient: { userId: 3, email: 'r@example.com', firstName: null },
        },
      )
    ).html,
  ).filter((href) => href.includes('/r/'))
  expect(again).toEqual(before)
})

test('a one-click unsubscribe through an issue counts against that issue in its engagement figures', async () => {
  const r = await reader(app)
  const mail = await mailFor(r.id)
  const response = await oneClickUnsubscribe(
    app,
    mail.headers['List-Unsubscribe']!.match(/<(https?:[^>]+)>/)![1]!,
  )
  expect(response.status).toBe(200)
  const [row] =
    await app.sql`SELECT is_active, unsubscribed_issue_id FROM newsletter_subscriptions WHERE user_id = ${r.id}`
  expect(row).toEqual({ is_active: false, unsubscribed_issue_id: issueId })
  const [engagement] = await issueEngagement(
    app.sql,
    new Date(Date.now() - 86_400_000),
    new Date(Date.now() + 60_000),
  )
  expect(engagement).toMatchObject({ id: issueId, slug: 'links-issue', unsubscribes: 1, clicks: 2 })
})

test('the open pixel is off by default; once the owner turns it on, readers’ copies carry it and loading it counts an open', async () => {
  const { adminAndMember } = await import('../../testing/admin-test-users.ts')
  const { admin, member } = await adminAndMember(app)
  const tracking = (cookie?: string) =>
    app.fetch('/api/newsletter/tracking', { headers: cookie ? { cookie } : {} })
  expect(await (await tracking(admin)).json()).toEqual({ openPixel: false })
  expect((await tracking(member)).status).toBe(403)
  expect((await tracking()).status).toBe(401)

  const off = await mailFor(4)
  expect(off.html).not.toContain('/o/')
  expect(off.html).not.toContain('data-open-pixel')

  const put = (body: unknown, cookie = admin) =>
    app.fetch('/api/newsletter/tracking', { method: 'PUT', json: body, headers: { cookie } })
  expect((await put({ openPixel: 'yes' })).status).toBe(400)
  expect((await put({ openPixel: true }, member)).status).toBe(403)
  expect(await (await put({ openPixel: true })).json()).toEqual({ openPixel: true })

  const on = await mailFor(4)
  const pixel = on.html.match(/src="([^"]*\/o\/[^"]+)"/)![1]!
  // In the HTML part only: the text part has no image to load.
  expect(on.text).not.toContain('/o/')
  expect((await mailFor(4, true)).html).not.toContain('/o/')
  const loaded = await app.fetch(new URL(pixel).pathname)
  expect(loaded.status).toBe(200)
  expect(loaded.headers.get('content-type')).toBe('image/gif')
  const opens = async () =>
    (await app.sql<{ opens: number }[]>`SELECT opens FROM newsletter_issues WHERE id = ${issueId}`)[0]!.opens
  expect(await opens()).toBe(1)
  const [, signature] = new URL(pixel).pathname.slice(3).split('.') as [string, string]
  const forged = `/o/${issueId}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}.gif`
  expect((await app.fetch(forged)).status).toBe(404)
  expect((await app.fetch(`/o/${issueId}.gif`)).status).toBe(404)
  expect(await opens()).toBe(1)
  await put({ openPixel: false })
})
