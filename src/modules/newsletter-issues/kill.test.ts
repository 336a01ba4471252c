import { afterAll, describe, expect, test } from 'bun:test'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Subprocess } from 'bun'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { adminAndMember } from '../../testing/admin-test-users.ts'
import { createTestApp } from '../../testing/harness.ts'
import { reader } from '../../testing/newsletter.ts'

/**
 * Exactly-once per recipient across a crash (docs/decisions/201): a worker process is SIGKILLed while
 * the mail server holds a message, before the server answered 250, so that message was never delivered
 * (a real server discards a message whose client vanished before the final reply). A second worker
 * must send it, and nobody else twice. Two processes need one database they both reach, so this runs
 * against PostgreSQL (DATABASE_URL); the embedded PGlite serves one connection of one process.
 */
const baseUrl = process.env.DATABASE_URL
const READERS = 10
const KILL_AT = 4

const children: Subprocess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
})

describe.skipIf(!baseUrl)('a worker killed mid-send', () => {
  test('every recipient gets exactly one copy after a restart', async () => {
    const app = await createTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'false', NOTIFY_OWNER_ON_SUBSCRIBE: 'false' })
    const { admin } = await adminAndMember(app)
    const readers = await Promise.all(Array.from({ length: READERS }, () => reader(app)))

    const accepted: { to: string; messageId: string }[] = []
    let arrived = 0
    let worker: Subprocess | undefined
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(async (parsed) => {
          arrived++
          if (arrived === KILL_AT) {
            // Crash with the message in the server's hands: no 250 ever reaches the worker.
            worker!.kill('SIGKILL')
            await worker!.exited
            return callback(new Error('client gone'))
          }
          accepted.push({ to: session.envelope.rcptTo[0]!.address, messageId: parsed.messageId ?? '' })
          callback()
        }, callback)
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port

    const [row] = await app.sql<{ db: string }[]>`SELECT current_database() AS db`
    const url = new URL(baseUrl!)
    url.pathname = `/${row!.db}`
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SITE_URL: app.config.siteUrl,
      NEWSLETTER_RATE_PER_SECOND: '20',
      NEWSLETTER_TEST_LEASE_MS: '1500',
      LOG_LEVEL: 'silent',
    }
    const spawnWorker = () => {
      const child = Bun.spawn([process.execPath, join(import.meta.dir, 'worker-process.ts')], {
        env,
        stdout: 'ignore',
        stderr: 'inherit',
      })
      children.push(child)
      return child
    }

    const created = await app.fetch('/api/newsletter/issues', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title: 'Crash-proof', markdown: 'Exactly once.', topics: [] },
    })
    const { id } = (await created.json()) as { id: number }
    expect(
      (await app.fetch(`/api/newsletter/issues/${id}/send`, { method: 'POST', headers: { cookie: admin } }))
        .status,
    ).toBe(200)

    worker = spawnWorker()
    const exit = await worker.exited
    expect(exit).not.toBe(0)
    const inFlight = await app.sql`SELECT user_id FROM newsletter_deliveries WHERE status = 'sending'`
    expect(inFlight.length).toBe(1)
    expect(accepted.length).toBe(KILL_AT - 1)

    worker = spawnWorker()
    const deadline = Date.now() + 30_000
    for (;;) {
      const [issue] = await app.sql`SELECT status FROM newsletter_issues WHERE id = ${id}`
      if (issue!.status === 'sent') break
      if (Date.now() > deadline) throw new Error(`issue still ${issue!.status}; ${accepted.length} accepted`)
      await Bun.sleep(100)
    }
    await Bun.sleep(300)
    worker.kill('SIGKILL')
    await new Promise<void>((resolve) => smtp.close(() => resolve()))

    expect(accepted.map((m) => m.to).sort()).toEqual(readers.map((r) => r.email).sort())
    expect(new Set(accepted.map((m) => m.messageId)).size).toBe(READERS)
    const [retried] = await app.sql`
      SELECT attempts FROM newsletter_deliveries WHERE user_id = ${inFlight[0]!.user_id}`
    expect(retried!.attempts).toBe(2)
    const counts = await app.sql`SELECT status, count(*)::int AS n FROM newsletter_deliveries GROUP BY status`
    expect([...counts]).toEqual([{ status: 'sent', n: READERS }])
  }, 90_000)
})
