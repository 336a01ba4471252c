import { beforeEach, expect, test } from 'bun:test'
import { QUEUES } from '../../jobs/queues.ts'
import { createTestApp, startTestRuntime, type TestApp } from '../../testing/harness.ts'
import { jobQueueIdle } from '../../testing/outbox.ts'
import { sweep } from './service.ts'

let app: TestApp
const hash = (c: string) => c.repeat(64)

beforeEach(async () => {
  app = await createTestApp()
})

const sessionIds = async () =>
  (await app.sql<{ id: string }[]>`SELECT id FROM sessions ORDER BY id`).map((r) => r.id)
const mediaHashes = async () =>
  (await app.sql<{ hash: string }[]>`SELECT hash FROM media ORDER BY hash`).map((r) => r.hash)

async function addSessions() {
  const [user] = await app.sql<{ id: number }[]>`
    INSERT INTO users (username, password_hash) VALUES ('reader', 'x') RETURNING id`
  await app.sql`
    INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at) VALUES
      ('idle-expired', ${user!.id}, now() - interval '1 minute', now() + interval '1 day'),
      ('absolute-expired', ${user!.id}, now() + interval '1 day', now() - interval '1 minute'),
      ('live', ${user!.id}, now() + interval '1 day', now() + interval '2 days')`
}

async function addMedia(h: string, age: string) {
  await app.sql`
    INSERT INTO media (hash, content_type, bytes, size, created_at)
    VALUES (${h}, 'image/png', ${new Uint8Array([1, 2, 3])}, 3, now() - ${age}::interval)`
}

test('a sweep deletes expired sessions and media no project uses that are over an hour old', async () => {
  await addSessions()
  // What kill -9 between storing an upload and saving its reference leaves: a media row nobody uses.
  await addMedia(hash('a'), '2 hours')
  await addMedia(hash('b'), '10 minutes') // an upload that may still be saving its reference
  await addMedia(hash('c'), '2 hours')
  await addMedia(hash('d'), '2 hours')
  await app.sql`
    INSERT INTO projects (title, description, icon_url, screenshot_urls)
    VALUES ('Kept', 'Uses c and d', ${`/media/${hash('c')}.png`}, ${[`/media/${hash('d')}.png`]})`

  expect(await sweep(app.sql)).toEqual({ sessions: 2, media: 1, tokens: 0, receipts: 0 })
  expect(await sessionIds()).toEqual(['live'])
  expect(await mediaHashes()).toEqual([hash('b'), hash('c'), hash('d')])
  // Running again (another instance, the next tick) finds nothing left to do.
  expect(await sweep(app.sql)).toEqual({ sessions: 0, media: 0, tokens: 0, receipts: 0 })
})

test('a week after it went out, the sweep forgets the address a deletion receipt was sent to', async () => {
  const log = (kind: string, status: string, age: string) => app.sql`
    INSERT INTO mail_log (recipient, kind, subject, status, created_at)
    VALUES (${`${kind}-${status}-${age.replace(' ', '')}@example.com`}, ${kind}, 'x', ${status}, now() - ${age}::interval)`
  await log('account-deleted', 'sent', '8 days')
  await log('account-deleted', 'failed', '8 days')
  await log('account-deleted', 'sent', '2 days') // the owner may still look at it
  await log('account-deleted', 'queued', '8 days') // still due: the worker needs its row
  await log('owner-note', 'sent', '8 days')

  expect((await sweep(app.sql)).receipts).toBe(2)
  const left = await app.sql<{ recipient: string }[]>`SELECT recipient FROM mail_log ORDER BY recipient`
  expect(left.map((r) => r.recipient)).toEqual([
    'account-deleted-queued-8days@example.com',
    'account-deleted-sent-2days@example.com',
    'owner-note-sent-8days@example.com',
  ])
})

test('the sweep is a pg-boss schedule: one run per firing across the fleet', async () => {
  // Every minute, so the current minute's firing is due as soon as an instance looks.
  app = await createTestApp({ SWEEP_CRON: '* * * * *' })
  await addSessions()
  // Let the next instance to start look at the schedules at once (pg-boss lets one instance per 30 s).
  await app.sql`UPDATE pgboss.version SET cron_on = NULL`
  // Two more instances starting together on the same database: three timekeepers, one firing.
  await Promise.all([startTestRuntime(app.config), startTestRuntime(app.config)])
  const sweeps = () =>
    app.sql<{ state: string }[]>`SELECT state FROM pgboss.job WHERE name = ${QUEUES.sweep}`.then((rows) =>
      rows.map((r) => r.state),
    )
  for (let i = 0; i < 300 && !(await sweeps()).includes('completed'); i++) await Bun.sleep(50)
  expect(await sessionIds()).toEqual(['live'])
  await jobQueueIdle(app.sql, '__pgboss__send-it')
  await jobQueueIdle(app.sql, QUEUES.sweep)
  expect(await sweeps()).toEqual(['completed'])
})
