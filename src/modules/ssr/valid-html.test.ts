import { beforeAll, expect, test } from 'bun:test'
import sharp from 'sharp'
import { findOutboxMessage, listOutbox } from '../../db/mail.ts'
import { cookieOf, createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { deliverAll } from '../../testing/newsletter.ts'
import { checkHtml, describeMessage, type NuMessage, requireJava } from '../../testing/nu-html-checker.ts'
import { linksOf, waitForOutbox } from '../../testing/outbox.ts'
import { unsubscribeToken } from '../newsletter-issues/unsubscribe-token.ts'

/**
 * Every page, in both themes, and every email as sent, through the W3C's own checker (the Nu
 * HTML Checker, `vnu-jar`, run with Java). Pages get no exception at all; emails only the rules listed in
 * EMAIL_EXCEPTIONS. The app renders with sample content, images and a sent newsletter issue, and one JVM
 * checks everything at once (src/testing/nu-html-checker.ts).
 */

/**
 * The rules email HTML has to break, and nothing else: each is markup that @react-email writes on purpose
 * for mail clients, which are not browsers (Outlook for Windows renders with Word, Gmail and Yahoo
 * rewrite the head and drop much of CSS). No page may have any of these. The layout tables' `align`,
 * `width`, `border`, `cellpadding` and `cellspacing` (Outlook ignores margin:auto, max-width and
 * border-spacing, so these centre the card and close the gaps) are only warnings to the checker, which
 * fail nothing, so they need no entry here.
 */
const EMAIL_EXCEPTIONS: { why: string; matches: (message: NuMessage) => boolean }[] = [
  {
    why:
      'The XHTML 1.0 Transitional doctype: it puts clients that honour a doctype in almost-standards ' +
      'mode, where an image alone in a table cell sits flush instead of on the text baseline (the gap ' +
      'under every image of a table layout in full standards mode), and it is the doctype mail clients ' +
      'and their testing tools are made for; several replace or strip whatever doctype they get anyway.',
    matches: (m) => m.message === 'Almost standards mode doctype. Expected “<!DOCTYPE html>”.',
  },
  {
    why:
      '<meta name="x-apple-disable-message-reformatting">, with no content, as Apple documents it: it ' +
      'stops Apple Mail on iOS from shrinking and reflowing the message. HTML wants a content attribute.',
    matches: (m) =>
      m.message ===
        'Element “meta” is missing one or more of the following attributes: “content”, “property”.' &&
      (m.extract ?? '').includes('name="x-apple-disable-message-reformatting"'),
  },
  {
    why:
      'Outlook-only CSS properties on the button (mso-padding-alt, mso-text-raise): Word ignores the ' +
      "link's padding, so these give the button its height there. Every other client ignores them, and " +
      'the CSS checker does not know them, as they carry no vendor prefix.',
    matches: (m) => /^CSS: “(mso-[a-z-]+)”: Property “\1” doesn't exist\.$/.test(m.message),
  },
]

const emailException = (message: NuMessage) =>
  message.type === 'error' && EMAIL_EXCEPTIONS.some(({ matches }) => matches(message))

/** Both themes of the site (docs/decisions/210): every page is checked in each. */
const THEMES = ['dark', 'light'] as const

let app: TestApp
let admin: string
let reader: { id: number; cookie: string }
const pages = new Map<string, string>()
const emails = new Map<string, string>()

const solid = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
const SVG_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10"/></svg>'

async function upload(path: string, field: string, files: [Uint8Array | string, string, string][]) {
  const body = new FormData()
  for (const [bytes, name, type] of files) body.append(field, new File([bytes as BlobPart], name, { type }))
  const response = await app.fetch(path, { method: 'POST', headers: { cookie: admin }, body })
  expect(response.status).toBe(200)
  return response
}

async function post(path: string, json: unknown, cookie?: string, peer = '10.25.0.1') {
  const response = await app.fetch(path, { method: 'POST', json, peer, headers: cookie ? { cookie } : {} })
  expect(response.status).toBeLessThan(300)
  return response
}

/** The token of the link to `path` in the message of `kind`, once the mail queue has delivered it. */
async function mailedToken(kind: string, path: string): Promise<string> {
  const deadline = Date.now() + 15_000
  let summary = (await listOutbox(app.sql, '', { offset: 0, limit: 100 })).find((m) => m.kind === kind)
  while (!summary && Date.now() < deadline) {
    await Bun.sleep(20)
    summary = (await listOutbox(app.sql, '', { offset: 0, limit: 100 })).find((m) => m.kind === kind)
  }
  if (!summary) throw new Error(`no ${kind} email arrived`)
  const mail = (await findOutboxMessage(app.sql, summary.id))!
  return new URL(linksOf(mail.html).find((href) => href.includes(path))!).searchParams.get('token')!
}

/**
 * Renders one page in both themes as the given visitor, following a redirect as a browser would, and
 * checks it answered the state the label names (`status`).
 */
async function renderPage(label: string, path: string, status: number, session?: string) {
  for (const theme of THEMES) {
    const cookie = [session, `theme=${theme}`].filter(Boolean).join('; ')
    let response = await app.fetch(path, { headers: { cookie } })
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 3; hops++) {
      response = await app.fetch(response.headers.get('location')!, { headers: { cookie } })
    }
    expect([label, response.status]).toEqual([label, status])
    expect(response.headers.get('content-type')).toStartWith('text/html')
    const html = await response.text()
    expect(html).toContain(`data-theme="${theme}"`)
    pages.set(`${label} (${path}, ${theme})`, html)
  }
}

beforeAll(async () => {
  // Before anything else: without Java, say how to install it at once (the check never skips).
  requireJava()
  // Double opt-in, so the confirmation email is sent too; the owner is told of sign-ups and messages.
  app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true' }, { seed: true })
  admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)

  // Images of every kind the pages show: raster (a <picture> with variants) and SVG (a plain <img>).
  const png = await solid(1600, 900, 40).png().toBuffer()
  await upload('/api/site/avatar', 'avatar', [
    [await solid(600, 600, 200).png().toBuffer(), 'me.png', 'image/png'],
  ])
  await upload('/api/projects/1/upload-hero', 'hero', [[png, 'hero.png', 'image/png']])
  await upload('/api/projects/1/upload-icon', 'icon', [[SVG_ICON, 'icon.svg', 'image/svg+xml']])
  await upload('/api/projects/1/upload-screenshots', 'screenshots', [
    [await solid(1280, 800, 90).png().toBuffer(), 'one.png', 'image/png'],
    [await solid(1280, 800, 150).jpeg().toBuffer(), 'two.jpg', 'image/jpeg'],
  ])
  await upload('/api/projects/2/upload-icon', 'icon', [
    [await solid(96, 96, 10).png().toBuffer(), 'i.png', 'image/png'],
  ])
  const hero = (await (await app.fetch('/api/projects/1')).json()) as { heroImageUrl: string }

  // A reader through the real sign-up (confirmation email, owner's note), and a visitor's message.
  const signup = await post('/api/newsletter/signup', {
    email: 'html-reader@example.com',
    firstName: 'Ada',
    lastName: 'Reader',
    username: 'html-reader',
    password: 'correct horse battery',
    frequency: 'weekly',
    topics: [],
  })
  reader = {
    id: ((await signup.json()) as { id: number }).id,
    cookie: cookieOf(signup),
  }
  // Every other message the site sends: a visitor's note, a reset link, a new address to confirm.
  await post('/api/contact', { email: 'visitor@example.org', page: '/projects' }, undefined, '10.25.0.2')
  await post('/api/password/forgot', { email: 'html-reader@example.com' })
  await post(
    '/api/account/email',
    { email: 'ada@example.net', password: 'correct horse battery' },
    reader.cookie,
  )
  // The pages behind the mailed links, opened with the real tokens.
  const [confirmToken, resetToken, emailToken] = await Promise.all([
    mailedToken('confirm-subscription', '/newsletter/confirm'),
    mailedToken('reset-password', '/auth/reset'),
    mailedToken('change-email', '/account/confirm-email'),
  ])
  await renderPage('Confirm subscription, from the email', `/newsletter/confirm?token=${confirmToken}`, 200)
  await renderPage('Reset password, from the email', `/auth/reset?token=${resetToken}`, 200)
  await renderPage('Confirm new address, from the email', `/account/confirm-email?token=${emailToken}`, 200)
  // Confirmed, the old address is told of the change.
  await post('/api/account/email/confirm', { token: emailToken })
  // Another reader deletes their account and gets the receipt (their own earlier mail goes with it).
  const leaver = await post(
    '/api/newsletter/signup',
    {
      email: 'html-leaver@example.com',
      firstName: 'Lee',
      lastName: 'Leaver',
      username: 'html-leaver',
      password: 'correct horse battery',
      frequency: 'monthly',
      topics: [],
    },
    undefined,
    '10.25.0.3',
  )
  const deleted = await app.fetch('/api/account', {
    method: 'DELETE',
    json: { password: 'correct horse battery' },
    headers: { cookie: cookieOf(leaver) },
  })
  expect(deleted.status).toBe(200)
  // Confirmed, the reader gets the newsletter.
  await post('/api/newsletter/confirm', { token: confirmToken })

  // A newsletter issue with everything Markdown allows, sent for real: the email and the archive.
  const created = await post(
    '/api/newsletter/issues',
    {
      title: 'Shipping a model in a week',
      topics: [],
      // Shown on the archive and the issue page (decision 234).
      featureImageUrl: hero.heroImageUrl,
      featureImageAlt: 'The model dashboard on a laptop',
      markdown: [
        '# Shipping a model in a week',
        'A paragraph with **strong**, *emphasis*, ~~struck~~, `code` and [a link](https://example.com "Title").',
        `![A chart](${hero.heroImageUrl})`,
        '## Steps',
        '1. Collect\n2. Train\n3. Ship',
        '- one\n- two',
        '> A quotation.',
        '```python\nprint("hello")\n```',
        '| Model | Score |\n|:------|------:|\n| base | 0.81 |\n| tuned | 0.93 |',
        '---',
        'Line one  \nline two, and mail: <hello@example.com>.',
      ].join('\n\n'),
    },
    admin,
  )
  const issue = (await created.json()) as { id: number; slug: string }
  await post(`/api/newsletter/issues/${issue.id}/send`, {}, admin)
  await deliverAll(app)

  // Subscribing with an address alone (a new one, and one that has an account), and a sign-in link,
  // whose page is then opened with the real token (decision 233).
  await post('/api/newsletter/join', { email: 'html-joiner@example.com' }, undefined, '10.25.0.4')
  await post('/api/newsletter/join', { email: 'ada@example.net' }, undefined, '10.25.0.4')
  await post('/api/login/link', { email: 'ada@example.net' }, undefined, '10.25.0.4')
  const signInToken = await mailedToken('sign-in-link', '/auth/link')
  await renderPage('Sign in with a link, from the email', `/auth/link?token=${signInToken}`, 200)

  // Every email, as the mail server would have received it.
  const outbox = await waitForOutbox(app.sql, 11)
  for (const mail of outbox) emails.set(`${mail.kind} email: ${mail.subject}`, mail.html)

  // An issue sent and later taken down by the owner: its page is a 410 (decision 227).
  await app.sql`INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at)
    VALUES ('Withdrawn', 'withdrawn', 'x', '<p>x</p>', 'unpublished', now())`

  const unsubscribe = `/newsletter/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(app.deps, reader.id))}`
  // A reader list waiting for its confirmation (with a row left out), and one imported.
  const readerList = async () => {
    const body = new FormData()
    body.append('file', new File(['email,first name\nlisted@example.org,Lis\nbad,Row\n'], 'readers.csv'))
    const response = await app.fetch('/api/readers/imports', {
      method: 'POST',
      headers: { cookie: admin },
      body,
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: number }).id
  }
  const previewed = await readerList()
  const imported = await readerList()
  await post(`/api/readers/imports/${imported}/confirm`, {}, admin)

  const member = reader.cookie
  const visits: [label: string, path: string, status: number, session?: string][] = [
    ['Home', '/', 200],
    ['Home, signed in', '/', 200, member],
    ['Home, the admin', '/', 200, admin],
    ['Projects', '/projects', 200],
    ['Projects, filtered, as a list', '/projects?view=list&q=model', 200],
    ['Project', '/project/1', 200],
    ['Project without images', '/project/3', 200],
    ['Unknown project', '/project/999', 404],
    ['Newsletter landing page', '/newsletter', 200],
    ['Check your inbox, after the embedded form', '/newsletter/check-inbox', 200],
    ['Check your inbox, a refused address', '/newsletter/check-inbox?problem=invalid', 200],
    ['Sign in', '/auth', 200],
    ['Sign in with a link, asking for one', '/auth/link', 200],
    ['Forgot password', '/auth/forgot', 200],
    ['Reset password without a token', '/auth/reset', 200],
    ['Confirm subscription, bad link', '/newsletter/confirm?token=nope', 200],
    ['Confirm new address, no token', '/account/confirm-email', 200],
    ['Newsletter archive', '/newsletter/archive', 200],
    ['Newsletter issue', `/newsletter/archive/${issue.slug}`, 200],
    ['Unknown issue', '/newsletter/archive/no-such-issue', 404],
    ['Unpublished issue', '/newsletter/archive/withdrawn', 410],
    ['Unsubscribe, subscribed', unsubscribe, 200],
    ['Unsubscribe, bad link', '/newsletter/unsubscribe?token=forged', 400],
    ['Dashboard, signed out (goes to sign-in)', '/dashboard', 200],
    ['Newsletter preferences, signed out (sign-in)', '/newsletter/preferences', 200],
    ['Account deleted', '/account/deleted', 200],
    ['Dashboard', '/dashboard', 200, member],
    ['Log out', '/logout', 200, member],
    ['Admin panel', '/admin', 200, admin],
    ["Admin, a project's own page", '/admin/projects?edit=1&command=new', 200, admin],
    ['Admin, work experience', '/admin/work', 200, admin],
    ['Admin, site', '/admin/site', 200, admin],
    ['Admin, inbox', '/admin/inbox', 200, admin],
    ['Admin, inbox searched', '/admin/inbox?q=example', 200, admin],
    ['Admin, subscribers', '/admin/subscribers', 200, admin],
    ['Admin, reader import preview', `/admin/subscribers/import/${previewed}`, 200, admin],
    ['Admin, reader import done', `/admin/subscribers/import/${imported}`, 200, admin],
    ['Admin, reader import gone', '/admin/subscribers/import/999999', 404, admin],
    ['Admin, newsletter', '/admin/newsletter', 200, admin],
    ['Admin, outbox', '/admin/outbox', 200, admin],
    ['Admin panel, a reader', '/admin', 403, member],
    ['Admin panel, signed out', '/admin', 401],
    ['Not found', '/no/such/page', 404],
  ]
  for (const [label, path, status, session] of visits) await renderPage(label, path, status, session)
  // The unsubscribe button posts without script too; the page then says it is done.
  await app.fetch(unsubscribe, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  await renderPage('Unsubscribe, done', unsubscribe, 200)
})

function report(results: Map<string, NuMessage[]>, excepted: (message: NuMessage) => boolean = () => false) {
  return [...results]
    .map(([name, messages]) => [name, messages.filter((m) => m.type !== 'info' && !excepted(m))] as const)
    .filter(([, messages]) => messages.length > 0)
    .map(([name, messages]) => `${name}:\n${messages.map((m) => `  ${describeMessage(m)}`).join('\n')}`)
}

/** One run of the checker for all of them, shared by the tests below. */
let checked: Promise<Map<string, NuMessage[]>> | undefined
const results = () => {
  checked ??= checkHtml(new Map([...pages, ...emails]))
  return checked
}
const resultsOf = async (documents: Map<string, string>) =>
  new Map([...(await results())].filter(([name]) => documents.has(name)))

test('every page, in both themes, is valid HTML to the Nu HTML Checker, with no exception', async () => {
  const checkedPages = await resultsOf(pages)
  expect(checkedPages.size).toBe(pages.size)
  expect(report(checkedPages).join('\n')).toBe('')
})

test('every email, as sent, is valid HTML but for the rules email clients need broken', async () => {
  const checkedEmails = await resultsOf(emails)
  expect(checkedEmails.size).toBe(emails.size)
  expect(report(checkedEmails, emailException).join('\n')).toBe('')
})

test('the pages hold the markup that once broke: both kinds of image, the timeline, times, the refresh', () => {
  const page = (label: string) => [...pages].find(([name]) => name.startsWith(label))![1]
  const ISO_TIME = /<time dateTime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z">/
  expect(page('Home (')).toContain('<picture')
  expect(page('Project (')).toMatch(/<img src="\/media\/[0-9a-f]{64}\.svg"/)
  expect(page('Home (')).toContain('data-testid="timeline-track"')
  expect(page('Newsletter archive (')).toMatch(ISO_TIME)
  expect(page('Newsletter issue (')).toMatch(ISO_TIME)
  expect(page('Newsletter issue (')).toContain('<table>')
  expect(page('Newsletter landing page (')).toMatch(ISO_TIME)
  expect(page('Newsletter landing page (')).toContain('href="/newsletter/archive/shipping-a-model-in-a-week"')
  expect(page('Admin, site (')).toContain('Sign-up form for your other pages')
  expect(page('Admin, inbox (')).toContain('visitor@example.org')
  expect(page('Admin, inbox (')).toMatch(ISO_TIME)
  expect(page('Admin, subscribers (')).toContain('html-reader')
  expect(page('Admin panel, signed out')).toContain('http-equiv="refresh"')
  expect(page('Unsubscribe, done')).toContain('You are unsubscribed')
})

test('the check saw every email the site sends', () => {
  expect([...emails.keys()].map((name) => name.split(' ')[0]).sort()).toEqual([
    'account-deleted',
    'already-a-reader',
    'change-email',
    'confirm-subscription',
    'email-changed',
    'newsletter',
    'owner-contact',
    'owner-new-subscriber',
    'reset-password',
    'sign-in-link',
  ])
})
