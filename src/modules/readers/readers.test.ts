import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { reader, SEEDED_TOPICS, signUpReader } from '../../testing/newsletter.ts'

let app: TestApp
let admin: string
let adminId: number

const signUp = (username: string, extra: Record<string, unknown> = {}) =>
  signUpReader(app, 'reader', {
    username,
    email: `${username}@example.com`,
    firstName: 'Rea',
    lastName: 'Der',
    password: 'reader-password',
    ...extra,
  })

interface Listed {
  readers: {
    id: number
    username: string
    firstName: string | null
    lastName: string | null
    email: string
    state: string
    frequency: string | null
    topics: string[]
  }[]
  total: number
  counts: {
    total: number
    byState: { state: string; count: number }[]
    byFrequency: { frequency: string; count: number }[]
    byTopic: { topic: string; count: number }[]
    everyTopic: number
  }
}
const list = async (query = '') =>
  (await (await app.fetch(`/api/readers${query}`, { headers: { cookie: admin } })).json()) as Listed
const asAdmin = (method: string, path: string) => app.fetch(path, { method, headers: { cookie: admin } })

let weekly: { id: number; cookie: string }
let monthly: { id: number; cookie: string }
beforeAll(async () => {
  app = await createTestApp()
})
beforeEach(async () => {
  await app.sql`DELETE FROM users WHERE NOT is_admin`
  await app.sql`DELETE FROM rate_limits`
  admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  adminId = (await app.sql<{ id: number }[]>`SELECT id FROM users WHERE is_admin`)[0]!.id
  weekly = await signUp('wendy', { frequency: 'weekly', topics: ['web-development', 'backend-apis'] })
  monthly = await signUp('mo.nthly', { frequency: 'monthly' })
})

describe('GET /api/readers', () => {
  test('every non-admin account, newest first, with its names, state and subscription; counts per state, frequency, topic', async () => {
    const never = await signUp('never')
    await app.sql`DELETE FROM newsletter_subscriptions WHERE user_id = ${never.id}`
    await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie: monthly.cookie } })
    const { readers, counts } = await list()
    expect(readers.map((r) => [r.username, r.state, r.frequency, r.topics])).toEqual([
      ['never', 'none', null, []],
      ['mo.nthly', 'unsubscribed', 'monthly', []],
      ['wendy', 'active', 'weekly', ['web-development', 'backend-apis']],
    ])
    expect(readers[2]).toMatchObject({ email: 'wendy@example.com', firstName: 'Rea', lastName: 'Der' })
    expect(JSON.stringify(readers)).not.toMatch(/password|argon|admin/i)
    expect(counts.total).toBe(3)
    expect(counts.byState).toEqual([
      { state: 'active', count: 1 },
      { state: 'pending', count: 0 },
      { state: 'failed', count: 0 },
      { state: 'unsubscribed', count: 1 },
      { state: 'none', count: 1 },
    ])
    expect(counts.byFrequency).toEqual([
      { frequency: 'every-issue', count: 0 },
      { frequency: 'weekly', count: 1 },
      { frequency: 'monthly', count: 0 },
    ])
    expect(counts.byTopic.filter((t) => t.count > 0)).toEqual([
      { topic: 'web-development', count: 1 },
      { topic: 'backend-apis', count: 1 },
    ])
    expect(counts.byTopic.length).toBe(SEEDED_TOPICS.length)
    expect(counts.everyTopic).toBe(0)
  })

  test('search matches part of a username or e-mail, any case; counts stay over everyone', async () => {
    expect((await list('?search=WEN')).readers.map((r) => r.username)).toEqual(['wendy'])
    expect((await list('?search=mo.nthly%40example')).readers.map((r) => r.username)).toEqual(['mo.nthly'])
    expect((await list('?search=example.com')).readers.length).toBe(2)
    const none = await list('?search=nobody')
    expect(none.readers).toEqual([])
    expect(none.counts.total).toBe(2)
  })

  test('a page at a time, 50 rows each; % and _ are searched for literally', async () => {
    await app.sql`
      INSERT INTO users (username, email, password_hash, created_at)
      SELECT 'bulk' || g, 'bulk' || g || '@example.org', 'x', now() - g * interval '1 minute'
      FROM generate_series(1, 60) g`
    const first = (await list('?search=bulk')) as Listed & { total: number }
    expect(first.total).toBe(60)
    expect(first.readers.map((r) => r.username).slice(0, 2)).toEqual(['bulk1', 'bulk2'])
    expect(first.readers.length).toBe(50)
    const second = await list('?search=bulk&page=2')
    expect(second.readers.map((r) => r.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `bulk${51 + i}`),
    )
    expect((await list('?search=%25')).readers).toEqual([])
    expect((await list('?search=bulk_')).readers).toEqual([])
  })

  test('a bad query is a 400 naming it', async () => {
    for (const [query, field] of <[string, string][]>[
      [`?search=${'x'.repeat(255)}`, 'search'],
      ['?page=0', 'page'],
      ['?sort=name', 'sort'],
      ['?state=bounced', 'state'],
      ['?state=Pending', 'state'],
      ['?state=', 'state'],
    ]) {
      for (const path of ['/api/readers', '/api/readers/export']) {
        const response = await app.fetch(`${path}${query}`, { headers: { cookie: admin } })
        expect(response.status).toBe(400)
        expect(((await response.json()) as { message: string }).message).toContain(field)
      }
    }
  })
})

/** A message to the reader as the mail log records it ('sent' or given up on: 'failed'). */
async function logMail(userId: number, recipient: string, status: 'sent' | 'failed' | 'queued') {
  await app.sql`
    INSERT INTO mail_log (user_id, recipient, kind, subject, status)
    VALUES (${userId}, ${recipient}, 'newsletter', 'An issue', ${status})`
}

describe('reader states', () => {
  const stateOf = async (username: string) =>
    (await list(`?search=${encodeURIComponent(username)}`)).readers.find((r) => r.username === username)
      ?.state

  test('pending until the confirmation link is opened: not active, not counted in the audience', async () => {
    const waiting = await reader(app, { frequency: 'weekly', topics: ['react-frontend'], confirmed: false })
    const { readers, counts } = await list()
    expect(readers.find((r) => r.id === waiting.id)?.state).toBe('pending')
    expect(counts.byState.find((c) => c.state === 'pending')?.count).toBe(1)
    expect(counts.byState.find((c) => c.state === 'active')?.count).toBe(2)
    // Frequency and topics count who the newsletter reaches: wendy (weekly) and mo.nthly, not the
    // pending reader.
    expect(counts.byFrequency).toEqual([
      { frequency: 'every-issue', count: 0 },
      { frequency: 'weekly', count: 1 },
      { frequency: 'monthly', count: 1 },
    ])
    expect(counts.byTopic.find((t) => t.topic === 'react-frontend')?.count).toBe(0)
    await app.sql`UPDATE newsletter_subscriptions SET confirmed_at = now() WHERE user_id = ${waiting.id}`
    expect((await list()).readers.find((r) => r.id === waiting.id)?.state).toBe('active')
  })

  test("failed while the last settled message to the reader's current address was given up on", async () => {
    await logMail(weekly.id, 'wendy@example.com', 'sent')
    await logMail(weekly.id, 'WENDY@example.com', 'failed')
    expect(await stateOf('wendy')).toBe('failed')
    // Still queued: not settled, so it says nothing yet.
    await logMail(weekly.id, 'wendy@example.com', 'queued')
    expect(await stateOf('wendy')).toBe('failed')
    // A later message that went through: the address works.
    await logMail(weekly.id, 'wendy@example.com', 'sent')
    expect(await stateOf('wendy')).toBe('active')
    await logMail(weekly.id, 'wendy@example.com', 'failed')
    expect(await stateOf('wendy')).toBe('failed')
    // A new address starts clean: the failures were the old one's.
    await app.sql`UPDATE users SET email = 'wendy@example.net' WHERE id = ${weekly.id}`
    expect(await stateOf('wendy')).toBe('active')
    // A failure to another address (a change-email link to a mistyped one) is not this address's.
    await logMail(weekly.id, 'wendy@typo.example', 'failed')
    expect(await stateOf('wendy')).toBe('active')
  })

  test('failing outranks pending; an ended subscription stays unsubscribed whatever its mail did', async () => {
    const waiting = await reader(app, { confirmed: false })
    await logMail(waiting.id, waiting.email, 'failed')
    await logMail(monthly.id, 'mo.nthly@example.com', 'failed')
    await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie: monthly.cookie } })
    const { readers, counts } = await list()
    expect(readers.map((r) => [r.username, r.state])).toEqual([
      [expect.stringMatching(/^nlreader/), 'failed'],
      ['mo.nthly', 'unsubscribed'],
      ['wendy', 'active'],
    ])
    expect(counts.byState).toEqual([
      { state: 'active', count: 1 },
      { state: 'pending', count: 0 },
      { state: 'failed', count: 1 },
      { state: 'unsubscribed', count: 1 },
      { state: 'none', count: 0 },
    ])
  })

  test('?state= lists the readers in that state (the same rule as the labels), with the search and pages', async () => {
    // One reader in every state, some of them twice.
    const pending = await reader(app, { confirmed: false })
    const failing = await reader(app)
    await logMail(failing.id, failing.email, 'failed')
    const pendingFailing = await reader(app, { confirmed: false })
    await logMail(pendingFailing.id, pendingFailing.email, 'failed')
    const recovered = await reader(app)
    await logMail(recovered.id, recovered.email, 'failed')
    await logMail(recovered.id, recovered.email, 'sent')
    await reader(app, { active: false })
    const never = await signUp('never')
    await app.sql`DELETE FROM newsletter_subscriptions WHERE user_id = ${never.id}`
    // A failed note to the owner (mail of no account), who reads with wendy's address, and a failure of
    // a reader without an address now: neither makes anyone failing, nor drops anyone from a filter.
    await app.sql`
      INSERT INTO mail_log (user_id, recipient, kind, subject, status)
      VALUES (NULL, 'wendy@example.com', 'owner-new-subscriber', 'A note', 'failed')`
    const addressless = await reader(app)
    await logMail(addressless.id, addressless.email, 'failed')
    await app.sql`UPDATE users SET email = NULL WHERE id = ${addressless.id}`

    const everyone = (await list()).readers
    const { counts } = await list()
    for (const { state, count } of counts.byState) {
      const filtered = await list(`?state=${state}`)
      expect(filtered.readers.map((r) => r.id)).toEqual(
        everyone.filter((r) => r.state === state).map((r) => r.id),
      )
      expect(filtered.total).toBe(count)
      expect(filtered.readers.every((r) => r.state === state)).toBe(true)
    }
    expect((await list('?state=pending')).readers.map((r) => r.id)).toEqual([pending.id])
    expect((await list('?state=failed')).readers.map((r) => r.id)).toEqual([pendingFailing.id, failing.id])
    expect((await list('?state=active')).readers.map((r) => r.id)).toEqual(
      expect.arrayContaining([recovered.id, addressless.id, weekly.id, monthly.id]),
    )
    // Within a search; the counts stay over everyone.
    const searched = await list(`?state=failed&search=${encodeURIComponent(failing.email)}`)
    expect(searched.readers.map((r) => r.id)).toEqual([failing.id])
    expect(searched.total).toBe(1)
    expect(searched.counts.total).toBe(everyone.length)
    expect((await list('?state=failed&search=wendy')).readers).toEqual([])
    expect((await list('?state=failed&page=2')).readers).toEqual([])
  })

  test('a page at a time within a state', async () => {
    await app.sql`
      INSERT INTO users (username, email, password_hash, created_at)
      SELECT 'bulk' || g, 'bulk' || g || '@example.org', 'x', now() - g * interval '1 minute'
      FROM generate_series(1, 60) g`
    await app.sql`
      INSERT INTO newsletter_subscriptions (user_id, frequency)
      SELECT id, 'monthly' FROM users WHERE username LIKE 'bulk%'`
    const first = await list('?state=pending')
    expect(first.total).toBe(60)
    expect(first.readers.length).toBe(50)
    expect(first.readers[0]!.username).toBe('bulk1')
    const second = await list('?state=pending&page=2')
    expect(second.readers.map((r) => r.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `bulk${51 + i}`),
    )
  })
})

describe('admin only', () => {
  test('anonymous 401 and reader 403 on every endpoint; nothing changes', async () => {
    const endpoints: [string, string][] = [
      ['GET', '/api/readers'],
      ['GET', '/api/readers/export'],
      ['DELETE', `/api/readers/${monthly.id}/subscription`],
      ['DELETE', `/api/readers/${monthly.id}`],
    ]
    for (const [method, path] of endpoints) {
      expect((await app.fetch(path, { method })).status).toBe(401)
      expect((await app.fetch(path, { method, headers: { cookie: weekly.cookie } })).status).toBe(403)
    }
    expect((await list()).readers.map((r) => r.state)).toEqual(['active', 'active'])
  })
})

describe('ending a subscription and deleting a reader', () => {
  test('ending keeps the account and preferences; the reader sees it ended; twice is harmless', async () => {
    const ended = await asAdmin('DELETE', `/api/readers/${weekly.id}/subscription`)
    expect(ended.status).toBe(200)
    expect(await ended.json()).toMatchObject({
      username: 'wendy',
      state: 'unsubscribed',
      frequency: 'weekly',
    })
    const own = await app.fetch('/api/newsletter/subscription', { headers: { cookie: weekly.cookie } })
    expect(await own.json()).toMatchObject({ isActive: false, preferences: { frequency: 'weekly' } })
    expect((await asAdmin('DELETE', `/api/readers/${weekly.id}/subscription`)).status).toBe(200)
  })

  test('deleting removes the account, its sessions and its subscription', async () => {
    const response = await asAdmin('DELETE', `/api/readers/${weekly.id}`)
    expect(await response.json()).toEqual({ id: weekly.id })
    expect((await app.sql`SELECT 1 FROM users WHERE id = ${weekly.id}`).length).toBe(0)
    expect((await app.sql`SELECT 1 FROM sessions WHERE user_id = ${weekly.id}`).length).toBe(0)
    expect((await app.sql`SELECT 1 FROM newsletter_subscriptions WHERE user_id = ${weekly.id}`).length).toBe(
      0,
    )
    // The deleted reader's browser is signed out.
    expect((await app.fetch('/api/user', { headers: { cookie: weekly.cookie } })).status).toBe(401)
    expect((await list()).readers.map((r) => r.username)).toEqual(['mo.nthly'])
    expect((await asAdmin('DELETE', `/api/readers/${weekly.id}`)).status).toBe(404)
  })

  test("the administrator's account can be neither deleted nor unsubscribed here: 403, nothing changes", async () => {
    for (const path of [`/api/readers/${adminId}`, `/api/readers/${adminId}/subscription`]) {
      const response = await asAdmin('DELETE', path)
      expect(response.status).toBe(403)
      expect(((await response.json()) as { message: string }).message).toMatch(/Administrator accounts/)
    }
    expect((await app.sql`SELECT 1 FROM users WHERE id = ${adminId}`).length).toBe(1)
    // Still signed in.
    expect((await app.fetch('/api/user', { headers: { cookie: admin } })).status).toBe(200)
  })

  test('unknown and malformed ids are 404', async () => {
    for (const id of ['999999', 'abc', '0'])
      for (const path of [`/api/readers/${id}`, `/api/readers/${id}/subscription`])
        expect((await asAdmin('DELETE', path)).status).toBe(404)
    expect((await list()).readers.length).toBe(2)
  })
})

test('the CSV export lists what the list shows (search and state), with names and states, formulas neutralised', async () => {
  await signUp('-danger', {
    email: '=evil@example.com',
    firstName: '+Ev',
    lastName: '@il',
    frequency: 'monthly',
  })
  // Names may hold line breaks: the cell is quoted, so the row does not end there.
  await signUp('lines', { firstName: 'Eve\n=1+1', lastName: 'Two\rLines' })
  const response = await app.fetch('/api/readers/export?search=EVIL', { headers: { cookie: admin } })
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="readers-[\d-]+\.csv"$/)
  const rows = async (query: string) =>
    (await (await app.fetch(`/api/readers/export${query}`, { headers: { cookie: admin } })).text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe(
    'Username,First name,Last name,Email,Member since (UTC),State,Frequency,Topics,Subscribed since (UTC),Subscribed by',
  )
  expect(lines.length).toBe(2)
  expect(lines[1]).toMatch(
    /^'-danger,'\+Ev,'@il,'=evil@example\.com,[\dT:.Z-]+,Active,monthly,every update,[\dT:.Z-]+,Signed up$/,
  )
  // A name the account holds with a leading tab or carriage return (written by hand, not by the forms).
  await app.sql`UPDATE users SET first_name = ${'\tcmd'}, last_name = ${'\r=1'} WHERE username = '-danger'`
  expect((await rows('?search=evil'))[1]).toStartWith(`'-danger,'\tcmd,"'\r=1",`)
  expect((await rows('?search=lines'))[1]).toStartWith('lines,"Eve\n=1+1","Two\rLines",lines@example.com,')

  const pending = await reader(app, { confirmed: false })
  await logMail(monthly.id, 'mo.nthly@example.com', 'failed')
  const all = (await rows('')).join('\n')
  expect(all).toContain(`wendy,Rea,Der,wendy@example.com,`)
  // The owner's names for the topics, not the slugs stored.
  expect(all).toContain(`,Active,weekly,${SEEDED_TOPICS[0].name}; ${SEEDED_TOPICS[2].name},`)
  expect(all).toMatch(new RegExp(`nlreader\\d+,Ada,Test,${pending.email},[^,]+,Pending,every-issue,`))
  expect(all).toMatch(/mo\.nthly,Rea,Der,mo\.nthly@example\.com,[^,]+,Mail failing,monthly,/)
  // Only the state asked for, every page of it.
  const failing = await rows('?state=failed')
  expect(failing.length).toBe(2)
  expect(failing[1]).toStartWith('mo.nthly,')
  expect((await rows('?state=pending&search=wendy')).length).toBe(1)
})

test('GraphQL: readers (by search and state) and counts for the admin only, from the same service', async () => {
  await reader(app, { confirmed: false })
  const query = `{ admin {
    readers(search: "wen") { total items { username firstName lastName state frequency topics } }
    pending: readers(state: PENDING) { total items { username state } }
    readerCounts { total byState { state count } }
  } }`
  const ask = async (cookie?: string, text = query) =>
    (await (
      await app.fetch('/graphql', {
        method: 'POST',
        json: { query: text },
        headers: cookie ? { cookie } : {},
      })
    ).json()) as { data?: { admin: unknown }; errors?: { message: string }[] }
  expect((await ask(weekly.cookie)).data!.admin).toBeNull()
  expect((await ask(admin)).data!.admin).toEqual({
    readers: {
      total: 1,
      items: [
        {
          username: 'wendy',
          firstName: 'Rea',
          lastName: 'Der',
          state: 'ACTIVE',
          frequency: 'WEEKLY',
          topics: ['web-development', 'backend-apis'],
        },
      ],
    },
    pending: { total: 1, items: [{ username: expect.stringMatching(/^nlreader/), state: 'PENDING' }] },
    readerCounts: {
      total: 3,
      byState: [
        { state: 'ACTIVE', count: 2 },
        { state: 'PENDING', count: 1 },
        { state: 'FAILED', count: 0 },
        { state: 'UNSUBSCRIBED', count: 0 },
        { state: 'NONE', count: 0 },
      ],
    },
  })
  // An unknown state is refused by the schema, naming it.
  const bad = await ask(admin, '{ admin { readers(state: BOUNCED) { total } } }')
  expect(bad.data).toBeUndefined()
  expect(bad.errors![0]!.message).toContain('BOUNCED')
})
