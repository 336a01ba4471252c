import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { XMLParser } from 'fast-xml-parser'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { clearNewsletter, reader, sendAndDeliver } from '../../testing/newsletter.ts'

/*
 * After sending, the owner can still correct an issue on the site (archive page and feed; the mails are
 * what they were) or take it down: gone from the archive and the feed, its page a 410 (decision 227).
 */

let app: TestApp
let admin: string
let member: string

beforeAll(async () => {
  ;({ app, admin, member } = await appWithUsers({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' }))
})
beforeEach(() => clearNewsletter(app.sql))

const call = (method: string, path: string, json?: unknown, cookie = admin) =>
  app.fetch(path, { method, headers: { cookie }, json })

const original = { title: 'Launch notes', markdown: 'We ship on *Tuesday*.', topics: ['career-tips'] }

/** An issue sent to one reader through the real worker: 'sent', with its mail in the outbox. */
async function sentIssue(): Promise<IssueWithProgress> {
  await reader(app)
  const created = (await (await call('POST', '/api/newsletter/issues', original)).json()) as IssueWithProgress
  await sendAndDeliver(app, admin, created.id)
  const issue = (await (
    await call('GET', `/api/newsletter/issues/${created.id}`)
  ).json()) as IssueWithProgress
  expect(issue.status).toBe('sent')
  return issue
}

const feedEntries = async () => {
  const feed = new XMLParser({ ignoreAttributes: false }).parse(
    await (await app.fetch('/newsletter/feed.xml')).text(),
  ).feed
  return [feed.entry ?? []].flat() as { title: string; updated: string; content: { '#text': string } }[]
}

describe('editing a sent issue', () => {
  test('the archive page and the feed show the new text; the address and the sent mail stay', async () => {
    const issue = await sentIssue()
    const [mail] = await app.sql<{ html: string }[]>`SELECT html FROM outbox`
    const before = await feedEntries()

    const response = await call('PUT', `/api/newsletter/issues/${issue.id}`, {
      ...original,
      title: 'Launch notes (corrected)',
      markdown: 'We ship on *Wednesday*.',
    })
    expect(response.status).toBe(200)
    const edited = (await response.json()) as IssueWithProgress
    expect(edited).toMatchObject({ status: 'sent', slug: issue.slug, title: 'Launch notes (corrected)' })
    expect(edited.editedAt).not.toBeNull()

    const page = await app.fetch(`/newsletter/archive/${issue.slug}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>Launch notes (corrected)')
    expect(html).toContain('We ship on <em>Wednesday</em>')
    expect(html).not.toContain('Tuesday')
    expect(html).toContain('Edited')
    expect(await (await app.fetch('/newsletter/archive')).text()).toContain('Launch notes (corrected)')

    const [entry] = await feedEntries()
    expect(entry!.title).toBe('Launch notes (corrected)')
    expect(entry!.content['#text']).toContain('<em>Wednesday</em>')
    expect(Date.parse(entry!.updated)).toBeGreaterThanOrEqual(Date.parse(before[0]!.updated))

    // The mail already sent is what it was.
    const [after] = await app.sql<{ html: string }[]>`SELECT html FROM outbox`
    expect(after!.html).toBe(mail!.html)
    expect(after!.html).toContain('Tuesday')
  })

  test('the topics of a sent issue cannot change (409), and nothing is saved', async () => {
    const issue = await sentIssue()
    const response = await call('PUT', `/api/newsletter/issues/${issue.id}`, {
      ...original,
      markdown: 'Changed',
      topics: ['database-design'],
    })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toBe(
      'The topics of a sent issue cannot change: they record who it was sent to',
    )
    const [row] = await app.sql`SELECT markdown, edited_at FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row).toEqual({ markdown: original.markdown, edited_at: null })
  })

  test('a bad edit is a 400 naming the field; a reader gets 403 and nothing changes', async () => {
    const issue = await sentIssue()
    const bad = await call('PUT', `/api/newsletter/issues/${issue.id}`, { ...original, title: ' ' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('title')
    const forbidden = await call(
      'PUT',
      `/api/newsletter/issues/${issue.id}`,
      { ...original, title: 'Hijacked' },
      member,
    )
    expect(forbidden.status).toBe(403)
    const [row] = await app.sql`SELECT title FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.title).toBe(original.title)
  })
})

describe('unpublishing a sent issue', () => {
  test('gone from the archive and the feed, its page a 410; publishing again brings it back', async () => {
    const issue = await sentIssue()
    expect((await feedEntries()).length).toBe(1)

    const response = await call('POST', `/api/newsletter/issues/${issue.id}/unpublish`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as IssueWithProgress).status).toBe('unpublished')

    expect(await (await app.fetch('/newsletter/archive')).text()).not.toContain(original.title)
    expect(await feedEntries()).toEqual([])
    const page = await app.fetch(`/newsletter/archive/${issue.slug}`)
    expect(page.status).toBe(410)
    const html = await page.text()
    expect(html).toContain('Issue taken down')
    expect(html).not.toContain('Tuesday')
    expect(html).toContain('<meta name="robots" content="noindex')
    const graphql = await app.fetch('/graphql', {
      method: 'POST',
      json: {
        query: `{ newsletterIssue(slug: "${issue.slug}") { id } newsletterIssueUnpublished(slug: "${issue.slug}") }`,
      },
    })
    expect(await graphql.json()).toEqual({
      data: { newsletterIssue: null, newsletterIssueUnpublished: true },
    })
    // Twice is a conflict, and so is unpublishing a draft.
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/unpublish`)).status).toBe(409)
    const draft = (await (await call('POST', '/api/newsletter/issues', original)).json()) as IssueWithProgress
    const refused = await call('POST', `/api/newsletter/issues/${draft.id}/unpublish`)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Only a sent issue can be unpublished',
    )
    // The deliveries stay: a monthly reader's cap still counts the mail they got.
    expect((await app.sql`SELECT 1 FROM newsletter_deliveries WHERE issue_id = ${issue.id}`).length).toBe(1)

    const back = await call('POST', `/api/newsletter/issues/${issue.id}/publish`)
    expect(back.status).toBe(200)
    expect((await app.fetch(`/newsletter/archive/${issue.slug}`)).status).toBe(200)
    expect((await feedEntries()).map((e) => e.title)).toEqual([original.title])
    expect((await call('POST', `/api/newsletter/issues/${issue.id}/publish`)).status).toBe(409)
  })

  test('a reader gets 403, signed out 401, and the issue stays published', async () => {
    const issue = await sentIssue()
    const path = `/api/newsletter/issues/${issue.id}/unpublish`
    expect((await call('POST', path, undefined, member)).status).toBe(403)
    expect((await app.fetch(path, { method: 'POST' })).status).toBe(401)
    expect((await app.fetch(`/newsletter/archive/${issue.slug}`)).status).toBe(200)
  })

  test('an unknown slug is still a 404, not a 410', async () => {
    expect((await app.fetch('/newsletter/archive/never-was')).status).toBe(404)
  })
})
