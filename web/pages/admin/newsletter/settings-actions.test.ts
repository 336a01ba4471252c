import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { seededAppWithUsers } from '../../../../src/testing/admin-test-users.ts'
import { postForm, type TestApp } from '../../../../src/testing/harness.ts'
import { restoreSeededTopics, SEEDED_TOPICS } from '../../../../src/testing/newsletter.ts'

/*
 * The Newsletter screen's welcome email and topics (decision 235) are forms that post to the screen's
 * route action, as a browser without JavaScript sends them; the action writes through the REST API
 * in-process, and the REST handler decides who may (decision 221).
 */

let app: TestApp
let admin: string
let member: string
beforeAll(async () => {
  ;({ app, admin, member } = await seededAppWithUsers())
})
beforeEach(async () => {
  await app.sql`DELETE FROM newsletter_welcome`
  await restoreSeededTopics(app.sql)
})

const post = (fields: Record<string, string>, cookie?: string, origin?: string) =>
  postForm(app, '/admin/newsletter', fields, cookie, origin)

const topics = () =>
  app.sql`SELECT id, slug, name, retired_at IS NOT NULL AS retired FROM newsletter_topics ORDER BY id`
const welcomeRow = async () => (await app.sql`SELECT enabled, subject, markdown FROM newsletter_welcome`)[0]

test('the screen shows the welcome email with its preview, and every topic, in the server HTML', async () => {
  await app.sql`UPDATE newsletter_topics SET retired_at = now() WHERE slug = 'career-tips'`
  const html = await (await app.fetch('/admin/newsletter', { headers: { cookie: admin } })).text()
  expect(html).toContain('Welcome email')
  // No mail server here: off until the owner turns it on.
  expect(html).toContain('No mail server is set up')
  expect(html).toMatch(/<input[^>]*name="enabled"[^>]*value="true"/)
  expect(html).not.toMatch(/<input[^>]*name="enabled"[^>]*checked/)
  expect(html).toContain('<p>Thank you for subscribing, and welcome!</p>')
  for (const { name } of SEEDED_TOPICS) expect(html).toContain(name.replace('&', '&amp;'))
  expect(html).toContain('aria-label="Offer again: Career Tips"')
  expect(html).toContain('aria-label="Retire Web Development"')
})

describe('the welcome email form', () => {
  test('saves through the action; the page says so and shows the new text', async () => {
    const response = await post(
      { intent: 'welcome', enabled: 'true', subject: 'Hello there', markdown: 'Good to *see* you.' },
      admin,
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Welcome email saved')
    expect(html).toContain('<em>see</em>')
    expect(await welcomeRow()).toEqual({
      enabled: true,
      subject: 'Hello there',
      markdown: 'Good to *see* you.',
    })
    // An unticked box is not posted: off.
    await post({ intent: 'welcome', subject: 'Hello there', markdown: 'Good to *see* you.' }, admin)
    expect((await welcomeRow())!.enabled).toBe(false)
  })

  test('a bad field is a 400 with its error at the field and what was typed; nothing is saved', async () => {
    const response = await post(
      { intent: 'welcome', enabled: 'true', subject: '', markdown: 'Typed text' },
      admin,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('The subject is required (at most 200 characters)')
    expect(html).toContain('Typed text')
    expect(await welcomeRow()).toBeUndefined()
  })

  test('a reader gets 403, a post from no session 401, a post from another site 403; nothing is saved', async () => {
    const fields = { intent: 'welcome', enabled: 'true', subject: 'Hijacked', markdown: 'x' }
    expect((await post(fields, member)).status).toBe(403)
    expect((await post(fields)).status).toBe(401)
    expect((await post(fields, admin, 'https://evil.example')).status).toBe(403)
    expect(await welcomeRow()).toBeUndefined()
  })
})

describe('the topic forms', () => {
  test('add, rename, retire and offer again, each through the action', async () => {
    const added = await post({ intent: 'add-topic', name: 'Gardening' }, admin)
    expect(added.status).toBe(200)
    expect(await added.text()).toContain('Topic added')
    const [gardening] = await app.sql<
      { id: number }[]
    >`SELECT id FROM newsletter_topics WHERE slug = 'gardening'`
    const id = String(gardening!.id)

    const renamed = await post({ intent: 'rename-topic', id, name: 'Gardens' }, admin)
    expect(await renamed.text()).toContain('Topic renamed')
    expect(await post({ intent: 'retire-topic', id }, admin).then((r) => r.text())).toContain('Topic retired')
    expect((await topics()).at(-1)).toMatchObject({ slug: 'gardening', name: 'Gardens', retired: true })
    expect(await post({ intent: 'restore-topic', id }, admin).then((r) => r.text())).toContain(
      'Topic offered again',
    )
    expect((await topics()).at(-1)).toMatchObject({ retired: false })
  })

  test('a name taken by another topic is a 409 shown at the field; nothing changes', async () => {
    const response = await post({ intent: 'rename-topic', id: '1', name: 'career tips' }, admin)
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('A topic with that name already exists')
    expect((await topics())[0]).toMatchObject({ name: 'Web Development' })
    expect((await post({ intent: 'add-topic', name: '' }, admin)).status).toBe(400)
  })

  test('a reader gets 403 and a bad id 400; nothing changes', async () => {
    expect((await post({ intent: 'add-topic', name: 'Sneaky' }, member)).status).toBe(403)
    expect((await post({ intent: 'retire-topic', id: '1' }, member)).status).toBe(403)
    expect((await post({ intent: 'rename-topic', id: '1', name: 'Sneaky' }, member)).status).toBe(403)
    expect((await post({ intent: 'retire-topic', id: '../1' }, admin)).status).toBe(400)
    expect((await topics()).map(({ slug, name, retired }) => ({ slug, name, retired }))).toEqual(
      SEEDED_TOPICS.map((t) => ({ ...t, retired: false })),
    )
  })
})

test('the open pixel is off by default with the reason beside it; the form turns it on and off, for the admin only', async () => {
  await app.sql`DELETE FROM newsletter_tracking`
  const html = await (await app.fetch('/admin/newsletter', { headers: { cookie: admin } })).text()
  expect(html).toContain('Count opens with a tracking image')
  expect(html).toContain('load it for')
  expect(html).toMatch(/<input[^>]*name="openPixel"[^>]*value="true"/)
  expect(html).not.toMatch(/<input[^>]*name="openPixel"[^>]*checked/)
  const pixel = async () =>
    (await app.sql`SELECT open_pixel FROM newsletter_tracking`)[0]?.open_pixel ?? false

  await post({ intent: 'open-pixel', openPixel: 'true' }, member)
  expect(await pixel()).toBe(false)
  const on = await post({ intent: 'open-pixel', openPixel: 'true' }, admin)
  expect(on.status).toBe(200)
  expect(await pixel()).toBe(true)
  const shown = await (await app.fetch('/admin/newsletter', { headers: { cookie: admin } })).text()
  expect(shown).toMatch(/<input[^>]*name="openPixel"[^>]*checked/)
  // An unchecked box sends nothing: off.
  await post({ intent: 'open-pixel' }, admin)
  expect(await pixel()).toBe(false)
})
