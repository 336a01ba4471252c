import { describe, expect, test } from 'bun:test'
import { loadConfig } from '../../config.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { fileDatabase, sharedTestDatabase, startTestRuntime, TEST_ADMIN } from '../../testing/harness.ts'
import { LOGIN_ACCOUNT_POLICY, SIGNUP_ADDRESS_POLICY } from './throttle.ts'

// The same bursts on the test run's database (PostgreSQL when DATABASE_URL is set) and on an embedded
// PGlite, whose single connection serialises statements differently.
const embedded = fileDatabase(
  openDatabase({ ...loadConfig({}), databaseUrl: undefined, dataDir: null }),
  'embedded PGlite',
)

const databases: [string, () => Promise<Database>][] = [
  [process.env.DATABASE_URL ? 'PostgreSQL' : 'the test database', sharedTestDatabase],
  ['embedded PGlite', () => embedded],
]

async function appOn(db: Database) {
  await migrate(db.sql)
  await db.sql`TRUNCATE users, sessions, newsletter_subscriptions, rate_limits RESTART IDENTITY CASCADE`
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: 'http://portfolio.test',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_SAMPLE_CONTENT: 'false',
  })
  const runtime = await startTestRuntime(config, db)
  return (path: string, json: unknown, peer: string) =>
    runtime.handler(
      new Request(new URL(path, config.siteUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      }),
      peer,
    )
}

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {}
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

describe.each(databases)('throttles under a burst of concurrent requests on %s', (_, database) => {
  test('25 simultaneous wrong-then-right sign-ins: at most 10 are checked, the rest are 429', async () => {
    const post = await appOn(await database())
    const passwords = [...Array.from({ length: 24 }, (_, i) => `wrong-password-${i}`), TEST_ADMIN.password]
    const responses = await Promise.all(
      passwords.map((password, i) =>
        post('/api/login', { username: TEST_ADMIN.username, password }, `10.20.0.${i + 1}`),
      ),
    )
    const counts = statuses(responses)
    // Checked attempts answer 401 (or 200 for the right password when it was among the first ten).
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LOGIN_ACCOUNT_POLICY.limit)
    expect(counts[429]).toBeGreaterThanOrEqual(passwords.length - LOGIN_ACCOUNT_POLICY.limit)
    for (const r of responses.filter((r) => r.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
    if (!counts[200]) {
      const after = await post('/api/login', TEST_ADMIN, '10.20.1.1')
      expect(after.status).toBe(429)
    }
  })

  test('30 simultaneous sign-ups from one address: at most 20 pass', async () => {
    const post = await appOn(await database())
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/api/newsletter/signup',
          {
            email: `burst${i}@example.com`,
            firstName: 'Burst',
            lastName: 'Reader',
            username: `burst${i}`,
            password: 'correct horse battery',
          },
          '10.21.0.1',
        ),
      ),
    )
    const counts = statuses(responses)
    expect(counts[201]).toBe(SIGNUP_ADDRESS_POLICY.limit)
    expect(counts[429]).toBe(30 - SIGNUP_ADDRESS_POLICY.limit)
  })
})
