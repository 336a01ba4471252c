// The admin's long lists at scale (npm run bench): 100,000 readers (1.6 million mail log rows) and
// 50,000 inbox messages seeded by SQL, then the first page, a later page, a search and two state filters
// of /admin/subscribers, the first page and a search of /admin/inbox, and the first and a later page, a
// search and a filter of the mail log (/admin/mail), rendered by the uncached app as
// the signed-in admin. Targets (issue #20): first page < 100 ms server time and < 150 KB of HTML; a
// search or a filter < 200 ms.
import { inTransaction, type Sql } from '../../src/db/client.ts'
import { ensureAdmin } from '../../src/modules/auth/service.ts'
import type { Runtime } from '../../src/server.ts'

const READERS = 100_000
const MESSAGES = 50_000
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
    await connection`VACUUM ANALYZE users, newsletter_subscriptions, mail_log, contact_messages`
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
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function adminLists(runtime: Runtime): Promise<void> {
  const { sql, config } = runtime.deps
  await seed(sql)
  await ensureAdmin(sql, ADMIN)
  const login = await runtime.handler(
    new Request(new URL('/api/login', config.siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.siteUrl },
      body: JSON.stringify(ADMIN),
    }),
  )
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  console.log(`admin lists: ${READERS} readers, ${MESSAGES} inbox messages; median of ${RUNS} (target)`)
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
}
