import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import type { OutboxMessage } from '../../db/mail.ts'
import { cookieOf, createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { waitForOutbox } from '../../testing/outbox.ts'
import { CONTACT_ADDRESS_POLICY } from './service.ts'

let app: TestApp
let admin: string
let reader: string
beforeAll(async () => {
  app = await createTestApp()
  admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  const signup = await app.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: {
      email: 'r@example.com',
      firstName: 'R',
      lastName: 'R',
      username: 'reader',
      password: 'reader-pass',
    },
  })
  reader = cookieOf(signup)
})
beforeEach(async () => {
  await app.sql`DELETE FROM rate_limits`
  await app.sql`DELETE FROM contact_messages`
})

let peer = 0
/** Each test sends from its own client address unless it says otherwise. */
const nextPeer = () => `10.20.0.${++peer}`
const send = (json: unknown, from = nextPeer()) =>
  app.fetch('/api/contact', { method: 'POST', json, peer: from })
const stored = async () => [
  ...(await app.sql<{ email: string; page_path: string }[]>`
    SELECT email, page_path FROM contact_messages ORDER BY id`),
]
const asAdmin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  app.fetch(path, { ...init, headers: { cookie: admin } })

describe('POST /api/contact', () => {
  test('saves the address and the page it came from, and answers 202', async () => {
    const response = await send({ email: 'visitor@example.org', page: '/project/3' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ received: true })
    expect(await stored()).toEqual([{ email: 'visitor@example.org', page_path: '/project/3' }])
  })

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an empty email', { email: '' }, 'email'],
    ['an email with a space', { email: 'you @example.com' }, 'email'],
    ['an email without a dot after the at sign', { email: 'you@example' }, 'email'],
    ['an email of 255 characters', { email: `${'a'.repeat(243)}@example.com` }, 'email'],
    ['a control character', { email: 'you\u0000@example.com' }, 'email'],
    ['a page that is a full URL', { page: 'https://evil.example/' }, 'page'],
    ['a protocol-relative page', { page: '//evil.example/' }, 'page'],
    ['a page with a backslash after the slash', { page: '/\\evil.example' }, 'page'],
    ['no page', { page: undefined }, 'page'],
    ['an unknown key', { name: 'Ada' }, 'name'],
  ]
  for (const [name, change, field] of invalid) {
    test(`400 for ${name}, naming ${field}; nothing is saved`, async () => {
      const response = await send({ email: 'ok@example.com', page: '/', ...change })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { message: string; errors: { field: string }[] }
      expect(body.errors.map((e) => e.field)).toContain(field)
      expect(body.message).toContain(field)
      expect(await stored()).toEqual([])
    })
  }

  test('a filled honeypot gets the very same answer and saves nothing', async () => {
    const saved = await send({ email: 'person@example.org', page: '/' })
    const bot = await send({ email: 'bot@example.org', page: '/', website: 'http://spam.example' })
    expect(bot.status).toBe(saved.status)
    expect(await bot.text()).toBe(JSON.stringify({ received: true }))
    expect((await stored()).map((m) => m.email)).toEqual(['person@example.org'])
  })

  test('over the per-address limit: the same answer, no entry; other addresses are unaffected', async () => {
    const from = nextPeer()
    for (let i = 0; i < CONTACT_ADDRESS_POLICY.limit; i++)
      expect((await send({ email: `n${i}@example.org`, page: '/' }, from)).status).toBe(202)
    const over = await send({ email: 'over@example.org', page: '/' }, from)
    expect(over.status).toBe(202)
    expect(over.headers.get('retry-after')).toBeNull()
    expect(await over.json()).toEqual({ received: true })
    expect((await stored()).map((m) => m.email)).not.toContain('over@example.org')
    expect((await stored()).length).toBe(CONTACT_ADDRESS_POLICY.limit)
    await send({ email: 'elsewhere@example.org', page: '/' })
    expect((await stored()).map((m) => m.email)).toContain('elsewhere@example.org')
  })

  test('an address seen before is answered exactly like a new one, and saved again', async () => {
    const first = await send({ email: 'again@example.org', page: '/' })
    const second = await send({ email: 'again@example.org', page: '/projects' })
    expect([second.status, await second.text()]).toEqual([first.status, await first.text()])
    expect((await stored()).length).toBe(2)
  })

  test('from another site: 403 and nothing saved', async () => {
    const response = await app.fetch('/api/contact', {
      method: 'POST',
      json: { email: 'x@example.org', page: '/' },
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await stored()).toEqual([])
  })
})

describe('the admin inbox', () => {
  const ADMIN_ENDPOINTS: [string, string, unknown?][] = [
    ['GET', '/api/contact-messages'],
    ['GET', '/api/contact-messages/export'],
    ['PUT', '/api/contact-messages/1', { handled: true }],
    ['DELETE', '/api/contact-messages/1'],
  ]
  test('anonymous 401, reader 403 on every endpoint; nothing changes', async () => {
    await send({ email: 'keep@example.org', page: '/' })
    for (const [method, path, json] of ADMIN_ENDPOINTS) {
      expect((await app.fetch(path, { method, json })).status).toBe(401)
      expect((await app.fetch(path, { method, json, headers: { cookie: reader } })).status).toBe(403)
    }
    const [row] = await app.sql`SELECT handled_at FROM contact_messages`
    expect(row).toEqual({ handled_at: null })
  })

  test('lists newest first with the unread count; mark handled and back; delete', async () => {
    await send({ email: 'old@example.org', page: '/projects' })
    await app.sql`UPDATE contact_messages SET created_at = now() - interval '1 day'`
    await send({ email: 'new@example.org', page: '/' })
    const list = async () =>
      (await (await asAdmin('/api/contact-messages')).json()) as {
        messages: { id: number; email: string; page: string; createdAt: string; handledAt: string | null }[]
        unread: number
      }
    const first = await list()
    expect(first.messages.map((m) => [m.email, m.page])).toEqual([
      ['new@example.org', '/'],
      ['old@example.org', '/projects'],
    ])
    expect(first.unread).toBe(2)
    expect(Date.parse(first.messages[0]!.createdAt)).toBeGreaterThan(Date.parse(first.messages[1]!.createdAt))

    const id = first.messages[1]!.id
    const mark = (handled: unknown) =>
      app.fetch(`/api/contact-messages/${id}`, {
        method: 'PUT',
        json: { handled },
        headers: { cookie: admin },
      })
    const handled = await mark(true)
    expect(handled.status).toBe(200)
    const handledAt = ((await handled.json()) as { handledAt: string }).handledAt
    expect(Date.parse(handledAt)).toBeGreaterThan(0)
    expect((await list()).unread).toBe(1)
    // Marking again keeps the first time.
    expect(((await (await mark(true)).json()) as { handledAt: string }).handledAt).toBe(handledAt)
    expect(((await (await mark(false)).json()) as { handledAt: null }).handledAt).toBeNull()
    expect((await list()).unread).toBe(2)

    const bad = await mark('yes')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('handled')
    expect((await list()).unread).toBe(2)

    const removed = await app.fetch(`/api/contact-messages/${id}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    })
    expect(await removed.json()).toEqual({ id })
    expect((await list()).messages.map((m) => m.email)).toEqual(['new@example.org'])
  })

  test('unknown or malformed ids are 404 and change nothing', async () => {
    await send({ email: 'stay@example.org', page: '/' })
    for (const id of ['999999', 'abc', '-1']) {
      const put = await app.fetch(`/api/contact-messages/${id}`, {
        method: 'PUT',
        json: { handled: true },
        headers: { cookie: admin },
      })
      expect(put.status).toBe(404)
      const del = await app.fetch(`/api/contact-messages/${id}`, {
        method: 'DELETE',
        headers: { cookie: admin },
      })
      expect(del.status).toBe(404)
    }
    expect((await app.sql`SELECT handled_at FROM contact_messages`).length).toBe(1)
  })

  test('the CSV export: a download, newest first, formulas neutralised', async () => {
    await send({ email: 'first@example.org', page: '/' })
    await app.sql`UPDATE contact_messages SET created_at = now() - interval '1 hour'`
    await send({ email: '=cmd@example.org', page: '/project/2' })
    const response = await asAdmin('/api/contact-messages/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toContain('no-store')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Received (UTC),Email,Page,Handled (UTC)')
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,'=cmd@example\.org,\/project\/2,$/)
    expect(lines[2]).toMatch(/,first@example\.org,\/,$/)
  })

  test('GraphQL: admin is null for anonymous visitors and readers, the inbox for the admin', async () => {
    await send({ email: 'gql@example.org', page: '/projects' })
    const query =
      '{ admin { unreadContactMessages contactMessages { total items { email page handledAt createdAt } } } }'
    const ask = async (cookie?: string) => {
      const response = await app.fetch('/graphql', {
        method: 'POST',
        json: { query },
        headers: cookie ? { cookie } : {},
      })
      return (await response.json()) as { data: { admin: unknown } }
    }
    expect((await ask()).data.admin).toBeNull()
    expect((await ask(reader)).data.admin).toBeNull()
    expect((await ask(admin)).data.admin).toMatchObject({
      unreadContactMessages: 1,
      contactMessages: {
        total: 1,
        items: [{ email: 'gql@example.org', page: '/projects', handledAt: null }],
      },
    })
  })
})

describe('the owner is told of a new address (NOTIFY_OWNER_ON_CONTACT)', () => {
  /** Owner notes queued about `email` (queued in the request's own transaction, so no waiting). */
  const notesAbout = (sql: TestApp['sql'], email: string) =>
    sql<{ recipient: string; kind: string }[]>`
      SELECT recipient, kind FROM mail_log WHERE subject LIKE ${`%${email}%`}`.then((rows) => [...rows])

  test('a saved address is mailed to the contact email of the site settings', async () => {
    await app.sql`UPDATE site_settings SET contact_email = 'owner-now@example.com'`
    expect((await send({ email: 'first-visitor@example.org', page: '/projects' })).status).toBe(202)
    expect(await notesAbout(app.sql, 'first-visitor@example.org')).toEqual([
      { recipient: 'owner-now@example.com', kind: 'owner-contact' },
    ])
    // Earlier tests' notes may still be on their way: wait for this one.
    let note: OutboxMessage | undefined
    for (let tries = 0; !note && tries < 300; tries++) {
      note = (await waitForOutbox(app.sql, 1)).find((m) => m.subject.includes('first-visitor@example.org'))
      if (!note) await Bun.sleep(50)
    }
    expect(note?.to).toBe('owner-now@example.com')
    expect(note?.text).toContain('/projects')
  })

  test('a dropped one (honeypot) mails nothing', async () => {
    await send({ email: 'bot@example.org', page: '/', website: 'http://spam.example' })
    expect(await notesAbout(app.sql, 'bot@example.org')).toEqual([])
  })

  // Last: a second app empties the shared test database.
  test('switched off, a saved address mails nothing', async () => {
    const quiet = await createTestApp({ NOTIFY_OWNER_ON_CONTACT: 'false' })
    const response = await quiet.fetch('/api/contact', {
      method: 'POST',
      json: { email: 'quiet-visitor@example.org', page: '/' },
      peer: nextPeer(),
    })
    expect(response.status).toBe(202)
    expect((await quiet.sql`SELECT 1 FROM contact_messages`).length).toBe(1)
    expect(await notesAbout(quiet.sql, 'quiet-visitor@example.org')).toEqual([])
  })
})
