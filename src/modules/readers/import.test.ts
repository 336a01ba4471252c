import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import * as newsletter from '../../db/newsletter.ts'
import { insertUser } from '../../db/users.ts'
import { mailAppWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { SEEDED_TOPICS } from '../../testing/newsletter.ts'
import { mailQueueIdle } from '../../testing/outbox.ts'
import type { TestSmtpServer } from '../../testing/smtp.ts'
import type { ReaderImport } from './model.ts'

/*
 * Readers in bulk (issue 21 item 6, docs/decisions/236), through the real REST API on a real database,
 * with a real SMTP server and double opt-in on: a sign-up here is mailed, so "the import sent nothing"
 * is a claim that could fail.
 */

let app: TestApp
let smtp: TestSmtpServer
let admin: string
let member: string

beforeAll(async () => {
  ;({ app, smtp, admin, member } = await mailAppWithUsers({
    NEWSLETTER_DOUBLE_OPT_IN: 'true',
    NOTIFY_OWNER_ON_SUBSCRIBE: 'true',
    OWNER_EMAIL: 'owner@example.com',
  }))
})
afterAll(() => smtp.stop())

beforeEach(async () => {
  await app.sql`DELETE FROM users WHERE NOT is_admin AND username <> 'reader'`
  await app.sql`DELETE FROM reader_imports`
  await app.sql`DELETE FROM mail_log`
  await app.sql`UPDATE users SET email = 'admin@example.com' WHERE is_admin`
  smtp.received.length = 0
})

function upload(
  content: string | Uint8Array<ArrayBuffer>,
  options: { name?: string; type?: string; cookie?: string | undefined; field?: string } = {},
) {
  const body = new FormData()
  const bytes: Uint8Array<ArrayBuffer> =
    typeof content === 'string' ? new TextEncoder().encode(content) : content
  body.append(
    options.field ?? 'file',
    new File([bytes], options.name ?? 'readers.csv', { type: options.type ?? 'text/csv' }),
  )
  const cookie = 'cookie' in options ? options.cookie : admin
  return app.fetch('/api/readers/imports', { method: 'POST', body, headers: cookie ? { cookie } : {} })
}

async function preview(content: string): Promise<ReaderImport> {
  const response = await upload(content)
  expect(response.status).toBe(201)
  return (await response.json()) as ReaderImport
}

const confirm = (id: number, cookie = admin) =>
  app.fetch(`/api/readers/imports/${id}/confirm`, { method: 'POST', headers: { cookie } })

/** An account made directly in the database (no password hashing: nobody signs in as them here). */
async function account(
  username: string,
  subscription: 'active' | 'pending' | 'unsubscribed' | 'none',
  names: { firstName?: string | null; lastName?: string | null } = {},
) {
  const user = await insertUser(app.sql, {
    username,
    email: `${username}@example.com`,
    firstName: names.firstName ?? null,
    lastName: names.lastName ?? null,
    passwordHash: 'not-a-real-hash',
  })
  if (subscription !== 'none') {
    await newsletter.upsertActiveSubscription(
      app.sql,
      user.id,
      { frequency: 'monthly', topics: [SEEDED_TOPICS[1].slug] },
      subscription !== 'pending',
    )
    if (subscription === 'unsubscribed') await newsletter.deactivateSubscription(app.sql, user.id)
  }
  return user
}

interface Row {
  username: string
  email: string
  firstName: string | null
  lastName: string | null
  hasPassword: boolean
  isActive: boolean | null
  confirmed: boolean | null
  frequency: string | null
  topics: string[] | null
  consent: string | null
}
const readerRows = () => app.sql<Row[]>`
  SELECT u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
    u.password_hash IS NOT NULL AS "hasPassword", n.is_active AS "isActive",
    n.confirmed_at IS NOT NULL AS confirmed, n.frequency, n.topics, n.consent
  FROM users u LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id
  WHERE NOT u.is_admin AND u.username <> 'reader' ORDER BY lower(u.email)`

const snapshot = async () => ({
  readers: await readerRows(),
  imports: (await app.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM reader_imports`)[0]!.n,
})

/** No mail job due or running, then nothing logged, queued or delivered. */
async function expectNoMail() {
  await mailQueueIdle(app.sql)
  expect((await app.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM mail_log`)[0]!.n).toBe(0)
  expect(smtp.received).toEqual([])
}

const MIXED = [
  'Email Address,First Name,Surname,Frequency,Topics,Notes',
  'new.one@example.org,Ada,Lovelace,weekly,"Web Development; career tips",met at a talk',
  'New.Two@Example.org,,,,,',
  'ACTIVE@example.com,Act,Ive,monthly,,already here',
  'gone@example.com,Gone,Away,,,unsubscribed earlier',
  'nosub@example.com,No,Sub,At most monthly,,account without a subscription',
  'not-an-address,Bad,Row,,,',
  ',No,Email,,,',
  'freq@example.org,Bad,Frequency,daily,,',
  'topic@example.org,Bad,Topic,,Cooking,',
  'new.one@EXAMPLE.org,Twice,Again,,,duplicate of row 2',
  '',
  'admin@example.com,The,Owner,,,',
  'new.two@example.org,Second,Row,,,fills the blanks of row 3',
].join('\r\n')

describe('CSV import', () => {
  test('the preview says what will happen, lists each left-out row with its reason, and writes nothing', async () => {
    await account('active', 'active', { firstName: 'Kept' })
    await account('gone', 'unsubscribed')
    await account('nosub', 'none')
    const before = await snapshot()
    const shown = await preview(MIXED)
    expect(shown).toMatchObject({
      fileName: 'readers.csv',
      encoding: 'UTF-8',
      rows: 12,
      doneAt: null,
      result: null,
      ignoredColumns: ['Notes'],
      planned: {
        created: 2,
        subscribed: 1,
        alreadySubscribed: 1,
        unsubscribed: 1,
        skipped: 5,
        duplicates: 2,
      },
      issueCount: 7,
    })
    expect(shown.issues.map((i) => [i.row, i.email, i.kind, i.reason])).toEqual([
      [7, 'not-an-address', 'error', 'Not a valid email address'],
      [8, null, 'error', 'No email address'],
      [9, 'freq@example.org', 'error', 'Unknown frequency "daily" (use every issue, weekly or monthly)'],
      [10, 'topic@example.org', 'error', 'Unknown topic "Cooking"'],
      [11, 'new.one@EXAMPLE.org', 'duplicate', 'Same address as row 2: merged into it'],
      [13, 'admin@example.com', 'error', "This is the administrator's address, not a reader's"],
      [14, 'new.two@example.org', 'duplicate', 'Same address as row 3: merged into it'],
    ])
    // Nothing written but the upload itself.
    expect(await snapshot()).toEqual({ ...before, imports: 1 })
    // The preview page reads the same through GraphQL.
    const graphql = await app.fetch('/graphql', {
      method: 'POST',
      headers: { cookie: admin },
      json: {
        query: `{ admin { readerImport(id: "${shown.id}") { rows planned { created unsubscribed } issues { row kind } } } }`,
      },
    })
    const { data } = (await graphql.json()) as {
      data: { admin: { readerImport: { rows: number; planned: object; issues: { kind: string }[] } } }
    }
    expect(data.admin.readerImport).toMatchObject({ rows: 12, planned: { created: 2, unsubscribed: 1 } })
    expect(data.admin.readerImport.issues[0]!.kind).toBe('ERROR')
  })

  test('confirming imports new readers as confirmed with consent "imported" and no password, merges the rest, resubscribes no one, mails no one', async () => {
    await account('active', 'active', { firstName: 'Kept' })
    await account('gone', 'unsubscribed')
    await account('nosub', 'none', { lastName: 'Sub' })
    const shown = await preview(MIXED)
    const response = await confirm(shown.id)
    expect(response.status).toBe(200)
    const done = (await response.json()) as ReaderImport
    expect(done.result).toEqual(shown.planned)
    expect(done.doneAt).not.toBeNull()

    const rows = await readerRows()
    const byEmail = (email: string) => rows.find((r) => r.email.toLowerCase() === email)!
    expect(byEmail('new.one@example.org')).toEqual({
      username: 'new.one',
      email: 'new.one@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      hasPassword: false,
      isActive: true,
      confirmed: true,
      frequency: 'weekly',
      // Stored as the slugs of the owner's topics, whatever case the names were typed in.
      topics: ['web-development', 'career-tips'],
      consent: 'imported',
    })
    // Row 3 had no names nor frequency: its duplicate in row 14 filled them in; the address as typed.
    expect(byEmail('new.two@example.org')).toMatchObject({
      email: 'New.Two@Example.org',
      username: 'new.two',
      firstName: 'Second',
      lastName: 'Row',
      frequency: 'every-issue',
      topics: [],
      consent: 'imported',
    })
    // Merged: the reader's own subscription and names stay; only a missing name is filled in.
    expect(byEmail('active@example.com')).toMatchObject({
      firstName: 'Kept',
      lastName: 'Ive',
      isActive: true,
      frequency: 'monthly',
      topics: [SEEDED_TOPICS[1].slug],
      consent: 'signup',
    })
    // Unsubscribed stays unsubscribed.
    expect(byEmail('gone@example.com')).toMatchObject({ isActive: false, consent: 'signup' })
    // An account without a subscription gets one, as imported.
    expect(byEmail('nosub@example.com')).toMatchObject({
      firstName: 'No',
      lastName: 'Sub',
      isActive: true,
      confirmed: true,
      frequency: 'monthly',
      consent: 'imported',
    })
    expect(rows.filter((r) => /freq|topic|not-an/.test(r.email))).toEqual([])
    expect(rows.filter((r) => r.email.toLowerCase() === 'new.one@example.org')).toHaveLength(1)

    // The list says how each subscription began.
    const listed = (await (
      await app.fetch('/api/readers?search=new.', { headers: { cookie: admin } })
    ).json()) as {
      readers: { state: string; consent: string }[]
    }
    expect(listed.readers.map((r) => [r.state, r.consent])).toEqual([
      ['active', 'imported'],
      ['active', 'imported'],
    ])
    await expectNoMail()

    // Without a password nobody signs in as them, not even with the timing dummy's own password.
    for (const password of ['timing-equaliser-not-a-password', 'x']) {
      const login = await app.fetch('/api/login', { method: 'POST', json: { username: 'new.one', password } })
      expect(login.status).toBe(401)
    }
    await app.sql`DELETE FROM rate_limits`

    // Twice is refused; the same file again merges every row into the readers it made.
    expect((await confirm(shown.id)).status).toBe(409)
    const again = await preview(MIXED)
    expect(again.planned).toMatchObject({ created: 0, subscribed: 0, alreadySubscribed: 4, unsubscribed: 1 })

    // A sign-up here is mailed (double opt-in, owner notice): the silence above was the import's.
    const signup = await app.fetch('/api/newsletter/signup', {
      method: 'POST',
      json: {
        email: 'control@example.com',
        firstName: 'Con',
        lastName: 'Trol',
        username: 'control',
        password: 'control-password',
      },
    })
    expect(signup.status).toBe(201)
    await smtp.waitFor(1)
  })

  test('a reader who subscribes again on the site gives their own consent', async () => {
    const shown = await preview('email\nagain@example.org\n')
    expect((await confirm(shown.id)).status).toBe(200)
    const [user] = await app.sql<{ id: number }[]>`SELECT id FROM users WHERE email = 'again@example.org'`
    await newsletter.deactivateSubscription(app.sql, user!.id)
    await newsletter.upsertActiveSubscription(app.sql, user!.id, { frequency: 'weekly', topics: [] })
    expect((await readerRows())[0]).toMatchObject({ consent: 'signup', isActive: true })
  })

  test('usernames come from the address, made unique; readers of the site export, semicolons and Windows-1252 are read', async () => {
    await account('ada.l', 'none')
    const exported = [
      'Username,First name,Last name,Email,Member since (UTC),State,Frequency,Topics,Subscribed since (UTC)',
      'x,Ada,L,ada.l@other.org,2026-01-01T00:00:00.000Z,Active,weekly,every update,2026-01-01T00:00:00.000Z',
      'y,Pen,Ding,pending@other.org,2026-01-01T00:00:00.000Z,Pending,monthly,every update,',
      'z,Un,Sub,unsub@other.org,2026-01-01T00:00:00.000Z,Unsubscribed,monthly,every update,',
      'w,Short,,ab@other.org,2026-01-01T00:00:00.000Z,Mail failing,monthly,Backend & APIs,',
    ].join('\r\n')
    const shown = await preview(exported)
    expect(shown.planned).toMatchObject({ created: 2, skipped: 2 })
    expect(shown.issues.map((i) => [i.row, i.kind, i.reason])).toEqual([
      [3, 'skipped', 'Never confirmed their subscription (the file says "Pending")'],
      [4, 'skipped', 'Not subscribed (the file says "Unsubscribed")'],
    ])
    expect(shown.ignoredColumns).toEqual(['Username', 'Member since (UTC)', 'Subscribed since (UTC)'])
    expect((await confirm(shown.id)).status).toBe(200)
    const names = (await readerRows()).map((r) => r.username)
    expect(names).toContain('reader-ab')
    expect(names.find((n) => n.startsWith('ada.l-'))).toMatch(/^ada\.l-[a-z0-9]{1,5}$/)

    // Excel on Windows saves "CSV" in Windows-1252, often with semicolons.
    const latin = new Uint8Array([...new TextEncoder().encode('E-mail;Vorname\r\nzoe@example.de;Zo'), 0xeb])
    const response = await upload(latin)
    expect(response.status).toBe(201)
    const read = (await response.json()) as ReaderImport
    expect(read.encoding).toBe('Windows-1252')
    expect((await confirm(read.id)).status).toBe(200)
    expect((await readerRows()).find((r) => r.email === 'zoe@example.de')).toBeDefined()
  })

  test('bad files are a 4xx naming the problem, and nothing is written', async () => {
    await account('kept', 'active')
    const before = await snapshot()
    const refuse = async (response: Response, status: number, message: RegExp) => {
      expect(response.status).toBe(status)
      expect(((await response.json()) as { message: string }).message).toMatch(message)
    }
    await refuse(
      await upload('not an image', { name: 'photo.png', type: 'image/png' }),
      415,
      /Not a CSV file: photo\.png/,
    )
    await refuse(
      await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), { name: 'readers.csv' }),
      415,
      /spreadsheet workbook/,
    )
    await refuse(await upload(new Uint8Array([0x65, 0, 0x66, 0xff, 0])), 415, /binary data/)
    await refuse(await upload(''), 400, /The file is empty/)
    await refuse(await upload('\uFEFF\r\n  \r\n'), 400, /The file is empty/)
    await refuse(await upload('Email,First name\r\n'), 400, /header row but no readers/)
    await refuse(await upload('Name,Mail me\r\nAda,ada@x.io\r\n'), 400, /No email column.*"Name", "Mail me"/)
    await refuse(await upload('Email,E-mail\r\na@x.io,b@x.io\r\n'), 400, /Two columns hold the same thing/)
    await refuse(
      await upload('email\r\na@x.io\r\n"b@x.io\r\nc@x.io\r\n'),
      400,
      /quoted field that starts in row 3/,
    )
    await refuse(await upload(`email\n${'x'.repeat(5 * 1024 * 1024)}`), 413, /over 5 MB/)
    await refuse(await upload(`email\n${'a@x.io\n'.repeat(50_001)}`), 413, /more than 50,000 rows/)
    await refuse(await upload('email\na@x.io\n', { field: 'other' }), 400, /No file/)
    expect(await snapshot()).toEqual(before)
    // And nothing on confirming what is not there.
    expect((await confirm(999_999)).status).toBe(404)
    expect((await app.fetch('/api/readers/imports/abc', { headers: { cookie: admin } })).status).toBe(404)
  })

  test('cancelling drops the upload; a done import stays and cannot be cancelled', async () => {
    const first = await preview('email\ncancel@example.org\n')
    const cancel = (id: number) =>
      app.fetch(`/api/readers/imports/${id}`, { method: 'DELETE', headers: { cookie: admin } })
    expect((await cancel(first.id)).status).toBe(200)
    expect((await confirm(first.id)).status).toBe(404)
    expect(await readerRows()).toHaveLength(0)
    const second = await preview('email\nkept@example.org\n')
    expect((await confirm(second.id)).status).toBe(200)
    expect((await cancel(second.id)).status).toBe(409)
  })

  test('10,000 readers import in one transaction, in batches, in seconds', async () => {
    // Every fiftieth row repeats the row before in another case (200 in all); 100 readers exist already,
    // 98 of them in the file (bulk49 and bulk99 are only ever repeats): 48 active, 50 unsubscribed.
    for (let i = 0; i < 100; i++) await account(`bulk${i}`, i % 2 ? 'active' : 'unsubscribed')
    const lines = ['email,first name,last name,frequency,topics']
    for (let i = 0; i < 10_000; i++) {
      const email = i % 50 === 49 ? `BULK${i - 1}@example.com` : `bulk${i}@example.com`
      lines.push(
        `${email},Reader,${i},${i % 3 ? 'monthly' : ''},${i % 4 ? '' : SEEDED_TOPICS[i % SEEDED_TOPICS.length]!.name}`,
      )
    }
    const csv = lines.join('\r\n')
    const uploadStarted = performance.now()
    const shown = await preview(csv)
    const previewMs = performance.now() - uploadStarted
    expect(shown.planned).toEqual({
      created: 9_800 - 100 + 2,
      subscribed: 0,
      alreadySubscribed: 48,
      unsubscribed: 50,
      skipped: 0,
      duplicates: 200,
    })
    const started = performance.now()
    const response = await confirm(shown.id)
    const importMs = performance.now() - started
    expect(response.status).toBe(200)
    expect(((await response.json()) as ReaderImport).result).toEqual(shown.planned)
    const [counted] = await app.sql<{ readers: number; imported: number }[]>`
      SELECT count(*)::int AS readers, count(*) FILTER (WHERE n.consent = 'imported')::int AS imported
      FROM users u LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id
      WHERE u.email LIKE 'bulk%' OR u.email LIKE 'BULK%'`
    expect(counted).toEqual({ readers: 9_800 + 2, imported: 9_800 - 100 + 2 })
    console.info(
      `10,000-row CSV (${(csv.length / 1024).toFixed(0)} KB): preview ${previewMs.toFixed(0)} ms, import ${importMs.toFixed(0)} ms`,
    )
    expect(importMs).toBeLessThan(30_000)
    await expectNoMail()
  }, 120_000)
})

describe('add one reader', () => {
  const add = (json: unknown, cookie = admin) =>
    app.fetch('/api/readers', { method: 'POST', headers: { cookie }, json })

  test('a new address is a confirmed reader added by the owner, without a password; mail goes nowhere', async () => {
    const response = await add({
      email: 'Hand@Example.org',
      firstName: ' Han ',
      frequency: 'weekly',
      topics: ['ui/ux design'],
    })
    expect(response.status).toBe(201)
    const added = (await response.json()) as {
      outcome: string
      message: string
      reader: { username: string; state: string; consent: string }
    }
    expect(added).toMatchObject({
      outcome: 'created',
      reader: { username: 'hand', state: 'active', consent: 'added' },
    })
    expect(added.message).toContain('No email was sent')
    expect((await readerRows())[0]).toMatchObject({
      email: 'Hand@Example.org',
      firstName: 'Han',
      lastName: null,
      hasPassword: false,
      frequency: 'weekly',
      topics: ['ui-ux-design'],
      consent: 'added',
    })
    // The same address again merges: no second reader.
    const again = await add({ email: 'hand@example.org', lastName: 'Solo' })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { outcome: string }).outcome).toBe('already-subscribed')
    expect(await readerRows()).toMatchObject([{ firstName: 'Han', lastName: 'Solo', frequency: 'weekly' }])
    await expectNoMail()
  })

  test('an unsubscribed reader and the administrator are refused (409); bad fields are a 400; nothing changes', async () => {
    await account('gone', 'unsubscribed')
    const before = await snapshot()
    const gone = await add({ email: 'GONE@example.com' })
    expect(gone.status).toBe(409)
    expect(await gone.json()).toMatchObject({
      message: expect.stringContaining('only they can do that'),
      field: 'email',
    })
    expect((await add({ email: 'admin@example.com' })).status).toBe(409)
    expect((await add({ email: 'no-at-sign' })).status).toBe(400)
    expect((await add({ email: 'ok@example.org', frequency: 'daily' })).status).toBe(400)
    const topic = await add({ email: 'ok@example.org', topics: ['Cooking'] })
    expect(topic.status).toBe(400)
    expect(await topic.json()).toMatchObject({ field: 'topics' })
    expect((await add({ email: 'ok@example.org', password: 'x' })).status).toBe(400)
    expect(await snapshot()).toEqual(before)
  })
})

test('only the administrator adds or imports readers: 401 signed out, 403 for a reader, nothing written', async () => {
  const shown = await preview('email\nwaiting@example.org\n')
  const before = await snapshot()
  for (const cookie of [undefined, member]) {
    const status = cookie ? 403 : 401
    const headers: Record<string, string> = cookie ? { cookie } : {}
    expect((await upload('email\nsneaky@example.org\n', { cookie })).status).toBe(status)
    expect(
      (await app.fetch('/api/readers', { method: 'POST', headers, json: { email: 'sneaky@example.org' } }))
        .status,
    ).toBe(status)
    expect((await app.fetch(`/api/readers/imports/${shown.id}`, { headers })).status).toBe(status)
    expect(
      (await app.fetch(`/api/readers/imports/${shown.id}/confirm`, { method: 'POST', headers })).status,
    ).toBe(status)
    expect((await app.fetch(`/api/readers/imports/${shown.id}`, { method: 'DELETE', headers })).status).toBe(
      status,
    )
    const graphql = await app.fetch('/graphql', {
      method: 'POST',
      headers,
      json: { query: `{ admin { readerImport(id: "${shown.id}") { id } } }` },
    })
    expect(((await graphql.json()) as { data: { admin: null } }).data.admin).toBeNull()
  }
  expect(await snapshot()).toEqual(before)
})
