import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { SEEDED_TOPICS } from '../../testing/newsletter.ts'

let app: TestApp
let admin: string
let adminId: number

const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!

async function signUp(username: string, extra: Record<string, unknown> = {}) {
  const response = await app.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: {
      email: `${username}@example.com`,
      firstName: 'Rea',
      lastName: 'Der',
      username,
      password: 'reader-password',
      ...extra,
    },
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { id, cookie: cookieOf(response) }
}

interface Listed {
  readers: {
    id: number
    username: string
    email: string
    status: string
    frequency: string | null
    topics: string[]
  }[]
  counts: {
    total: number
    byStatus: { status: string; count: number }[]
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
  test('every non-admin account, newest first, with its subscription; counts per status, frequency, topic', async () => {
    const never = await signUp('never')
    await app.sql`DELETE FROM newsletter_subscriptions WHERE user_id = ${never.id}`
    await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie: monthly.cookie } })
    const { readers, counts } = await list()
    expect(readers.map((r) => [r.username, r.status, r.frequency, r.topics])).toEqual([
      ['never', 'none', null, []],
      ['mo.nthly', 'inactive', 'monthly', []],
      ['wendy', 'active', 'weekly', ['web-development', 'backend-apis']],
    ])
    expect(readers[2]!.email).toBe('wendy@example.com')
    expect(JSON.stringify(readers)).not.toMatch(/password|argon|admin/i)
    expect(counts.total).toBe(3)
    expect(counts.byStatus).toEqual([
      { status: 'active', count: 1 },
      { status: 'inactive', count: 1 },
      { status: 'none', count: 1 },
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
    ]) {
      const response = await app.fetch(`/api/readers${query}`, { headers: { cookie: admin } })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toContain(field)
    }
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
    expect((await list()).readers.map((r) => r.status)).toEqual(['active', 'active'])
  })
})

describe('ending a subscription and deleting a reader', () => {
  test('ending keeps the account and preferences; the reader sees it ended; twice is harmless', async () => {
    const ended = await asAdmin('DELETE', `/api/readers/${weekly.id}/subscription`)
    expect(ended.status).toBe(200)
    expect(await ended.json()).toMatchObject({ username: 'wendy', status: 'inactive', frequency: 'weekly' })
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

test('the CSV export lists what the search finds, one row per reader, formulas neutralised', async () => {
  await signUp('-danger', { email: '=evil@example.com', frequency: 'monthly' })
  const response = await app.fetch('/api/readers/export?search=EVIL', { headers: { cookie: admin } })
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="readers-[\d-]+\.csv"$/)
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe(
    'Username,Email,Member since (UTC),Subscription,Frequency,Topics,Subscribed since (UTC)',
  )
  expect(lines.length).toBe(2)
  expect(lines[1]).toMatch(/^'-danger,'=evil@example\.com,[\dT:.Z-]+,active,monthly,every update,[\dT:.Z-]+$/)
  const all = await app.fetch('/api/readers/export', { headers: { cookie: admin } })
  const text = await all.text()
  expect(text).toContain(`wendy,wendy@example.com,`)
  // The owner's names for the topics, not the slugs stored.
  expect(text).toContain(`,active,weekly,${SEEDED_TOPICS[0].name}; ${SEEDED_TOPICS[2].name},`)
})

test('GraphQL: readers and counts for the admin only', async () => {
  const query =
    '{ admin { readers(search: "wen") { total items { username status frequency topics } } readerCounts { total } } }'
  const ask = async (cookie?: string) =>
    (await (
      await app.fetch('/graphql', { method: 'POST', json: { query }, headers: cookie ? { cookie } : {} })
    ).json()) as { data: { admin: unknown } }
  expect((await ask(weekly.cookie)).data.admin).toBeNull()
  expect((await ask(admin)).data.admin).toEqual({
    readers: {
      total: 1,
      items: [
        {
          username: 'wendy',
          status: 'ACTIVE',
          frequency: 'WEEKLY',
          topics: ['web-development', 'backend-apis'],
        },
      ],
    },
    readerCounts: { total: 2 },
  })
})
