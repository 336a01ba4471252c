import { beforeAll, describe, expect, test } from 'bun:test'
import sharp from 'sharp'
import { ICON_NAMES } from '../../../src/shared/enums.ts'
import { seededAppWithUsers } from '../../../src/testing/admin-test-users.ts'
import { postForm, type TestApp } from '../../../src/testing/harness.ts'
import { waitForOutbox } from '../../../src/testing/outbox.ts'

/*
 * The admin screens' forms post to their own address, as a browser without JavaScript sends them
 * (docs/decisions/221-route-actions.md): the route action writes through the REST API in-process and
 * the page comes back rendered with the result.
 */

let app: TestApp
let admin: string
let member: string
beforeAll(async () => {
  ;({ app, admin, member } = await seededAppWithUsers())
})

const post = (path: string, fields: Record<string, string | string[]>, cookie?: string) =>
  postForm(app, path, fields, cookie)

/** A form with a file (`file`), as a browser without JavaScript sends it. */
const postFile = (path: string, fields: Record<string, string>, file: File | null, cookie: string) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  if (file) body.append('file', file)
  return app.fetch(path, { method: 'POST', body, headers: { cookie, origin: app.config.siteUrl } })
}

/** A field's radio buttons in a page's HTML: each one's value, and whether it is the one checked. */
const radios = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input type="radio" name="${name}"[^>]*>`, 'g'))].map(([tag]) => ({
    value: tag.match(/ value="([^"]*)"/)?.[1],
    checked: tag.includes(' checked=""'),
  }))

const siteForm = async (): Promise<Record<string, string | string[]>> => {
  const [site] = await app.sql`SELECT * FROM site_settings`
  return {
    ownerName: site!.owner_name,
    jobTitle: site!.job_title,
    greetings: site!.greetings,
    aboutFull: site!.about_full,
    aboutShort: site!.about_short,
    careerStart: new Date(site!.career_start).toISOString().slice(0, 10),
    statLabel: site!.stat_label,
    statValue: site!.stat_value,
    contactEmail: site!.contact_email,
    linkedinUrl: site!.linkedin_url,
    githubUrl: site!.github_url,
    xUrl: '',
    mastodonUrl: '',
    scholarUrl: '',
    huggingfaceUrl: '',
    description: site!.description,
    themeDefault: site!.theme_default,
    senderName: site!.sender_name ?? '',
    senderEmail: site!.sender_email ?? '',
    replyTo: site!.reply_to ?? '',
    adminEmail: site!.admin_email ?? '',
  }
}

describe('/admin/site', () => {
  test('a posted form saves the settings and the page says so', async () => {
    const form = { ...(await siteForm()), ownerName: 'Grace Posted', greetings: ['Hello', 'Hi there'] }
    const response = await post('/admin/site', form, admin)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Site settings saved successfully!')
    expect(html).toContain('value="Grace Posted"')
    const [site] = await app.sql`SELECT owner_name, greetings FROM site_settings`
    expect(site!.owner_name).toBe('Grace Posted')
    expect(site!.greetings).toEqual(['Hello', 'Hi there'])
  })

  test('the mail settings: blank ones name their default, saved ones show, emptied ones go back', async () => {
    const page = await (await app.fetch('/admin/site', { headers: { cookie: admin } })).text()
    expect(page).toContain('Leave empty to use your name: Grace Posted')
    expect(page).toContain(`Leave empty to use the contact email: ${app.config.owner.email}`)

    const mail = { senderName: 'Grace Letters', replyTo: 'replies@example.org' }
    const response = await post('/admin/site', { ...(await siteForm()), ...mail }, admin)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('value="Grace Letters"')
    const [saved] = await app.sql`SELECT sender_name, reply_to, admin_email FROM site_settings`
    expect({ ...saved }).toEqual({
      sender_name: 'Grace Letters',
      reply_to: 'replies@example.org',
      admin_email: null,
    })

    expect((await post('/admin/site', { ...(await siteForm()), senderName: ' ' }, admin)).status).toBe(200)
    const [emptied] = await app.sql`SELECT sender_name, reply_to FROM site_settings`
    expect({ ...emptied }).toEqual({ sender_name: null, reply_to: 'replies@example.org' })
  })

  test('the default theme is native radio buttons, the saved one checked: another one posted is saved', async () => {
    const page = await (await app.fetch('/admin/site', { headers: { cookie: admin } })).text()
    expect(radios(page, 'themeDefault')).toEqual([
      { value: 'dark', checked: true },
      { value: 'system', checked: false },
    ])
    // The radio buttons are the field: no hidden copy of the saved value goes with them.
    expect(page).not.toContain('type="hidden" name="themeDefault"')

    const response = await post('/admin/site', { ...(await siteForm()), themeDefault: 'system' }, admin)
    expect(response.status).toBe(200)
    expect(radios(await response.text(), 'themeDefault')).toEqual([
      { value: 'dark', checked: false },
      { value: 'system', checked: true },
    ])
    const [site] = await app.sql`SELECT theme_default FROM site_settings`
    expect(site!.theme_default).toBe('system')
    await post('/admin/site', { ...(await siteForm()), themeDefault: 'dark' }, admin)
  })

  test('without script a greeting button sends the form back with its change made, nothing saved', async () => {
    const before = await siteForm()
    const lines = ['One', 'Two', 'Three']
    const page = async (greetingEdit: string, cookie = admin) => {
      const response = await post('/admin/site', { ...before, greetings: lines, greetingEdit }, cookie)
      const html = await response.text()
      const shown = [...html.matchAll(/<input[^>]*name="greetings"[^>]*value="([^"]*)"/g)].map((m) => m[1])
      return { status: response.status, html, shown }
    }
    expect((await page('up-1')).shown).toEqual(['Two', 'One', 'Three'])
    expect((await page('down-2')).shown).toEqual(lines)
    expect((await page('remove-0')).shown).toEqual(['Two', 'Three'])
    const added = await page('add')
    expect(added.status).toBe(200)
    expect(added.shown).toEqual([...lines, ''])
    // The buttons post to the lines' place in the page, so the browser shows them again.
    expect(added.html.includes('formAction="#site-greetings"')).toBe(true)
    expect(added.html.includes('Site settings saved successfully!')).toBe(false)
    const [site] = await app.sql`SELECT greetings FROM site_settings`
    expect(site!.greetings).toEqual(before.greetings)
    // Nothing is shown to anyone else.
    const reader = await page('add', member)
    expect(reader.status).toBe(403)
    expect(reader.shown).toEqual([])
    expect((await page('add', '')).status).toBe(401)
  })

  test('a bad field is a 400 naming it, with what was typed kept and nothing saved', async () => {
    const form = { ...(await siteForm()), ownerName: 'Kept Typing', githubUrl: 'not a url' }
    const response = await post('/admin/site', form, admin)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('GitHub URL must be a URL (http:// or https://)')
    expect(html).toContain('value="Kept Typing"')
    const [site] = await app.sql`SELECT owner_name FROM site_settings`
    expect(site!.owner_name).not.toBe('Kept Typing')
  })

  test('a reader gets 403 and nothing changes; signed out 401', async () => {
    const form = { ...(await siteForm()), ownerName: 'Not Allowed' }
    const response = await post('/admin/site', form, member)
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Access Denied')
    expect((await post('/admin/site', form)).status).toBe(401)
    const [site] = await app.sql`SELECT owner_name FROM site_settings`
    expect(site!.owner_name).not.toBe('Not Allowed')
  })

  test('a form posted from another site is refused before any action runs', async () => {
    const form = { ...(await siteForm()), ownerName: 'Cross Site' }
    const response = await app.fetch('/admin/site', {
      method: 'POST',
      body: new URLSearchParams(form as Record<string, string>),
      headers: {
        cookie: admin,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
    })
    expect(response.status).toBe(403)
    const [site] = await app.sql`SELECT owner_name FROM site_settings`
    expect(site!.owner_name).not.toBe('Cross Site')
  })
})

describe('/admin/site pictures', () => {
  test('Remove posts to the action: the picture goes and the page says so; a reader or an unknown kind changes nothing', async () => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3478c8' } })
      .png()
      .toBuffer()
    const body = new FormData()
    body.append('avatar', new File([picture as BlobPart], 'me.png', { type: 'image/png' }))
    expect(
      (await app.fetch('/api/site/avatar', { method: 'POST', headers: { cookie: admin }, body })).status,
    ).toBe(200)
    const avatar = async () => (await app.sql`SELECT avatar_url FROM site_settings`)[0]!.avatar_url

    expect((await post('/admin/site', { intent: 'remove-image', kind: 'avatar' }, member)).status).toBe(403)
    expect((await post('/admin/site', { intent: 'remove-image', kind: 'banner' }, admin)).status).toBe(400)
    expect(await avatar()).not.toBeNull()
    const removed = await post('/admin/site', { intent: 'remove-image', kind: 'avatar' }, admin)
    expect(removed.status).toBe(200)
    expect(await removed.text()).toContain('Avatar removed')
    expect(await avatar()).toBeNull()
  })

  test('without JavaScript a picture goes with the form: uploaded, and shown on the page that answers', async () => {
    const picture = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#34c878' } })
      .png()
      .toBuffer()
    const send = (fields: Record<string, string>, file: File | null, cookie: string) =>
      postFile('/admin/site', fields, file, cookie)
    const png = new File([picture as BlobPart], 'me.png', { type: 'image/png' })
    const avatar = async () => (await app.sql`SELECT avatar_url FROM site_settings`)[0]!.avatar_url
    await app.sql`UPDATE site_settings SET avatar_url = NULL`

    expect((await send({ intent: 'upload-image', kind: 'avatar' }, png, member)).status).toBe(403)
    expect((await send({ intent: 'upload-image', kind: 'banner' }, png, admin)).status).toBe(400)
    const empty = await send({ intent: 'upload-image', kind: 'avatar' }, null, admin)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Choose an image to upload first')
    expect(await avatar()).toBeNull()

    const uploaded = await send({ intent: 'upload-image', kind: 'avatar' }, png, admin)
    expect(uploaded.status).toBe(200)
    const html = await uploaded.text()
    expect(html).toContain('Avatar uploaded successfully!')
    expect(html).toContain('alt="Current avatar"')
    expect(await avatar()).toMatch(/^\/media\//)
  })
})

describe('/admin/inbox', () => {
  let id: string
  beforeAll(async () => {
    await app.fetch('/api/contact', {
      method: 'POST',
      json: { email: 'posted@example.org', page: '/projects' },
      peer: '10.40.0.1',
    })
    id = (
      await app.sql<
        { id: string }[]
      >`SELECT id::text FROM contact_messages WHERE email = 'posted@example.org'`
    )[0]!.id
  })
  const handledAt = async () =>
    (await app.sql`SELECT handled_at FROM contact_messages WHERE id = ${id}`)[0]?.handled_at ?? null

  test('mark handled, then unread, keeps the search and page the form was sent from', async () => {
    const response = await post('/admin/inbox?q=posted', { intent: 'mark', id, handled: 'true' }, admin)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Message marked as handled')
    expect(html).toContain('Mark unread: posted@example.org')
    expect(await handledAt()).not.toBeNull()
    const back = await post('/admin/inbox', { intent: 'mark', id, handled: 'false' }, admin)
    expect(await back.text()).toContain('Message marked as unread')
    expect(await handledAt()).toBeNull()
  })

  test('a reader gets 403 and the message stays unread; an unknown action or id is a 400', async () => {
    expect((await post('/admin/inbox', { intent: 'mark', id, handled: 'true' }, member)).status).toBe(403)
    expect(await handledAt()).toBeNull()
    expect((await post('/admin/inbox', { intent: 'archive', id }, admin)).status).toBe(400)
    expect((await post('/admin/inbox', { intent: 'delete', id: '../site' }, admin)).status).toBe(400)
  })

  test('delete removes the message', async () => {
    const response = await post('/admin/inbox', { intent: 'delete', id }, admin)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Message deleted successfully!')
    expect(html).not.toContain('posted@example.org')
    expect(await app.sql`SELECT 1 FROM contact_messages WHERE id = ${id}`).toHaveLength(0)
  })
})

describe('/admin/subscribers', () => {
  let id: string
  beforeAll(async () => {
    const response = await app.fetch('/api/newsletter/signup', {
      method: 'POST',
      json: {
        email: 'wendy@example.com',
        firstName: 'Wen',
        lastName: 'Dy',
        username: 'wendy',
        password: 'reader-password',
        frequency: 'weekly',
      },
    })
    expect(response.status).toBe(201)
    id = String(((await response.json()) as { id: number }).id)
  })
  const status = async () =>
    (await app.sql`SELECT is_active FROM newsletter_subscriptions WHERE user_id = ${id}`)[0]?.is_active

  test('a reader cannot end a subscription', async () => {
    const response = await post('/admin/subscribers', { intent: 'end', id, username: 'wendy' }, member)
    expect(response.status).toBe(403)
    expect(await status()).toBe(true)
  })

  test('end subscription, then delete the reader', async () => {
    const ended = await post('/admin/subscribers', { intent: 'end', id, username: 'wendy' }, admin)
    expect(ended.status).toBe(200)
    expect(await ended.text()).toContain('wendy no longer gets the newsletter')
    expect(await status()).toBe(false)
    const deleted = await post('/admin/subscribers', { intent: 'delete', id }, admin)
    expect(deleted.status).toBe(200)
    expect(await deleted.text()).toContain('Reader deleted successfully!')
    expect(await app.sql`SELECT 1 FROM users WHERE id = ${id}`).toHaveLength(0)
  })

  test('add a reader: the page says what happened; a bad address is a 400 at its field with what was typed', async () => {
    const added = await post(
      '/admin/subscribers',
      { intent: 'add', email: 'posted@example.org', firstName: 'Po', lastName: '', frequency: 'monthly' },
      admin,
    )
    expect(added.status).toBe(200)
    expect(await added.text()).toContain(
      'posted@example.org is now a reader and gets the next issue. No email was sent.',
    )
    const [row] = await app.sql`SELECT u.first_name, n.frequency, n.consent FROM users u
      JOIN newsletter_subscriptions n ON n.user_id = u.id WHERE u.email = 'posted@example.org'`
    expect(row).toEqual({ first_name: 'Po', frequency: 'monthly', consent: 'added' })

    const bad = await post(
      '/admin/subscribers',
      { intent: 'add', email: 'not-an-address', firstName: 'Typed' },
      admin,
    )
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Enter a valid email address')
    expect(html).toContain('value="Typed"')
    // The failed form's panel is open, so its error shows without JavaScript.
    expect(html).toMatch(/<details[^>]* open=""/)
    expect(
      (await post('/admin/subscribers', { intent: 'add', email: 'sneak@example.org' }, member)).status,
    ).toBe(403)
    expect(
      await app.sql`SELECT 1 FROM users WHERE email IN ('not-an-address', 'sneak@example.org')`,
    ).toHaveLength(0)
  })

  const upload = (csv: string, cookie: string, name = 'readers.csv') =>
    postFile('/admin/subscribers', { intent: 'import' }, new File([csv], name, { type: 'text/csv' }), cookie)

  test('import without JavaScript: upload, the preview page, confirm, and the page says what was done', async () => {
    const uploaded = await upload('Email,First name\r\nnoscript@example.org,Nos\r\nbroken,Row\r\n', admin)
    expect(uploaded.status).toBe(303)
    const preview = uploaded.headers.get('location')!
    expect(preview).toMatch(/^\/admin\/subscribers\/import\/\d+$/)
    const page = await (await app.fetch(preview, { headers: { cookie: admin } })).text()
    expect(page).toContain('Nothing is saved until you confirm.')
    expect(page).toContain('1 new reader will be added, subscribed and confirmed.')
    expect(page).toContain('No email is sent')
    expect(page).toMatch(/<td>3<\/td><td>broken<\/td><td>Left out<\/td><td>Not a valid email address<\/td>/)
    expect(await app.sql`SELECT 1 FROM users WHERE email = 'noscript@example.org'`).toHaveLength(0)

    // A reader cannot see it nor confirm it.
    expect((await app.fetch(preview, { headers: { cookie: member } })).status).toBe(403)
    expect((await post(preview, { intent: 'confirm' }, member)).status).toBe(403)
    expect(await app.sql`SELECT 1 FROM users WHERE email = 'noscript@example.org'`).toHaveLength(0)

    const confirmed = await post(preview, { intent: 'confirm' }, admin)
    expect(confirmed.status).toBe(200)
    const done = await confirmed.text()
    expect(done).toContain('Readers imported')
    expect(done).toContain('1 new reader was added, subscribed and confirmed.')
    expect(done).toContain('No email was sent.')
    expect(await app.sql`SELECT 1 FROM users WHERE email = 'noscript@example.org'`).toHaveLength(1)
  })

  test('cancelling goes back to the list; a bad file is a 4xx with its notice in the page, and nothing is kept', async () => {
    const uploaded = await upload('email\r\ncancelled@example.org\r\n', admin)
    const preview = uploaded.headers.get('location')!
    const cancelled = await post(preview, { intent: 'cancel' }, admin)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe('/admin/subscribers')
    const gone = await app.fetch(preview, { headers: { cookie: admin } })
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('This upload is gone')

    const before = await app.sql`SELECT count(*)::int AS n FROM reader_imports`
    const bad = await upload('name,phone\r\nAda,123\r\n', admin)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('No email column')
    const wrongType = await upload('GIF89a', admin, 'cat.gif')
    expect(wrongType.status).toBe(415)
    expect(await app.sql`SELECT count(*)::int AS n FROM reader_imports`).toEqual(before)
    expect(await app.sql`SELECT 1 FROM users WHERE email = 'cancelled@example.org'`).toHaveLength(0)
  })
})

describe('/admin/work', () => {
  const entry = {
    intent: 'save',
    id: '',
    type: 'past',
    position: 'Posted Engineer',
    company: 'No Script GmbH',
    location: 'Berlin',
    duration: '1 year',
    startDate: '2024-01',
    endDate: '2025-01',
    description: 'Built forms\nThat post',
    technologies: 'HTML, HTTP',
    order: '3',
  }
  const named = (position: string) =>
    app.sql`SELECT id, position, description, technologies FROM work_experiences WHERE position = ${position}`

  test('a posted form creates an entry, another updates it, and the page says so', async () => {
    const created = await post('/admin/work', entry, admin)
    expect(created.status).toBe(200)
    const html = await created.text()
    expect(html).toContain('Work experience created successfully!')
    expect(html).toMatch(/Posted Engineer(<!-- -->)? · (<!-- -->)?No Script GmbH/)
    const [row] = await named('Posted Engineer')
    expect(row!.description).toEqual(['Built forms', 'That post'])
    expect(row!.technologies).toEqual(['HTML', 'HTTP'])

    const updated = await post('/admin/work', { ...entry, id: String(row!.id), position: 'Renamed' }, admin)
    expect(updated.status).toBe(200)
    expect(await updated.text()).toContain('Work experience updated successfully!')
    expect(await named('Renamed')).toHaveLength(1)
    expect(await named('Posted Engineer')).toHaveLength(0)
  })

  test('the page opens the form inline at ?new=1 and ?edit=ID; a bad field is a 400 with the form kept', async () => {
    const page = await (await app.fetch('/admin/work?new=1', { headers: { cookie: admin } })).text()
    expect(page).toContain('aria-label="Work experience details"')
    const response = await post('/admin/work', { ...entry, position: 'Kept Typing', company: '' }, admin)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Company is required')
    expect(html).toContain('value="Kept Typing"')
    expect(await named('Kept Typing')).toHaveLength(0)
  })

  test('delete removes the entry; a reader gets 403 and nothing changes', async () => {
    await post('/admin/work', { ...entry, position: 'Short Lived' }, admin)
    const [row] = await named('Short Lived')
    const id = String(row!.id)
    const refused = await post('/admin/work', { intent: 'delete', id }, member)
    expect(refused.status).toBe(403)
    const refusedSave = await post('/admin/work', { ...entry, position: 'By A Reader' }, member)
    expect(refusedSave.status).toBe(403)
    expect(await named('By A Reader')).toHaveLength(0)
    expect(await named('Short Lived')).toHaveLength(1)

    const deleted = await post('/admin/work', { intent: 'delete', id }, admin)
    expect(deleted.status).toBe(200)
    expect(await deleted.text()).toContain('Work experience deleted successfully!')
    expect(await named('Short Lived')).toHaveLength(0)
    expect((await post('/admin/work', { intent: 'nope', id }, admin)).status).toBe(400)
  })
})

describe('/admin/projects', () => {
  const project = {
    intent: 'save',
    id: '',
    title: 'Posted Project',
    description: 'Made without script',
    technologies: 'HTML, HTTP',
    features: 'Forms\nPages',
    challenges: '',
    results: '',
    duration: '',
    role: '',
    status: '',
    demoUrl: '',
    githubUrl: '',
    colorTheme: 'green',
    order: '7',
    iconName: 'brain',
  }
  const titled = (title: string) =>
    app.sql`SELECT id, technologies, features, icon_name FROM projects WHERE title = ${title}`

  test('a posted form creates a project, another updates it, and the page says so', async () => {
    const created = await post('/admin/projects', project, admin)
    expect(created.status).toBe(200)
    expect(await created.text()).toContain('Project created successfully!')
    const [row] = await titled('Posted Project')
    expect(row!.technologies).toEqual(['HTML', 'HTTP'])
    expect(row!.features).toEqual(['Forms', 'Pages'])
    expect(row!.icon_name).toBe('brain')

    const edit = await (
      await app.fetch(`/admin/projects?edit=${row!.id}`, { headers: { cookie: admin } })
    ).text()
    expect(edit).toContain('aria-label="Project details"')
    expect(edit).toContain('value="Posted Project"')

    const updated = await post(
      '/admin/projects',
      { ...project, id: String(row!.id), title: 'Renamed Project' },
      admin,
    )
    expect(updated.status).toBe(200)
    expect(await updated.text()).toContain('Project updated successfully!')
    expect(await titled('Renamed Project')).toHaveLength(1)
  })

  test('a bad field is a 400 naming it, with the form kept and nothing saved', async () => {
    const response = await post(
      '/admin/projects',
      { ...project, title: 'Kept Project', demoUrl: 'not a url' },
      admin,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('aria-label="New project"')
    expect(html).toContain('value="Kept Project"')
    expect(html).toMatch(/Demo URL must be a URL/)
    expect(await titled('Kept Project')).toHaveLength(0)
  })

  test("the icon is native radio buttons, the saved one checked: another one posted is saved, '' is automatic", async () => {
    await post('/admin/projects', { ...project, title: 'Icon Choice Project' }, admin)
    const [row] = await titled('Icon Choice Project')
    const id = String(row!.id)
    const icons = async () =>
      radios(
        await (await app.fetch(`/admin/projects?edit=${id}`, { headers: { cookie: admin } })).text(),
        'iconName',
      )
    const offered = ['', ...ICON_NAMES]
    expect(await icons()).toEqual(offered.map((value) => ({ value, checked: value === 'brain' })))

    const form = { ...project, id, title: 'Icon Choice Project' }
    expect((await post('/admin/projects', { ...form, iconName: 'timer' }, admin)).status).toBe(200)
    expect((await titled('Icon Choice Project'))[0]!.icon_name).toBe('timer')
    expect(await icons()).toEqual(offered.map((value) => ({ value, checked: value === 'timer' })))
    expect((await post('/admin/projects', { ...form, iconName: '' }, admin)).status).toBe(200)
    expect((await titled('Icon Choice Project'))[0]!.icon_name).toBeNull()
    expect(await icons()).toEqual(offered.map((value) => ({ value, checked: value === '' })))
  })

  test('delete removes the project; a reader gets 403 and nothing changes', async () => {
    await post('/admin/projects', { ...project, title: 'Doomed Project' }, admin)
    const [row] = await titled('Doomed Project')
    const id = String(row!.id)
    expect((await post('/admin/projects', { intent: 'delete', id }, member)).status).toBe(403)
    expect((await post('/admin/projects', { ...project, title: 'Reader Project' }, member)).status).toBe(403)
    expect(await titled('Reader Project')).toHaveLength(0)
    expect(await titled('Doomed Project')).toHaveLength(1)

    const deleted = await post('/admin/projects', { intent: 'delete', id }, admin)
    expect(deleted.status).toBe(200)
    expect(await deleted.text()).toContain('Project deleted successfully!')
    expect(await titled('Doomed Project')).toHaveLength(0)
  })

  test("a project's commands: added, updated and deleted through the action; a bad one is a 400 naming it", async () => {
    await post('/admin/projects', { ...project, title: 'Commanded Project' }, admin)
    const [row] = await titled('Commanded Project')
    const projectId = String(row!.id)
    const command = {
      intent: 'save-command',
      id: '',
      projectId,
      command: 'uv run train.py',
      description: 'Trains the model',
      category: 'Development',
      example: '',
      tags: 'ml, , gpu',
      order: '0',
    }
    const commands = () =>
      app.sql`SELECT id, command, tags FROM commands WHERE project_id = ${row!.id} ORDER BY id`

    const refused = await post('/admin/projects', { ...command, command: '' }, admin)
    expect(refused.status).toBe(400)
    expect(await commands()).toHaveLength(0)
    expect((await post('/admin/projects', command, member)).status).toBe(403)
    expect(await commands()).toHaveLength(0)

    const created = await post('/admin/projects', command, admin)
    expect(await created.text()).toContain('Command created successfully!')
    const [saved] = await commands()
    expect(saved).toMatchObject({ command: 'uv run train.py', tags: ['ml', 'gpu'] })
    // The screen's loader hands the dialog every project's commands.
    const page = await (await app.fetch('/admin/projects', { headers: { cookie: admin } })).text()
    expect(page).toContain('uv run train.py')

    const id = String(saved!.id)
    const updated = await post('/admin/projects', { ...command, id, command: 'uv run train.py -e 3' }, admin)
    expect(await updated.text()).toContain('Command updated successfully!')
    expect((await commands())[0]!.command).toBe('uv run train.py -e 3')

    expect((await post('/admin/projects', { intent: 'delete-command', id }, member)).status).toBe(403)
    const deleted = await post('/admin/projects', { intent: 'delete-command', id }, admin)
    expect(await deleted.text()).toContain('Command deleted successfully!')
    expect(await commands()).toHaveLength(0)
  })

  test("a project's screenshots: reordered, deleted one by one and all at once through the action", async () => {
    await post('/admin/projects', { ...project, title: 'Pictured Project' }, admin)
    const [row] = await titled('Pictured Project')
    const id = String(row!.id)
    const shots = ['/media/a.png', '/media/b.png', '/media/c.png']
    await app.sql`UPDATE projects SET screenshot_urls = ${shots}::text[] WHERE id = ${row!.id}`
    const saved = async () =>
      (await app.sql`SELECT screenshot_urls FROM projects WHERE id = ${row!.id}`)[0]!.screenshot_urls

    const reorder = {
      intent: 'reorder-screenshots',
      id,
      screenshotUrls: ['/media/c.png', '/media/a.png', '/media/b.png'],
    }
    expect((await post('/admin/projects', reorder, member)).status).toBe(403)
    const notAll = await post('/admin/projects', { ...reorder, screenshotUrls: ['/media/c.png'] }, admin)
    expect(notAll.status).toBe(400)
    expect(await notAll.text()).toContain('screenshotUrls must list exactly the current screenshots')
    expect(await saved()).toEqual(shots)
    const reordered = await post('/admin/projects', reorder, admin)
    expect(await reordered.text()).toContain('Screenshots reordered successfully!')
    expect(await saved()).toEqual(reorder.screenshotUrls)

    const badIndex = await post('/admin/projects', { intent: 'delete-screenshot', id, index: 'first' }, admin)
    expect(badIndex.status).toBe(400)
    expect(await badIndex.text()).toContain('No screenshot given')
    const deleted = await post('/admin/projects', { intent: 'delete-screenshot', id, index: '1' }, admin)
    expect(await deleted.text()).toContain('Screenshot deleted successfully!')
    expect(await saved()).toEqual(['/media/c.png', '/media/b.png'])

    expect((await post('/admin/projects', { intent: 'remove-screenshots', id }, member)).status).toBe(403)
    const removed = await post('/admin/projects', { intent: 'remove-screenshots', id }, admin)
    expect(await removed.text()).toContain('All screenshots deleted successfully!')
    expect(await saved()).toEqual([])
  })

  test("without JavaScript the project's page holds its media and commands; a file posted with the form uploads", async () => {
    await post('/admin/projects', { ...project, title: 'Plain Page Project' }, admin)
    const [row] = await titled('Plain Page Project')
    const id = String(row!.id)
    const page = async (query: string) =>
      (
        await (await app.fetch(`/admin/projects?edit=${id}${query}`, { headers: { cookie: admin } })).text()
      ).replaceAll('<!-- -->', '')
    const plain = await page('')
    expect(plain).toContain('aria-label="Upload icon"')
    expect(plain).toContain(`href="/admin/projects?edit=${id}&amp;command=new"`)
    expect(plain).not.toContain('aria-label="New command"')
    // The command form opens at its address and posts back to the project's page.
    expect(await page('&command=new')).toContain(`action="/admin/projects?edit=${id}"`)

    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c83478' } })
      .png()
      .toBuffer()
    const send = (fields: Record<string, string>, file: File | null, cookie: string) =>
      postFile(`/admin/projects?edit=${id}`, fields, file, cookie)
    const png = new File([picture as BlobPart], 'icon.png', { type: 'image/png' })
    const icon = async () => (await app.sql`SELECT icon_url FROM projects WHERE id = ${row!.id}`)[0]!.icon_url
    const fields = { intent: 'upload-media', id, kind: 'icon' }

    expect((await send(fields, png, member)).status).toBe(403)
    expect((await send({ ...fields, kind: 'banner' }, png, admin)).status).toBe(400)
    const empty = await send(fields, null, admin)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Choose an image to upload first')
    const text = new File(['not a picture'], 'icon.png', { type: 'image/png' })
    expect((await send(fields, text, admin)).status).toBe(400)
    expect(await icon()).toBeNull()

    const uploaded = await send(fields, png, admin)
    expect(uploaded.status).toBe(200)
    const html = await uploaded.text()
    expect(html).toContain('Icon uploaded successfully!')
    expect(await icon()).toMatch(/^\/media\/[0-9a-f]{64}\.png$/)
    expect(html).toContain('alt="Current icon"')
  })
})

describe('/admin/outbox', () => {
  test('?open=ID shows that message whole in the reading pane, its entry marked; an unknown one shows none', async () => {
    const created = await app.fetch('/api/newsletter/issues', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title: 'Outbox reading', markdown: 'Read me in the pane.', topics: [] },
    })
    const { id: issueId } = (await created.json()) as { id: number }
    await app.fetch(`/api/newsletter/issues/${issueId}/test`, { method: 'POST', headers: { cookie: admin } })
    // Other files of this worker may have left mail in the outbox: this one is found by its subject.
    const [kept] = await waitForOutbox(app.sql, 1, 15_000, 'Outbox reading')
    const screen = async (query: string) =>
      (await (await app.fetch(`/admin/outbox${query}`, { headers: { cookie: admin } })).text()).replaceAll(
        '<!-- -->',
        '',
      )
    expect(await screen('')).toContain('Choose a message to read it.')
    const open = await screen(`?q=Outbox%20reading&open=${kept!.id}`)
    expect(open).toContain('title="HTML part of')
    // The message's entry in the list (Refresh, a link to the same address, is another).
    const entries = [...open.matchAll(/<a [^>]*open=[^>]*>/g)].map(([tag]) => tag)
    const entry = entries.find((tag) => tag.includes('aria-current')) ?? ''
    expect(entry).toContain('aria-current="true"')
    expect(entry).toContain(`href="/admin/outbox?q=Outbox+reading&amp;open=${kept!.id}"`)
    expect(await screen('?open=999999999')).toContain('Choose a message to read it.')
  })
})
