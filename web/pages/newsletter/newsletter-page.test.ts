import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { SIGN_IN_LINK_SENT } from '../../../src/modules/account/sign-in-link.ts'
import { JOIN_ACTIVE_MESSAGE } from '../../../src/modules/newsletter/join.ts'
import {
  cookieOf,
  createTestApp,
  postForm,
  signIn,
  TEST_ADMIN,
  type TestApp,
} from '../../../src/testing/harness.ts'
import { linksOf, mailQueueIdle, waitForOutbox } from '../../../src/testing/outbox.ts'

/*
 * /newsletter as the newsletter's landing page (issue 21 item 13) and its forms as a browser without
 * JavaScript sends them (item 5): subscribe with an address alone, ask for a sign-in link and use it.
 * The route actions write through the REST API in-process (docs/decisions/221 and 233).
 */

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
})
beforeEach(async () => {
  await app.sql`DELETE FROM rate_limits`
})

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postForm(app, path, fields, cookie)

let serial = 0
const address = () => `landing${++serial}@example.com`

const mailTo = async (email: string) => {
  await mailQueueIdle(app.sql)
  const [{ n }] = (await app.sql`SELECT count(*)::int AS n FROM outbox`) as unknown as [{ n: number }]
  return (await waitForOutbox(app.sql, n)).filter((m) => m.to === email)
}

describe('the landing page', () => {
  beforeAll(async () => {
    await app.sql`INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at) VALUES
      ('Oldest issue', 'oldest', 'x', '<p>x</p>', 'sent', now() - interval '30 days'),
      ('Third issue', 'third', 'x', '<p>x</p>', 'sent', now() - interval '20 days'),
      ('Second issue', 'second', 'x', '<p>x</p>', 'sent', now() - interval '10 days'),
      ('Newest issue', 'newest', 'x', '<p>x</p>', 'sent', now() - interval '1 day'),
      ('A draft', 'a-draft', 'x', '<p>x</p>', 'draft', NULL),
      ('Taken down', 'taken-down', 'x', '<p>x</p>', 'unpublished', now())`
    await app.deps.dataVersion.refresh()
  })

  test('indexable, canonical and shared: what it is about, in the owner’s words', async () => {
    const response = await app.fetch('/newsletter')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('public')
    const html = await response.text()
    expect(html).not.toContain('name="robots"')
    expect(html).toContain('<link rel="canonical" href="http://portfolio.test/newsletter" />')
    expect(html).toContain('<title>Newsletter</title>')
    expect(html).toContain('Alex Morgan’s newsletter</h1>')
    const [{ description }] = (await app.sql`SELECT description FROM site_settings`) as unknown as [
      { description: string },
    ]
    expect(html).toContain(description)
  })

  test('the latest three issues, newest first, linking to the archive; no draft or unpublished issue', async () => {
    const html = await (await app.fetch('/newsletter')).text()
    const links = [...html.matchAll(/href="(\/newsletter\/archive\/[^"]+)"/g)].map((m) => m[1])
    expect(links).toEqual([
      '/newsletter/archive/newest',
      '/newsletter/archive/second',
      '/newsletter/archive/third',
    ])
    expect(html).not.toContain('Oldest issue')
    expect(html).not.toContain('A draft')
    expect(html).not.toContain('Taken down')
    expect(html).toContain('href="/newsletter/archive"')
  })

  test('the email-only form comes first, then sign-in for readers; no phone field anywhere', async () => {
    const html = await (await app.fetch('/newsletter')).text()
    const at = (text: string) => {
      const index = html.indexOf(text)
      expect(index).toBeGreaterThan(-1)
      return index
    }
    const join = at('aria-label="Subscribe by email"')
    expect(join).toBeLessThan(at('Latest issues'))
    expect(at('Latest issues')).toBeLessThan(at('aria-label="Sign in with a link by email"'))
    expect(at('aria-label="Sign in with a link by email"')).toBeLessThan(at('aria-label="Sign in"'))
    // The subscribe form asks for the address and how often, nothing else.
    const form = html.slice(join, html.indexOf('</form>', join))
    expect([...form.matchAll(/<input[^>]* name="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'intent',
      'email',
      'frequency',
      'frequency',
      'frequency',
    ])
    expect(html).not.toMatch(/name="phone"|type="tel"|>Phone</)
    expect(html).toContain('placeholder="Username or email"')
  })

  test('without JavaScript the Sign up / Sign in tabs are links: ?tab=signup shows the sign-up form', async () => {
    const tab = (html: string, value: string) =>
      html.match(new RegExp(`<a href="\\?tab=${value}#account-title"[^>]*>`))?.[0] ?? ''
    const plain = await (await app.fetch('/newsletter')).text()
    expect(tab(plain, 'signup')).toContain('aria-selected="false"')
    expect(tab(plain, 'signin')).toContain('aria-selected="true"')
    expect(plain).toContain('aria-label="Sign in"')
    expect(plain).not.toContain('aria-label="Sign up"')

    const response = await app.fetch('/newsletter?tab=signup')
    expect(response.status).toBe(200)
    // The page cache keeps it apart from /newsletter; any other value of `tab` is /newsletter.
    expect(response.headers.get('no-vary-search')).toBe('key-order, params, except=("tab")')
    const signUp = await response.text()
    expect(tab(signUp, 'signup')).toContain('aria-selected="true"')
    expect(signUp).toContain('aria-label="Sign up"')
    expect(signUp).not.toContain('aria-label="Sign in"')
    for (const path of ['/newsletter?tab=signin', '/newsletter?tab=nope&utm_source=x']) {
      const html = await (await app.fetch(path)).text()
      expect(`${path} ${html.includes('aria-label="Sign in"')}`).toBe(`${path} true`)
    }
  })

  test('signed in, the reader goes on to the dashboard', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const response = await app.fetch('/newsletter', { headers: { cookie }, redirect: 'manual' })
    expect([302, 303]).toContain(response.status)
    expect(response.headers.get('location')).toBe('/dashboard')
  })
})

describe('subscribing with an address alone, without JavaScript', () => {
  test('the answer replaces the form; the reader is subscribed with the frequency chosen', async () => {
    const email = address()
    const response = await post('/newsletter', { intent: 'join', email, frequency: 'weekly' })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    const html = await response.text()
    expect(html).toContain(JOIN_ACTIVE_MESSAGE.replace("'", '&#x27;'))
    expect(html).not.toContain('aria-label="Subscribe by email"')
    const [row] = await app.sql<{ frequency: string; isActive: boolean }[]>`
      SELECT n.frequency, n.is_active AS "isActive" FROM newsletter_subscriptions n
      JOIN users u ON u.id = n.user_id WHERE u.email = ${email}`
    expect(row).toEqual({ frequency: 'weekly', isActive: true })
  })

  test('a bad address is a 400 at its field; what was typed stays; nothing is created', async () => {
    const response = await post('/newsletter', { intent: 'join', email: 'not-an-address' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Enter a valid email address')
    expect(html).toContain('value="not-an-address"')
    expect(await app.sql`SELECT 1 FROM users WHERE email = 'not-an-address'`).toHaveLength(0)
  })
})

describe('sign-in by a mailed link, without JavaScript', () => {
  test('ask on /newsletter, open the link (nothing used yet), press the button: signed in, once', async () => {
    const email = address()
    await post('/newsletter', { intent: 'join', email })
    const asked = await post('/newsletter', { intent: 'sign-in-link', email })
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain(SIGN_IN_LINK_SENT)

    const mail = (await mailTo(email)).find((m) => m.kind === 'sign-in-link')!
    const link = new URL(linksOf(mail.html).find((href) => href.includes('/auth/link'))!)
    const page = `${link.pathname}${link.search}`
    const opened = await app.fetch(page)
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(html).toContain('aria-label="Sign in"')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    // A mail scanner's GET uses nothing up.
    expect(
      await app.sql`SELECT 1 FROM mail_tokens WHERE purpose = 'sign-in' AND used_at IS NULL`,
    ).toHaveLength(1)

    const token = link.searchParams.get('token')!
    const done = await post(page, { intent: 'use-sign-in-link', token })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/dashboard')
    const cookie = cookieOf(done)
    const me = (await (await app.fetch('/api/user', { headers: { cookie } })).json()) as { email: string }
    expect(me.email).toBe(email)

    const again = await post(page, { intent: 'use-sign-in-link', token })
    expect(again.status).toBe(400)
    const refused = await again.text()
    expect(refused).toContain('invalid, was already used or has expired')
    expect(refused).toContain('aria-label="Sign in with a link by email"')
  })

  test('the preferences sign-in and /auth/link offer the link too', async () => {
    for (const path of ['/newsletter/preferences', '/auth/link']) {
      const html = await (await app.fetch(path)).text()
      expect(html).toContain('aria-label="Sign in with a link by email"')
      const response = await post(path, { intent: 'sign-in-link', email: 'nobody@example.com' })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(SIGN_IN_LINK_SENT)
    }
    expect(await (await app.fetch('/auth')).text()).toContain('href="/auth/link"')
  })
})

describe('the embeddable form', () => {
  test('its landing page says what happens next, or why nothing was sent', async () => {
    const sent = await (await app.fetch('/newsletter/check-inbox')).text()
    expect(sent).toContain('Check your inbox</h1>')
    expect(sent).toContain('confirm your subscription')
    const busy = await (await app.fetch('/newsletter/check-inbox?problem=busy')).text()
    expect(busy).toContain('Too many sign-ups')
    expect(busy).toContain('href="/newsletter"')
  })

  test('the admin finds the snippet on the Site screen, with this site’s address', async () => {
    const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
    const html = await (await app.fetch('/admin/site', { headers: { cookie } })).text()
    expect(html).toContain('Sign-up form for your other pages')
    expect(html).toContain(
      '&lt;form method=&quot;post&quot; action=&quot;http://portfolio.test/newsletter/join&quot;&gt;',
    )
  })
})
