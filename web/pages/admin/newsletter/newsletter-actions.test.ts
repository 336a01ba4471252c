import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { seededAppWithUsers } from '../../../../src/testing/admin-test-users.ts'
import type { TestApp } from '../../../../src/testing/harness.ts'
import { reader } from '../../../../src/testing/newsletter.ts'

/*
 * /admin/newsletter's forms (the composer, unpublish, publish again) post to the screen's route action,
 * which writes through the REST API in-process; the REST handler decides who may (decision 227).
 */

let app: TestApp
let admin: string
let member: string
beforeAll(async () => {
  ;({ app, admin, member } = await seededAppWithUsers())
})
beforeEach(async () => {
  await app.sql`DELETE FROM newsletter_deliveries`
  await app.sql`DELETE FROM newsletter_issues`
})

/** A form post from a same-origin page, as the browser sends it. */
const post = (fields: Record<string, string | string[]>, cookie?: string) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
  return app.fetch('/admin/newsletter', {
    method: 'POST',
    body,
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: app.config.siteUrl,
      'content-type': 'application/x-www-form-urlencoded',
    },
  })
}

const issueRow = async (id: number) =>
  (await app.sql`SELECT title, markdown, status, topics, slug FROM newsletter_issues WHERE id = ${id}`)[0]!

/** A sent issue as the send leaves it (a reader, one delivery row), without running the worker. */
async function sentIssue(title = 'Field notes') {
  await reader(app)
  const [row] = await app.sql<{ id: number }[]>`
    INSERT INTO newsletter_issues (title, slug, markdown, html, topics, status, sent_at)
    VALUES (${title}, 'field-notes', 'Old text', '<p>Old text</p>', '{career-tips}', 'sent', now())
    RETURNING id`
  return row!.id
}

describe('the composer', () => {
  test('a new draft is saved through the action and the page says so', async () => {
    const response = await post(
      { intent: 'save', id: '', title: 'Posted draft', markdown: 'Hello', topics: ['career-tips'] },
      admin,
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Draft saved')
    const [row] = await app.sql`SELECT title, status, topics FROM newsletter_issues`
    expect(row).toEqual({ title: 'Posted draft', status: 'draft', topics: ['career-tips'] })
  })

  test('editing a sent issue changes its text on the site, keeps its address, and says what it did', async () => {
    const id = await sentIssue()
    const response = await post(
      {
        intent: 'save',
        id: String(id),
        title: 'Field notes, fixed',
        markdown: 'New text',
        topics: ['career-tips'],
      },
      admin,
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Issue updated')
    expect(html).toContain('mails already sent stay as they were')
    expect(await issueRow(id)).toMatchObject({
      title: 'Field notes, fixed',
      markdown: 'New text',
      status: 'sent',
      slug: 'field-notes',
    })
    expect(await (await app.fetch('/newsletter/archive/field-notes')).text()).toContain('New text')
  })

  test('a bad field is a 400 naming it, and nothing is saved', async () => {
    const id = await sentIssue()
    const response = await post({ intent: 'save', id: String(id), title: '', markdown: 'New text' }, admin)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Title is required (at most 200 characters)')
    expect((await issueRow(id)).title).toBe('Field notes')
  })

  test('changing the topics of a sent issue is refused by the server (409) with its reason', async () => {
    const id = await sentIssue()
    const response = await post(
      { intent: 'save', id: String(id), title: 'Field notes', markdown: 'x', topics: ['database-design'] },
      admin,
    )
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('The topics of a sent issue cannot change')
    expect((await issueRow(id)).markdown).toBe('Old text')
  })
})

describe('unpublish and publish again', () => {
  test('unpublish takes the issue off the archive (its page a 410); publish brings it back', async () => {
    const id = await sentIssue()
    const response = await post({ intent: 'unpublish', id: String(id) }, admin)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Issue unpublished')
    expect((await issueRow(id)).status).toBe('unpublished')
    expect((await app.fetch('/newsletter/archive/field-notes')).status).toBe(410)
    expect(await (await app.fetch('/newsletter/feed.xml')).text()).not.toContain('Field notes')

    const again = await post({ intent: 'publish', id: String(id) }, admin)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('Issue published again')
    expect((await app.fetch('/newsletter/archive/field-notes')).status).toBe(200)
  })

  test('a reader gets 403 and nothing changes; so does a post from no session', async () => {
    const id = await sentIssue()
    expect((await post({ intent: 'unpublish', id: String(id) }, member)).status).toBe(403)
    expect(
      (
        await post(
          { intent: 'save', id: String(id), title: 'Hijacked', markdown: 'x', topics: ['career-tips'] },
          member,
        )
      ).status,
    ).toBe(403)
    expect((await post({ intent: 'unpublish', id: String(id) })).status).toBe(401)
    expect(await issueRow(id)).toMatchObject({ status: 'sent', title: 'Field notes' })
  })

  test('unpublishing a draft is a 409; an unknown intent or a bad id a 400', async () => {
    const created = await app.fetch('/api/newsletter/issues', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title: 'Still drafting', markdown: 'x', topics: [] },
    })
    const { id } = (await created.json()) as { id: number }
    const refused = await post({ intent: 'unpublish', id: String(id) }, admin)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Only a sent issue can be unpublished')
    expect((await post({ intent: 'explode', id: String(id) }, admin)).status).toBe(400)
    expect((await post({ intent: 'unpublish', id: '../../x' }, admin)).status).toBe(400)
    expect((await issueRow(id)).status).toBe('draft')
  })
})
