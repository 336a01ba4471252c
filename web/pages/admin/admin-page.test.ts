import { beforeAll, describe, expect, test } from 'bun:test'
import { addDays, isoDay } from '../../../src/shared/insights.ts'
import { seededAppWithUsers } from '../../../src/testing/admin-test-users.ts'
import type { TestApp } from '../../../src/testing/harness.ts'
import { clearInsights, insertDaily, insertEvents, setRolledUpTo } from '../../../src/testing/insights.ts'

let app: TestApp
let admin: string
let member: string
beforeAll(async () => {
  ;({ app, admin, member } = await seededAppWithUsers())
})

const get = (path: string, cookie?: string) => app.fetch(path, { headers: cookie ? { cookie } : {} })
const render = async (path: string, cookie?: string) => (await get(path, cookie)).text()

test('/admin sends the administrator to the first screen, and only the administrator', async () => {
  const response = await get('/admin', admin)
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe('/admin/projects')
  expect((await get('/admin', member)).status).toBe(403)
  expect((await get('/admin')).status).toBe(401)
})

test('the server renders the Projects screen for the admin, with the tab strip as links', async () => {
  const html = await render('/admin/projects', admin)
  expect(html).toContain('Add Project')
  expect(html).toContain('AI Meal Planner')
  expect(html).toMatch(
    /<a[^>]*aria-current="page"[^>]*href="\/admin\/projects"|<a[^>]*href="\/admin\/projects"[^>]*aria-current="page"/,
  )
  expect(html).toContain('href="/admin/work"')
  expect(html).not.toContain('Access Denied')
})

describe("every screen keeps the spec's access rules", () => {
  const screens = [
    'projects',
    'work',
    'site',
    'inbox',
    'subscribers',
    'newsletter',
    'outbox',
    'mail',
    'insights',
  ]
  test('a signed-in non-admin gets 403 and the Access Denied card, and no content', async () => {
    for (const screen of screens) {
      const response = await get(`/admin/${screen}`, member)
      expect(response.status).toBe(403)
      const html = await response.text()
      expect(html).toContain('Access Denied')
      expect(html).toContain('You don&#x27;t have admin privileges to access this panel')
      expect(html).not.toContain('Add Project')
      expect(html).not.toContain('reader@example.com')
    }
  })
  test('signed out: 401, nothing of the panel, and a refresh to /auth', async () => {
    for (const screen of screens) {
      const response = await get(`/admin/${screen}`)
      expect(response.status).toBe(401)
      const html = await response.text()
      expect(html).not.toContain('Add Project')
      expect(html).not.toContain('Access Denied')
      expect(html).toMatch(/http-equiv="refresh"[^>]*\/auth/)
    }
  })
})

test('the Inbox link carries the unread count', async () => {
  expect(await render('/admin/projects', admin)).not.toContain('unread</span>')
  for (const email of ['one@example.org', 'two@example.org'])
    await app.fetch('/api/contact', { method: 'POST', json: { email, page: '/' }, peer: '10.30.0.1' })
  const html = await render('/admin/site', admin)
  expect(html).toMatch(
    />Inbox<span[^>]*aria-hidden="true"[^>]*>2<\/span><span[^>]*>, <!-- -->2<!-- --> unread<\/span>/,
  )
  expect(await render('/admin/inbox', member)).not.toContain('one@example.org')
})

describe('readers are read a page at a time and searched by the server', () => {
  beforeAll(async () => {
    await app.sql`
      INSERT INTO users (username, email, password_hash, created_at)
      SELECT 'paged' || g, 'paged' || g || '@example.org', 'x', now() - g * interval '1 minute'
      FROM generate_series(1, 120) g`
  })
  const rows = (html: string) => [...html.matchAll(/<th scope="row">(paged\d+)<\/th>/g)].map((m) => m[1])

  test('the first page holds 50 readers, newest first, and links to the next', async () => {
    const html = await render('/admin/subscribers', admin)
    // The newest member is 'reader' (adminAndMember, with a name), then the paged ones (without).
    expect(html).toMatch(/<th scope="row">reader<span[^>]*>Rea Der<\/span><\/th>/)
    expect(rows(html)).toEqual(Array.from({ length: 49 }, (_, i) => `paged${i + 1}`))
    expect(html).toContain('Page <!-- -->1<!-- --> of <!-- -->3')
    expect(html).toContain('href="/admin/subscribers?page=2"')
  })

  test('a search is one query string: its matches, counted, and pages that keep it', async () => {
    const html = await render('/admin/subscribers?q=PAGED1', admin)
    // paged1, paged10..19, paged100..120: 32 matches, newest first, on one page.
    expect(html).toContain('32 of 121 readers match &quot;PAGED1&quot;')
    expect(rows(html).length).toBe(32)
    expect(rows(html)[0]).toBe('paged1')
    expect(html).toContain('value="PAGED1"')
    const paged = await render('/admin/subscribers?q=paged&page=2', admin)
    expect(rows(paged)[0]).toBe('paged51')
    expect(paged).toContain('href="/admin/subscribers?q=paged"')
    expect(paged).toContain('href="/admin/subscribers?q=paged&amp;page=3"')
  })

  test('an empty list says why instead of drawing an empty table', async () => {
    const unmatched = await render('/admin/subscribers?q=nobody-by-this-name', admin)
    expect(unmatched).toContain('No readers match.')
    expect(unmatched).not.toContain('<caption')
    const failing = await render('/admin/subscribers?state=failed', admin)
    expect(failing).toContain('Mail failing: no readers.')
    expect(failing).not.toContain('<caption')
  })

  test('a page past the end goes to the last page', async () => {
    const response = await get('/admin/subscribers?q=paged&page=9', admin)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin/subscribers?q=paged&page=3')
  })

  test('?state= shows one state: its link is current, and the search, the pages and the export keep it', async () => {
    // The even ones subscribe and have not confirmed yet: 60 pending readers.
    await app.sql`
      INSERT INTO newsletter_subscriptions (user_id, frequency)
      SELECT id, 'monthly' FROM users WHERE username ~ '^paged[0-9]*[02468]$'`
    const html = await render('/admin/subscribers?state=pending', admin)
    expect(rows(html)).toEqual(Array.from({ length: 50 }, (_, i) => `paged${2 * (i + 1)}`))
    expect(html).toMatch(/<caption[^>]*>Pending: 60 readers<\/caption>/)
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/admin\/subscribers\?state=pending"[^>]*>Pending/)
    expect(html).toMatch(/<a [^>]*href="\/admin\/subscribers"[^>]*>All<!-- --> <strong>121<\/strong>/)
    expect(html).not.toMatch(/<a aria-current="page"[^>]*>All/)
    expect(html).toContain('>Pending</span>')
    expect(html).not.toContain('>Active</span>')
    expect(html).toContain('href="/admin/subscribers?state=pending&amp;page=2"')
    expect(html).toContain('<input type="hidden" name="state" value="pending"/>')
    expect(html).toContain('href="/api/readers/export?state=pending"')

    const searched = await render('/admin/subscribers?q=paged1&state=pending', admin)
    // paged10..18 and paged100..120, the even ones.
    expect(searched).toMatch(/<caption[^>]*>Pending: 16 of 60 readers match &quot;paged1&quot;<\/caption>/)
    expect(rows(searched).length).toBe(16)
    expect(searched).toMatch(/<a [^>]*href="\/admin\/subscribers\?q=paged1&amp;state=active"/)
    expect(searched).toContain('href="/api/readers/export?search=paged1&amp;state=pending"')

    // An unknown state is every state, as an unreadable page is the first.
    const unknown = await render('/admin/subscribers?state=bounced', admin)
    expect(unknown).toMatch(/<a aria-current="page"[^>]*href="\/admin\/subscribers"[^>]*>All/)
    expect(unknown).toContain('Page <!-- -->1<!-- --> of <!-- -->3')
    const past = await get('/admin/subscribers?state=pending&page=5', admin)
    expect(past.headers.get('location')).toBe('/admin/subscribers?state=pending&page=2')
  })
})

test('the inbox is paged and searched by address or page', async () => {
  await app.sql`
    INSERT INTO contact_messages (email, page_path, created_at)
    SELECT 'visitor' || g || '@example.net', '/project/' || g, now() - g * interval '1 minute'
    FROM generate_series(1, 70) g`
  const html = await render('/admin/inbox?q=%2Fproject%2F7', admin)
  // /project/7 and /project/70..: the messages from those pages only.
  expect(html).toContain('visitor7@example.net')
  expect(html).toContain('visitor70@example.net')
  expect(html).not.toContain('visitor8@example.net')
  const second = await render('/admin/inbox?page=2', admin)
  expect(second).toContain('Page <!-- -->2<!-- --> of <!-- -->2')
})

test('the mail log lists every message with its state and error, filtered by state and searched on the server', async () => {
  await app.sql`
    INSERT INTO mail_log (recipient, kind, subject, status, attempts, last_error, sent_at)
    VALUES ('sent@example.net', 'reset-password', 'Reset your password', 'sent', 1, NULL, now()),
           ('late@example.net', 'newsletter', 'Issue one', 'queued', 2, '451 Try again later', NULL),
           ('gone@example.net', 'newsletter', 'Issue one', 'failed', 1, '550 No such mailbox', NULL)`
  const all = await render('/admin/mail', admin)
  for (const text of ['sent@example.net', 'late@example.net', 'gone@example.net', '550 No such mailbox'])
    expect(all).toContain(text)
  expect(all).toMatch(/Retrying(<!-- -->)? · 2 attempts/)

  const failed = await render('/admin/mail?state=failed', admin)
  expect(failed).toContain('gone@example.net')
  expect(failed).not.toContain('late@example.net')
  expect(failed).toMatch(/<a[^>]*aria-current="page"[^>]*>Failed(<!-- -->)? <strong>1<\/strong><\/a>/)

  const retrying = await render('/admin/mail?state=retrying&q=LATE', admin)
  expect(retrying).toContain('451 Try again later')
  expect(retrying).not.toContain('gone@example.net')
  // An unknown state is every state, not an error page.
  expect(await render('/admin/mail?state=bogus', admin)).toContain('sent@example.net')
})

test('the Insights screen draws its charts on the server, each with its figures as a table, for the period in the address', async () => {
  const today = isoDay(new Date())
  await clearInsights(app.sql)
  await setRolledUpTo(app.sql, addDays(today, -1))
  await insertDaily(app.sql, [
    { day: addDays(today, -2), dimension: 'total', visitors: 3, views: 7 },
    { day: addDays(today, -2), dimension: 'page', value: '/projects', visitors: 3, views: 7 },
  ])
  await insertEvents(app.sql, [
    { at: new Date(), visitor: 'a', path: '/about', referrerHost: 'github.com' },
    { at: new Date(), visitor: 'a', kind: 'vitals', path: '/about', lcp: 4200 },
  ])
  const html = await render('/admin/insights?period=7d', admin)
  expect(html).toContain('Visitors and page views')
  expect(html).toMatch(/<svg[^>]*role="img"/)
  expect(html).toContain('Show the figures')
  expect(html).toContain('/projects')
  expect(html).toContain('github.com')
  expect(html).toContain('4,200 ms')
  expect(html).toContain('href="/api/insights/export?table=pages&amp;period=7d"')
  expect(html).toMatch(/aria-current="page"[^>]*>Last 7 days|>Last 7 days<\/a>/)

  const empty = await render(`/admin/insights?period=custom&from=2020-01-01&to=2020-01-31`, admin)
  expect(empty).toContain('No visits yet in this period')
  expect(empty).toContain('No issue was sent in this period')
  expect(empty).toContain('Jan 1, 2020 – Jan 31, 2020')

  const wrong = await render('/admin/insights?period=custom&from=2020-02-30&to=2020-03-01', admin)
  expect(wrong).toContain('from must be a date written YYYY-MM-DD')
  expect(wrong).toContain('Showing the last 30 days instead')
})
