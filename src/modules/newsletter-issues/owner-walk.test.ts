import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressObject } from 'mailparser'
import sharp from 'sharp'
import { type Config, loadConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { QUEUES } from '../../jobs/queues.ts'
import type { Audience, IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { signIn, startTestApp, TEST_ADMIN, type TestApp, throwawayDatabase } from '../../testing/harness.ts'
import { oneClickUnsubscribe } from '../../testing/newsletter.ts'
import { jobQueueIdle, mailQueueIdle } from '../../testing/outbox.ts'
import { stopTracked } from '../../testing/resources.ts'
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.ts'
import { exportToFile, importFromFile } from '../backup/file.ts'
import type { ReaderCounts, ReaderImport } from '../readers/model.ts'
import type { SiteSettings } from '../site/model.ts'

/*
 * Issue 21's "done when": a new owner renames the site, imports 1,000 readers, writes an issue with an
 * uploaded image and schedules it a few seconds ahead, stops the site, moves to a new database with
 * `npm run export` / `npm run import`, and starts the site there. On the new database the issue goes out
 * once, to the confirmed readers only, from the owner's name, and says who it reached; its image
 * resolves; a one-click link and a confirmation link mailed before the move still work; the readers are
 * as they were. Everything is the real thing: the app's request handler, its job workers and delivery
 * loop, a real SMTP server, PostgreSQL (with DATABASE_URL: two databases, and the scripts run as child
 * processes) or else the embedded database in memory (and the scripts' own steps in this process).
 * Nothing sleeps to show that nothing happened: the counts are taken once the queues are idle.
 */

const ROOT = join(import.meta.dir, '..', '..', '..')
const SITE_URL = 'https://letters.rivera.test'
const SAMPLE_IDENTITY = ['Alex Morgan', 'example.com']
const OWNER = {
  ownerName: 'Jordan Rivera',
  contactEmail: 'jordan@rivera.test',
  senderName: 'Jordan Rivera',
  senderEmail: 'letters@rivera.test',
  adminEmail: 'me@rivera.test',
}
const READERS = 1000
const imported = (n: number) => `reader${String(n).padStart(4, '0')}@readers.test`
/**
 * The first readers of the file follow Career Tips, the rest Web Development; both issues are for Career
 * Tips. Every reader is imported, counted and moved, but the mails (and the minutes they take at the send
 * rate) are for these.
 */
const CAREER_READERS = 10
/** An imported address whose mailbox no longer exists: the mail server refuses it (550). */
const GONE = imported(1)
/** Unsubscribes before the move, with the link of the first issue. */
const LEFT_BEFORE = imported(2)
/** Unsubscribes after the move, with the link of the first issue (mailed before the move). */
const LEAVES_AFTER = imported(3)
/** Visitors who subscribe on the site: one never confirms, one confirms after the move. */
const NEVER_CONFIRMS = 'quiet@visitors.test'
const CONFIRMS_LATER = 'late@visitors.test'

/** A database the site runs on, and `npm run export` / `npm run import -- file` against it. */
interface Place {
  db: Database
  run(script: 'export' | 'import', file: string): Promise<string>
}

/**
 * With DATABASE_URL, a new database on that server, and the scripts run as the owner runs them: child
 * processes given its address. Without, an in-memory embedded database (as every test here), which no
 * other process can open: the scripts' own steps (src/modules/backup/file.ts) run in this process.
 */
async function newPlace(): Promise<Place> {
  const db = await throwawayDatabase('portfolio_walk')
  if (!process.env.DATABASE_URL) {
    return {
      db,
      run: async (script, file) => {
        const counts =
          script === 'export' ? await exportToFile(db.sql, file) : await importFromFile(db.sql, file)
        return `${script === 'export' ? 'wrote' : 'imported'} ${file}: ${JSON.stringify(counts)}`
      },
    }
  }
  const [row] = await db.sql<{ name: string }[]>`SELECT current_database() AS name`
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${row!.name}`
  return {
    db,
    async run(script, file) {
      const child = Bun.spawn([process.execPath, `scripts/${script}.ts`, file], {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: url.toString() },
        stdout: 'pipe',
        stderr: 'pipe',
      })
      const [stdout, stderr, code] = await Promise.all([
        new Response(child.stdout).text(),
        new Response(child.stderr).text(),
        child.exited,
      ])
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
      return stdout
    },
  }
}

/**
 * The site started on `db` with every background job running (the delivery loop too): what `npm start`
 * runs, minus the socket. Stopped when the file ends, or by the move.
 */
const startSite = (db: Database, config: Config) => startTestApp(config, db, { loops: true })

let smtp: TestSmtpServer
let config: Config
let source: Place
let target: Place
let site: TestApp
let admin: string
let backupDir: string

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  smtp.refused.add(GONE)
  // A fresh clone with a mail server: sample content and the sample owner, double opt-in and the
  // welcome email on (their defaults with SMTP_URL). Only the send rate is raised, to keep the test short.
  config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL,
    SMTP_URL: smtp.url,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NEWSLETTER_RATE_PER_SECOND: '1000',
  })
  source = await newPlace()
  site = await startSite(source.db, config)
  admin = await signIn(site, TEST_ADMIN.username, TEST_ADMIN.password)
  backupDir = mkdtempSync(join(tmpdir(), 'portfolio-walk-backup-'))
})
afterAll(async () => {
  await smtp.stop()
  rmSync(backupDir, { recursive: true, force: true })
})

const call = async <T>(method: string, path: string, json?: unknown, expected = 200): Promise<T> => {
  const response = await site.fetch(path, { method, headers: { cookie: admin }, json })
  const body = await response.text()
  expect({ status: response.status, body }).toMatchObject({ status: expected })
  return JSON.parse(body) as T
}

const addressOf = (header: AddressObject | AddressObject[] | undefined) => {
  const [first] = (Array.isArray(header) ? header : header ? [header] : []).flatMap((h) => h.value)
  return { name: first?.name, address: first?.address }
}

/** Every line of a message: headers, subject, both parts. */
const wholeMail = (mail: ReceivedMail) =>
  [...mail.parsed.headerLines.map((h) => h.line), mail.subject, mail.html, mail.text].join('\n')

/** The owner's identity, and nothing of the sample one, anywhere in the message. */
function expectOwnersIdentity(mail: ReceivedMail) {
  expect(addressOf(mail.parsed.from)).toEqual({ name: OWNER.senderName, address: OWNER.senderEmail })
  expect(mail.envelopeFrom).toBe(OWNER.senderEmail)
  expect(addressOf(mail.parsed.replyTo).address).toBe(OWNER.contactEmail)
  const everything = wholeMail(mail)
  for (const sample of SAMPLE_IDENTITY) expect(everything).not.toContain(sample)
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address))
const issueMails = (issueId: number) =>
  smtp.received.filter((m) => m.header('message-id')?.startsWith(`<newsletter-${issueId}-`))
const oneClickUrl = (mail: ReceivedMail) =>
  /<(https:[^>]+)>/.exec(mail.header('list-unsubscribe') ?? '')?.[1] ?? 'no one-click link'
const oneClick = (url: string) => oneClickUnsubscribe(site, url)

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await Bun.sleep(50)
  }
}

const issueNow = (id: number) => call<IssueWithProgress>('GET', `/api/newsletter/issues/${id}`)
/** Until the delivery loop has been through every reader the send chose. */
const untilSent = (id: number) =>
  waitFor(`issue ${id} is sent`, async () => (await issueNow(id)).status === 'sent')

const byState = (counts: ReaderCounts) =>
  Object.fromEntries(counts.byState.map(({ state, count }) => [state, count]))
const readerCounts = async () =>
  (await call<{ counts: ReaderCounts; total: number }>('GET', '/api/readers')).counts
const stateOf = async (email: string) => {
  const { readers } = await call<{ readers: { email: string; state: string }[] }>(
    'GET',
    `/api/readers?search=${encodeURIComponent(email)}`,
  )
  return readers.find((r) => r.email === email)?.state
}
const readersCsv = async () =>
  (await site.fetch('/api/readers/export', { headers: { cookie: admin } })).text()

let firstIssue: IssueWithProgress
let scheduled: IssueWithProgress
let sendAt: Date
let image: { url: string; width: number; height: number }
let before: { counts: ReaderCounts; csv: string; firstIssue: IssueWithProgress }

describe("a new owner's first week, and a move to another database", () => {
  test('1. renames the site: owner, contact and sender on the Site screen', async () => {
    const current = (await (await site.fetch('/api/site')).json()) as SiteSettings
    // What a fresh clone starts as: the sample owner.
    expect(current).toMatchObject({ ownerName: 'Alex Morgan', contactEmail: 'hello@example.com' })
    const saved = await call<SiteSettings>('PUT', '/api/site', { ...current, ...OWNER })
    expect(saved).toMatchObject({ ...OWNER, replyTo: null })
  })

  test('2. imports 1,000 readers from a CSV: a preview that writes nothing, then the import, which mails nobody', async () => {
    const rows = ['Email,First name,Last name,Topics,State']
    for (let n = 1; n <= READERS; n++) {
      rows.push(`${imported(n)},Reader,No${n},${n <= CAREER_READERS ? 'Career Tips' : 'Web Development'},`)
    }
    // A repeat in another case (merged), and a reader the old platform says left (left out).
    rows.push(`${imported(7).toUpperCase()},Again,Seven,,`, 'former@readers.test,Former,Reader,,Unsubscribed')
    const csv = rows.join('\r\n')
    const file = new FormData()
    file.append('file', new File([csv], 'subscribers.csv', { type: 'text/csv' }))
    const uploaded = await site.fetch('/api/readers/imports', {
      method: 'POST',
      headers: { cookie: admin },
      body: file,
    })
    expect(uploaded.status).toBe(201)
    const preview = (await uploaded.json()) as ReaderImport
    const planned = {
      created: READERS,
      subscribed: 0,
      alreadySubscribed: 0,
      unsubscribed: 0,
      skipped: 1,
      duplicates: 1,
    }
    expect(preview).toMatchObject({ rows: READERS + 2, planned, doneAt: null })
    expect((await readerCounts()).total).toBe(0)

    const done = await call<ReaderImport>('POST', `/api/readers/imports/${preview.id}/confirm`)
    expect(done.result).toEqual(planned)
    expect(byState(await readerCounts())).toEqual({
      active: READERS,
      pending: 0,
      failed: 0,
      unsubscribed: 0,
      none: 0,
    })
    await mailQueueIdle(site.sql)
    expect(smtp.received).toEqual([])
  })

  test('2b. two visitors subscribe on the site and are sent a confirmation link from the owner', async () => {
    for (const email of [NEVER_CONFIRMS, CONFIRMS_LATER]) {
      const joined = await site.fetch('/api/newsletter/join', {
        method: 'POST',
        json: { email },
        peer: `10.9.0.${email.length}`,
      })
      expect(joined.status).toBe(202)
      expect(((await joined.json()) as { pending: boolean }).pending).toBe(true)
    }
    await mailQueueIdle(site.sql)
    for (const email of [NEVER_CONFIRMS, CONFIRMS_LATER]) {
      const [confirmation] = mailsTo(email)
      expect(confirmation!.subject).toBe("Confirm your subscription to Jordan Rivera's newsletter")
      expectOwnersIdentity(confirmation!)
    }
  })

  test('2c. sends a first issue now: it says who it will reach, reaches them, and says who it reached', async () => {
    const draft = await call<IssueWithProgress>(
      'POST',
      '/api/newsletter/issues',
      { title: 'A new home for these letters', markdown: 'Hello, and welcome.', topics: ['career-tips'] },
      201,
    )
    const audience = await call<Audience>('GET', `/api/newsletter/issues/${draft.id}/audience`)
    expect(audience.summary).toBe(
      '10 readers will get this issue · 992 skipped: 990 follow other topics, 2 have not confirmed their address yet',
    )
    // A test copy first, to the owner's own address.
    expect(await call('POST', `/api/newsletter/issues/${draft.id}/test`)).toEqual({
      sentTo: OWNER.adminEmail,
    })
    await mailQueueIdle(site.sql)
    const [testCopy] = mailsTo(OWNER.adminEmail).filter((m) => m.subject.startsWith('[Test]'))
    expect(testCopy!.subject).toBe('[Test] A new home for these letters')
    expectOwnersIdentity(testCopy!)

    await call('POST', `/api/newsletter/issues/${draft.id}/send`)
    await untilSent(draft.id)
    firstIssue = await issueNow(draft.id)
    expect(firstIssue.progress).toEqual({
      total: CAREER_READERS,
      sent: CAREER_READERS - 1,
      failed: 1,
      remaining: 0,
    })
    const mails = issueMails(draft.id)
    expect(mails).toHaveLength(CAREER_READERS - 1)
    expect(new Set(mails.map((m) => m.envelopeTo[0])).size).toBe(CAREER_READERS - 1)
    expect(await stateOf(GONE)).toBe('failed')

    // One reader leaves at once, with the mail's one-click button.
    const [leaving] = mails.filter((m) => m.envelopeTo[0] === LEFT_BEFORE)
    expect((await oneClick(oneClickUrl(leaving!))).status).toBe(200)
    expect(await stateOf(LEFT_BEFORE)).toBe('unsubscribed')
  })

  test('3. writes an issue with an uploaded image and a feature image, and schedules it a few seconds ahead', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new File([png], 'harbour.png', { type: 'image/png' }))
    const uploaded = await site.fetch('/api/newsletter/images', {
      method: 'POST',
      headers: { cookie: admin },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    image = (await uploaded.json()) as typeof image
    const draft = await call<IssueWithProgress>(
      'POST',
      '/api/newsletter/issues',
      {
        title: 'Letters from the harbour',
        markdown: `The boats came in early.\n\n![Blue water in the harbour at dawn](${image.url})\n\nMore soon.`,
        topics: ['career-tips'],
        featureImageUrl: image.url,
        featureImageAlt: 'Blue water in the harbour at dawn',
      },
      201,
    )
    expect(draft.undescribedImages).toEqual([])
    const audience = await call<Audience>('GET', `/api/newsletter/issues/${draft.id}/audience`)
    expect(audience.summary).toBe(
      '9 readers will get this issue · 992 skipped: 990 follow other topics, 2 have not confirmed their address yet',
    )
    // What the move must keep, taken now: from here the site only waits for its time.
    before = {
      counts: await readerCounts(),
      csv: await readersCsv(),
      firstIssue: await issueNow(firstIssue.id),
    }
    // Every state a reader can be in, so the comparison after the move means something.
    expect(byState(before.counts)).toEqual({
      active: READERS - 2,
      pending: 2,
      failed: 1,
      unsubscribed: 1,
      none: 0,
    })
    // The owner stops the site before the time comes (README, Backups); on the new database the send
    // goes at its time, or at start if the move took longer than that.
    sendAt = new Date(Date.now() + 5000)
    scheduled = await call<IssueWithProgress>('PUT', `/api/newsletter/issues/${draft.id}/schedule`, {
      sendAt: sendAt.toISOString(),
    })
    expect(scheduled).toMatchObject({ status: 'draft', scheduledAt: sendAt.toISOString() })
  })

  test('4. moves: stops the site, `npm run export`, `npm run import` into an empty database, starts there', async () => {
    // The name startTestRuntime tracks its runtimes by: the site's workers stop, its database stays.
    await stopTracked(undefined, (name) => name === 'app runtime')
    const file = join(backupDir, 'backup.jsonl')
    expect(await source.run('export', file)).toStartWith(`wrote ${file}`)
    target = await newPlace()
    expect(await target.run('import', file)).toStartWith(`imported ${file}`)
    const { db } = target
    // What the new database holds before the site starts there: the issue, still waiting for its time.
    const [row] = await db.sql<{ status: string; scheduledAt: Date }[]>`
      SELECT status, scheduled_at AS "scheduledAt" FROM newsletter_issues WHERE id = ${scheduled.id}`
    expect(row).toEqual({ status: 'draft', scheduledAt: sendAt })
    site = await startSite(db, config)
    admin = await signIn(site, TEST_ADMIN.username, TEST_ADMIN.password)
    // The readers are as they were, each in their state, and so is the first issue's account.
    expect(await readerCounts()).toEqual(before.counts)
    expect(await readersCsv()).toBe(before.csv)
    expect(await issueNow(firstIssue.id)).toEqual(before.firstIssue)
  })

  test('5. on the new database the scheduled issue goes out once, at its time, to the confirmed readers, and says who it reached', async () => {
    await untilSent(scheduled.id)
    const sent = await issueNow(scheduled.id)
    expect(sent.progress).toEqual({
      total: CAREER_READERS - 1,
      sent: CAREER_READERS - 2,
      failed: 1,
      remaining: 0,
    })
    expect(new Date(sent.sentAt!).getTime()).toBeGreaterThanOrEqual(sendAt.getTime())
    await jobQueueIdle(site.sql, QUEUES.scheduledIssue)
    const jobs = await site.sql<{ state: string }[]>`
      SELECT state FROM pgboss.job WHERE name = ${QUEUES.scheduledIssue}`
    expect(jobs.map((job) => job.state)).toEqual(['completed'])

    const mails = issueMails(scheduled.id)
    const recipients = mails.map((m) => m.envelopeTo[0]!)
    expect(recipients).toHaveLength(CAREER_READERS - 2)
    expect(new Set(recipients).size).toBe(CAREER_READERS - 2)
    for (const absent of [GONE, LEFT_BEFORE, NEVER_CONFIRMS, CONFIRMS_LATER])
      expect(recipients).not.toContain(absent)
    // The first issue was not sent again by the new site.
    expect(issueMails(firstIssue.id)).toHaveLength(CAREER_READERS - 1)
  })

  test('5b. every mail carries the owner’s identity: From, List-Id, footer; nothing of the sample', async () => {
    for (const mail of issueMails(scheduled.id)) {
      expectOwnersIdentity(mail)
      expect(mail.header('list-id')).toBe('Jordan Rivera newsletter <newsletter.letters.rivera.test>')
      expect(mail.text).toContain("You receive this because you subscribed to Jordan Rivera's newsletter.")
    }
    // And every other mail so far: the two confirmations, the test copy, the first issue. Nothing more
    // was sent: nothing twice.
    await mailQueueIdle(site.sql)
    expect(smtp.received).toHaveLength(2 + 1 + (CAREER_READERS - 1) + (CAREER_READERS - 2))
    for (const mail of smtp.received) expectOwnersIdentity(mail)
  })

  test('5c. the image in the mail resolves on the new site, the text part keeps it, the feed shows it', async () => {
    const [mail] = issueMails(scheduled.id)
    const sources = [...mail!.html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    )
    expect(sources).toEqual([`${SITE_URL}${image.url}`])
    const served = await site.fetch(sources[0]!.replace(SITE_URL, ''))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1200, height: 800 })
    expect(mail!.text).toContain(`[Image: Blue water in the harbour at dawn] ${SITE_URL}${image.url}`)

    // The feed of the new site: the owner's name, and the issue with its feature image.
    const feed = await (await site.fetch('/newsletter/feed.xml')).text()
    expect(feed).toContain('<author><name>Jordan Rivera</name></author>')
    expect(feed).toContain(`<media:thumbnail url="${SITE_URL}${image.url}"`)
    expect(feed).not.toContain('Alex Morgan')
  })

  test('5d. links mailed before the move still work: one-click unsubscribe, and a confirmation', async () => {
    const [old] = issueMails(firstIssue.id).filter((m) => m.envelopeTo[0] === LEAVES_AFTER)
    const [fresh] = issueMails(scheduled.id).filter((m) => m.envelopeTo[0] === LEAVES_AFTER)
    // Signed by the same key as before the move (each link also names its issue, for the per-issue
    // unsubscribe counts).
    const signed = (url: string) => new URL(url).searchParams.get('token')
    expect(signed(oneClickUrl(fresh!))).toBe(signed(oneClickUrl(old!)))
    const response = await oneClick(oneClickUrl(old!))
    expect(response.status).toBe(200)
    expect(await stateOf(LEAVES_AFTER)).toBe('unsubscribed')

    const [confirmation] = mailsTo(CONFIRMS_LATER)
    const link = confirmation!.links.find((href) => href.startsWith(`${SITE_URL}/newsletter/confirm?`))!
    const token = new URL(link).searchParams.get('token')
    const confirmed = await site.fetch('/api/newsletter/confirm', { method: 'POST', json: { token } })
    expect(confirmed.status).toBe(200)
    expect(await stateOf(CONFIRMS_LATER)).toBe('active')
    await mailQueueIdle(site.sql)
    // Confirmed, the reader is welcomed and the owner told: from the owner's name, like every mail before.
    const sinceIssue = smtp.received.slice(2 + 1 + (CAREER_READERS - 1) + (CAREER_READERS - 2))
    expect(sinceIssue.map((m) => [m.envelopeTo, m.subject]).sort()).toEqual([
      [[CONFIRMS_LATER], "Welcome to Jordan Rivera's newsletter"],
      [[OWNER.adminEmail], '[Site] late subscribed to the newsletter.'],
    ])
    for (const mail of sinceIssue) expectOwnersIdentity(mail)
  })
})
