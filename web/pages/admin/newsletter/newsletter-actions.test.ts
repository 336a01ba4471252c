import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import sharp from 'sharp'
import { ADMIN_PAGE_SIZE } from '../../../../src/shared/paging.ts'
import { seededAppWithUsers } from '../../../../src/testing/admin-test-users.ts'
import { postForm, type TestApp } from '../../../../src/testing/harness.ts'
import { reader } from '../../../../src/testing/newsletter.ts'
import { formatSendTime, toZonedInput } from './schedule-time.ts'

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

const post = (fields: Record<string, string | string[]>, cookie?: string) =>
  postForm(app, '/admin/newsletter', fields, cookie)

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
  test('a new draft is saved through the action and opens at its own address, so the next save updates it', async () => {
    const response = await post(
      { intent: 'save', id: '', title: 'Posted draft', markdown: 'Hello', topics: ['career-tips'] },
      admin,
    )
    const [row] = await app.sql`SELECT id, title, status, topics FROM newsletter_issues`
    expect(row).toMatchObject({ title: 'Posted draft', status: 'draft', topics: ['career-tips'] })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/admin/newsletter?edit=${row!.id}&saved`)
    // The address it lands on says so; the same draft opened later does not.
    const landed = await app.fetch(response.headers.get('location')!, { headers: { cookie: admin } })
    expect(await landed.text()).toContain('Draft saved')
    const opened = await app.fetch(`/admin/newsletter?edit=${row!.id}`, { headers: { cookie: admin } })
    expect(await opened.text()).not.toContain('Draft saved')
    const again = await post(
      { intent: 'save', id: String(row!.id), title: 'Posted draft', markdown: 'Hello again', topics: [] },
      admin,
    )
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('Draft saved')
    expect([...(await app.sql`SELECT markdown FROM newsletter_issues`)]).toEqual([
      { markdown: 'Hello again' },
    ])
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
    // An Object.prototype name is no command either.
    expect((await post({ intent: 'constructor', id: String(id) }, admin)).status).toBe(400)
    expect((await post({ intent: 'unpublish', id: '../../x' }, admin)).status).toBe(400)
    expect((await issueRow(id)).status).toBe('draft')
  })
})

describe('scheduling and the feature image (decision 234)', () => {
  const draft = async () => {
    const created = await app.fetch('/api/newsletter/issues', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title: 'For later', markdown: 'x', topics: [] },
    })
    return ((await created.json()) as { id: number }).id
  }
  const scheduledAt = async (id: number) =>
    (
      await app.sql<{ at: Date | null }[]>`SELECT scheduled_at AS at FROM newsletter_issues WHERE id = ${id}`
    )[0]!.at

  test('a draft is scheduled at the instant the browser computed, and the page names the time in its zone', async () => {
    const id = await draft()
    const at = new Date(Date.now() + 2 * 24 * 3600 * 1000)
    at.setUTCSeconds(0, 0)
    const response = await post(
      { intent: 'schedule', id: String(id), sendAt: at.toISOString(), timeZone: 'Europe/Berlin' },
      admin,
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Issue scheduled')
    expect(html).toContain(`It goes out on ${formatSendTime(at.toISOString(), 'Europe/Berlin')}.`)
    expect(formatSendTime(at.toISOString(), 'Europe/Berlin')).toEndWith('(Europe/Berlin)')
    expect(await scheduledAt(id)).toEqual(at)

    const cancelled = await post({ intent: 'unschedule', id: String(id) }, admin)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain('Scheduled send cancelled')
    expect(await scheduledAt(id)).toBeNull()
  })

  test('a time that has passed, or none, is a 400 naming it; a reader gets 403; nothing is scheduled', async () => {
    const id = await draft()
    const past = await post(
      {
        intent: 'schedule',
        id: String(id),
        sendAt: new Date(Date.now() - 60_000).toISOString(),
        timeZone: 'UTC',
      },
      admin,
    )
    expect(past.status).toBe(400)
    expect(await past.text()).toContain('The send time has passed: pick a time in the future')
    const none = await post({ intent: 'schedule', id: String(id), sendAt: '', timeZone: 'UTC' }, admin)
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('Pick a date and time to send')
    const later = new Date(Date.now() + 3600_000).toISOString()
    expect((await post({ intent: 'schedule', id: String(id), sendAt: later }, member)).status).toBe(403)
    expect((await post({ intent: 'unschedule', id: String(id) }, admin)).status).toBe(409)
    expect(await scheduledAt(id)).toBeNull()
  })

  test('without script the owner picks the time zone, and the action reads the date and time in it', async () => {
    const id = await draft()
    const page = `/admin/newsletter?schedule=${id}`
    const form = await (await app.fetch(page, { headers: { cookie: admin } })).text()
    expect(form).toContain('name="sendAtLocal"')
    expect(form).toMatch(/<select[^>]*name="timeZone"/)
    expect(form).toContain('<option value="UTC" selected="">UTC</option>')
    expect(form).toContain('America/New_York</option>')

    const at = new Date(Date.now() + 2 * 24 * 3600 * 1000)
    at.setUTCSeconds(0, 0)
    const local = toZonedInput(at, 'America/New_York')
    const scheduled = await postForm(
      app,
      page,
      { intent: 'schedule', id: String(id), sendAtLocal: local, timeZone: 'America/New_York' },
      admin,
    )
    expect(scheduled.status).toBe(200)
    const html = await scheduled.text()
    expect(html).toContain(`It goes out on ${formatSendTime(at.toISOString(), 'America/New_York')}.`)
    // Done: the question is gone, the list shows the schedule.
    expect(html).not.toContain('name="sendAtLocal"')
    expect(await scheduledAt(id)).toEqual(at)

    // 02:30 on the day New York's clocks go forward does not exist: the form comes back with what was typed.
    const gap = await postForm(
      app,
      page,
      { intent: 'schedule', id: String(id), sendAtLocal: '2030-03-10T02:30', timeZone: 'America/New_York' },
      admin,
    )
    expect(gap.status).toBe(400)
    const refused = await gap.text()
    expect(refused).toContain('Pick a date and a time that exist in America/New_York')
    expect(refused).toContain('value="2030-03-10T02:30"')
    expect(refused).toContain('<option value="America/New_York" selected="">')
    expect(await scheduledAt(id)).toEqual(at)
  })

  test('the composer saves the feature image, its description and whether it is decorative', async () => {
    const body = new FormData()
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    body.append('image', new File([png], 'feature.png', { type: 'image/png' }))
    const uploaded = await app.fetch('/api/newsletter/images', {
      method: 'POST',
      headers: { cookie: admin },
      body,
    })
    const { url } = (await uploaded.json()) as { url: string }
    // The composer's picker offers it: the screen's loader reads the media library for the composer.
    const composer = await app.fetch('/admin/newsletter?new=1', { headers: { cookie: admin } })
    expect(await composer.text()).toContain(`<img src="${url}"`)
    const response = await post(
      {
        intent: 'save',
        id: '',
        title: 'With a picture',
        markdown: 'Hello',
        featureImageUrl: url,
        featureImageAlt: 'A blue square',
        topics: [],
      },
      admin,
    )
    expect(response.status).toBe(303)
    const [row] = await app.sql`SELECT feature_image_url, feature_image_alt, feature_image_decorative
      FROM newsletter_issues WHERE title = 'With a picture'`
    expect(row).toEqual({
      feature_image_url: url,
      feature_image_alt: 'A blue square',
      feature_image_decorative: false,
    })
  })
})

describe('the composer without script: its images go with its form (multipart)', () => {
  const png = (background: string) =>
    sharp({ create: { width: 60, height: 40, channels: 3, background } })
      .png()
      .toBuffer()
  const postMultipart = (fields: Record<string, string | File | (string | File)[]>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
    return app.fetch('/admin/newsletter?new=1', {
      method: 'POST',
      body,
      headers: { cookie: admin, origin: app.config.siteUrl },
    })
  }
  const issue = async () =>
    (
      await app.sql<{ id: number; markdown: string; feature_image_url: string | null }[]>`
      SELECT id, markdown, feature_image_url FROM newsletter_issues`
    )[0]!

  test('files are uploaded to the media library and added at the end of the text; the feature image too', async () => {
    const response = await postMultipart({
      intent: 'save',
      id: '',
      title: 'Pictures without script',
      markdown: 'Look:',
      images: [
        new File([await png('#aa3366')], 'one.png', { type: 'image/png' }),
        new File([await png('#33aa66')], 'two.png', { type: 'image/png' }),
      ],
      featureImage: new File([await png('#3366aa')], 'feature.png', { type: 'image/png' }),
    })
    expect(response.status).toBe(303)
    const saved = await issue()
    const urls = [...saved.markdown.matchAll(/!\[\]\(([^)]+)\)/g)].map((m) => m[1])
    expect(saved.markdown).toStartWith('Look:\n\n![](')
    expect(urls).toHaveLength(2)
    expect(saved.feature_image_url).toBeString()
    const library = (
      (await (await app.fetch('/api/newsletter/media', { headers: { cookie: admin } })).json()) as {
        url: string
      }[]
    ).map((image) => image.url)
    for (const url of [...urls, saved.feature_image_url]) expect(library).toContain(url!)

    // The composer now lists both images with a description field each, posted by name without script.
    const page = await (
      await app.fetch(`/admin/newsletter?edit=${saved.id}`, { headers: { cookie: admin } })
    ).text()
    expect(page).toContain('name="imageAlt-0"')
    expect(page).toContain(`name="imageUrl-1" value="${urls[1]}"`)
    const described = await postForm(
      app,
      `/admin/newsletter?edit=${saved.id}`,
      {
        intent: 'save',
        id: String(saved.id),
        title: 'Pictures without script',
        markdown: saved.markdown,
        topics: [],
        featureImageUrl: saved.feature_image_url!,
        featureImageAlt: 'A blue square',
        'imageUrl-0': urls[0]!,
        'imageAlt-0': 'A red square',
        'imageUrl-1': urls[1]!,
        'imageAlt-1': '',
        imageDecorative: '1',
      },
      admin,
    )
    expect(described.status).toBe(200)
    expect((await issue()).markdown).toBe(
      `Look:\n\n![A red square](${urls[0]})\n\n![](${urls[1]} "decorative")`,
    )
  })

  test("a picker's image is added by its button; a bad file is refused with its reason and nothing is saved", async () => {
    const body = new FormData()
    body.append('image', new File([await png('#336699')], 'library.png', { type: 'image/png' }))
    const { url } = (await (
      await app.fetch('/api/newsletter/images', { method: 'POST', headers: { cookie: admin }, body })
    ).json()) as { url: string }
    const picked = await postMultipart({
      intent: 'save',
      id: '',
      title: 'Picked',
      markdown: '',
      insertImage: url,
    })
    expect(picked.status).toBe(303)
    expect((await issue()).markdown).toBe(`![](${url})`)
    await app.sql`DELETE FROM newsletter_issues`

    const refused = await postMultipart({
      intent: 'save',
      id: '',
      title: 'Not a picture',
      markdown: 'Hello',
      images: new File(['plain text'], 'notes.png', { type: 'image/png' }),
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Failed to upload image')
    expect(html).toContain('Hello')
    expect(await app.sql`SELECT id FROM newsletter_issues`).toHaveLength(0)
  })
})

describe('the issue list (the screen loader) and its buttons (the action)', () => {
  const draft = async (title: string) => {
    const created = await app.fetch('/api/newsletter/issues', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title, markdown: 'x', topics: [] },
    })
    return ((await created.json()) as { id: number }).id
  }
  const status = async (id: number) => (await issueRow(id))?.status

  test('the page holds every issue with its counts, so it shows them without JavaScript', async () => {
    await draft('A draft in the list')
    await sentIssue('Sent and counted')
    await app.sql`
      INSERT INTO newsletter_deliveries (issue_id, user_id, status)
      SELECT i.id, u.id, 'sent' FROM newsletter_issues i, users u
      WHERE i.title = 'Sent and counted' AND u.email LIKE 'reader%' LIMIT 1`
    const page = await app.fetch('/admin/newsletter', { headers: { cookie: admin } })
    // React separates a text's parts with comments in server HTML.
    const html = (await page.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('A draft in the list')
    expect(html).toContain('Sent and counted')
    expect(html).toContain('Sent 1 · Failed 0 · Remaining 0 · 1 recipient<')
    expect(html).not.toContain('Loading issues...')
  })

  test('the list is paged and searched on the server, without their text; ?edit=ID opens one whole', async () => {
    await app.sql`
      INSERT INTO newsletter_issues (title, slug, markdown, html, topics, status)
      SELECT 'Bulk issue ' || n, 'bulk-issue-' || n, 'Bulk text ' || n, '<p>Bulk text</p>', '{}', 'draft'
      FROM generate_series(1, ${ADMIN_PAGE_SIZE + 5}) AS n`
    const screen = async (query: string) =>
      (
        await (await app.fetch(`/admin/newsletter${query}`, { headers: { cookie: admin } })).text()
      ).replaceAll('<!-- -->', '')
    const first = await screen('')
    expect(first).toContain('Page 1 of 2')
    expect(first).not.toContain('Bulk text')
    const found = await screen('?q=issue%2012')
    expect(found).toContain('Bulk issue 12')
    expect(found).not.toContain('Bulk issue 13<')
    expect(await screen('?q=nothing%20like%20it')).toContain('No issues match.')
    const [row] = await app.sql<
      { id: number }[]
    >`SELECT id FROM newsletter_issues WHERE title = 'Bulk issue 7'`
    const id = row!.id
    const editing = await screen(`?edit=${id}`)
    expect(editing).toContain('Edit issue')
    expect(editing).toContain('Bulk text 7')
    // The saved text's preview is in the page: the server's rendering, from the loader.
    expect(editing).toContain('<p>Bulk text</p>')
    // An address naming no issue shows the list.
    expect(await screen('?edit=999999')).not.toContain('Edit issue')
  })

  test('send, pause and resume go through the action', async () => {
    await reader(app)
    const id = await draft('To the readers')
    // ?send=ID asks first, and says who the issue would reach: in the page, without JavaScript too.
    const asking = await app.fetch(`/admin/newsletter?send=${id}`, { headers: { cookie: admin } })
    const question = (await asking.text()).replaceAll('<!-- -->', '')
    expect(question).toContain('Send this issue?')
    expect(question).toMatch(/\d+ readers? will get this issue/)
    expect(await status(id)).toBe('draft')
    const sent = await post({ intent: 'send', id: String(id) }, admin)
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain('Sending started')
    expect(await status(id)).toBe('sending')
    expect(await (await post({ intent: 'pause', id: String(id) }, admin)).text()).toContain('Sending paused')
    expect(await status(id)).toBe('paused')
    expect(await (await post({ intent: 'resume', id: String(id) }, admin)).text()).toContain(
      'Sending resumed',
    )
    expect(await status(id)).toBe('sending')
  })

  test('a test copy names where it went; a draft is deleted; a reader or no session changes nothing', async () => {
    const id = await draft('Tested then deleted')
    const tested = await post({ intent: 'test', id: String(id) }, admin)
    expect(tested.status).toBe(200)
    expect(await tested.text()).toContain('Test email sent')

    expect((await post({ intent: 'delete', id: String(id) }, member)).status).toBe(403)
    expect((await post({ intent: 'send', id: String(id) })).status).toBe(401)
    expect(await status(id)).toBe('draft')
    expect(await (await post({ intent: 'delete', id: String(id) }, admin)).text()).toContain('Draft deleted')
    expect(await issueRow(id)).toBeUndefined()
  })
})
