// The admin's long lists at scale (npm run bench): 100,000 readers (1.6 million mail log rows), 50,000
// inbox messages, 50,000 kept mails and 20 sent newsletter issues with a delivery per reader each (1.6
// million rows) plus one still sending, seeded by SQL; then pages, searches and filters of
// /admin/subscribers, /admin/inbox, the mail log (/admin/mail), the Outbox and the Newsletter screen,
// rendered by the uncached app as the signed-in admin. Targets (issue #20): first page < 100 ms server time and < 150 KB of HTML; a
// search or a filter < 200 ms.
import { inTransaction, type Sql } from '../../src/db/client.ts'
import { claimDelivery } from '../../src/db/newsletter-deliveries.ts'
import { ensureAdmin } from '../../src/modules/auth/service.ts'
import type { Runtime } from '../../src/server.ts'

const READERS = 100_000
const MESSAGES = 50_000
const KEPT_MAILS = 50_000
const SENT_ISSUES = 20
const RUNS = 7
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password', email: undefined }

async function seed(sql: Sql): Promise<void> {
  // Millions of rows: longer than the app's statement timeout allows a request.
  await inTransaction(sql, fill)
  // As autovacuum leaves a table after a bulk insert (visibility map set, so counts can read the index
  // alone); VACUUM cannot run in a transaction, so the timeout is lifted on one reserved connection.
  const connection = await sql.reserve()
  try {
    await connection`SET statement_timeout = 0`
    await connection`VACUUM ANALYZE users, newsletter_subscriptions, mail_log, contact_messages, outbox,
      newsletter_issues, newsletter_deliveries`
  } finally {
    await connection`RESET statement_timeout`
    connection.release()
  }
}

async function fill(sql: Sql): Promise<void> {
  await sql`SET LOCAL statement_timeout = 0`
  // Never signs in: any text will do for the hash.
  await sql`
    INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
    SELECT 'reader' || n, 'reader' || n || '@example.org', 'Ada', 'Reader ' || n, 'x',
      now() - n * interval '1 minute'
    FROM generate_series(1, ${READERS}) AS n`
  // Most confirmed, one in eleven still pending (double opt-in), and a mail log of 20 issues each with
  // one reader in 97 whose last message failed: every reader state is there to count and filter.
  await sql`
    INSERT INTO newsletter_subscriptions (user_id, is_active, frequency, topics, confirmed_at)
    SELECT id, id % 7 <> 0, CASE WHEN id % 3 = 0 THEN 'weekly' ELSE 'monthly' END, '{}',
      CASE WHEN id % 11 <> 0 THEN now() END
    FROM users WHERE NOT is_admin AND id % 5 <> 0`
  await sql`
    INSERT INTO mail_log (user_id, recipient, kind, subject, status, created_at)
    SELECT u.id, u.email, 'newsletter', 'Issue ' || g, 'sent', now() - g * interval '1 day'
    FROM users u JOIN newsletter_subscriptions n ON n.user_id = u.id, generate_series(1, 20) g`
  await sql`
    INSERT INTO mail_log (user_id, recipient, kind, subject, status)
    SELECT id, email, 'newsletter', 'Issue 21', 'failed' FROM users WHERE NOT is_admin AND id % 97 = 0`
  await sql`
    INSERT INTO contact_messages (email, page_path, created_at, handled_at)
    SELECT 'visitor' || n || '@example.com', '/project/' || (n % 9 + 1), now() - n * interval '1 minute',
      CASE WHEN n % 4 = 0 THEN now() END
    FROM generate_series(1, ${MESSAGES}) AS n`
  // Mail kept without SMTP: the Outbox lists the newest, each a few kilobytes of HTML.
  await sql`
    INSERT INTO outbox (mail_log_id, sender, recipient, subject, html, text, created_at)
    SELECT id, 'Owner <owner@example.com>', recipient, subject, repeat('<p>Hello there.</p>', 100),
      repeat('Hello there. ', 100), created_at
    FROM mail_log ORDER BY id LIMIT ${KEPT_MAILS}`
  // Twenty sent issues, each with its figures kept and a delivery row per reader, and one still sending
  // (a quarter of its deliveries to go), whose progress is counted from its deliveries.
  await sql`
    INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at, created_at, final_sent, final_failed)
    SELECT 'Issue ' || g, 'issue-' || g, 'Text ' || g, '<p>Text ' || g || '</p>', 'sent',
      now() - g * interval '1 day', now() - g * interval '1 day', 0, 0
    FROM generate_series(1, ${SENT_ISSUES}) g`
  await sql`
    INSERT INTO newsletter_issues (title, slug, markdown, html, status, created_at)
    VALUES ('Issue 0', 'issue-0', 'Text 0', '<p>Text 0</p>', 'sending', now())`
  await sql`
    INSERT INTO newsletter_deliveries (issue_id, user_id, status, attempts, sent_at)
    SELECT i.id, n.user_id,
      CASE WHEN i.status = 'sending' AND n.user_id % 4 = 0 THEN 'pending' ELSE 'sent' END, 1, i.sent_at
    FROM newsletter_issues i CROSS JOIN newsletter_subscriptions n WHERE n.is_active
    -- An issue's deliveries are written together when its send starts, so they sit together on disk.
    ORDER BY i.id, n.user_id`
  await sql`
    UPDATE newsletter_issues i SET final_sent = c.sent
    FROM (SELECT issue_id, count(*)::int AS sent FROM newsletter_deliveries GROUP BY issue_id) c
    WHERE c.issue_id = i.id AND i.status = 'sent'`
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function adminLists(runtime: Runtime): Promise<void> {
  const { sql, config } = runtime.deps
  await seed(sql)
  await ensureAdmin(sql, ADMIN)
  const [draft] = await sql<{ id: number }[]>`
    INSERT INTO newsletter_issues (title, slug, markdown, html) VALUES ('Draft', 'draft', 'Hi', '<p>Hi</p>')
    RETURNING id`
  const draftId = draft!.id
  const login = await runtime.handler(
    new Request(new URL('/api/login', config.siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.siteUrl },
      body: JSON.stringify(ADMIN),
    }),
  )
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  console.log(
    `admin lists: ${READERS} readers, ${MESSAGES} inbox messages, ${KEPT_MAILS} kept mails, ${SENT_ISSUES + 1} issues; median of ${RUNS} (target)`,
  )
  const pages: [string, string, number][] = [
    ['subscribers, page 1', '/admin/subscribers', 100],
    ['subscribers, page 1000', '/admin/subscribers?page=1000', 100],
    ['subscribers, search', '/admin/subscribers?q=reader4242', 200],
    ['subscribers, pending', '/admin/subscribers?state=pending', 200],
    ['subscribers, failing', '/admin/subscribers?state=failed', 200],
    ['inbox, page 1', '/admin/inbox', 100],
    ['inbox, search', '/admin/inbox?q=visitor777', 200],
    ['mail log, page 1', '/admin/mail', 100],
    ['mail log, page 500', '/admin/mail?page=500', 100],
    ['mail log, search', '/admin/mail?q=reader4242', 200],
    ['mail log, failed', '/admin/mail?state=failed', 200],
    ['outbox, page 1', '/admin/outbox', 100],
    ['outbox, page 500', '/admin/outbox?page=500', 100],
    ['outbox, search', '/admin/outbox?q=reader4242', 200],
    ['newsletter, page 1', '/admin/newsletter', 100],
    ['newsletter, search', '/admin/newsletter?q=Issue%201', 200],
    // Who a draft would reach, each reader checked against their deliveries: the one heavy read here.
    ['newsletter, send dialog', `/admin/newsletter?send=${draftId}`, 2000],
  ]
  for (const [name, path, target] of pages) {
    const times: number[] = []
    let bytes = 0
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      const response = await runtime.handler(
        new Request(new URL(path, config.siteUrl), { headers: { cookie, 'accept-encoding': 'identity' } }),
      )
      bytes = (await response.arrayBuffer()).byteLength
      times.push(performance.now() - started)
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    }
    console.log(
      `  ${name.padEnd(24)} ${median(times).toFixed(1).padStart(7)} ms (< ${target})  ${(bytes / 1024).toFixed(0).padStart(4)} KB (< 150)`,
    )
  }
  console.log(`  ${'delivery claim'.padEnd(24)} ${(await claimTime(sql)).toFixed(1).padStart(7)} ms (< 5)`)
}

/** A send worker's claim of its next delivery, behind the sent issues' 1.6 million rows; rolled back. */
async function claimTime(sql: Sql): Promise<number> {
  const times: number[] = []
  const rollBack = new Error('roll back')
  for (let run = 0; run < RUNS; run++) {
    await inTransaction(sql, async (tx) => {
      const started = performance.now()
      const claimed = await claimDelivery(tx, 60_000)
      times.push(performance.now() - started)
      if (!claimed) throw new Error('nothing to claim: the bench seeds an issue still sending')
      throw rollBack
    }).catch((error: unknown) => {
      if (error !== rollBack) throw error
    })
  }
  return median(times)
}
