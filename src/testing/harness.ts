import { join } from 'node:path'
import type { AppDeps } from '../app-deps.ts'
import { type Config, loadConfig } from '../config.ts'
import type { Database, Sql } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import type { RequestHandler } from '../http/handler.ts'
import { createLogger } from '../http/logger.ts'
import type { ClientAssets } from '../modules/ssr/assets.ts'
import { prepareRuntime, type Runtime } from '../server.ts'
import { SEEDED_TOPICS } from './newsletter.ts'
import { stopTracked, track } from './resources.ts'
import { createThrowawayDatabase, openWorkerDatabase, runnerWorkerDatabase } from './test-database.ts'

let shared: Promise<Database> | undefined

/** The test process's database, migrated once: its worker's under scripts/unit-tests.ts, else its own. */
export function sharedTestDatabase(): Promise<Database> {
  shared ??= (async () => {
    const db = (await openWorkerDatabase()) ?? (await createThrowawayDatabase('portfolio_test'))
    await migrate(db.sql)
    return db
  })()
  return shared
}

/**
 * When a run or a worker's file ends: stops what is still tracked and closes the shared database,
 * except in a worker of scripts/unit-tests.ts, which keeps it for its next file (the runner drops it).
 */
export async function releaseSharedTestDatabase(): Promise<void> {
  await stopTracked()
  if (runnerWorkerDatabase()) return
  if (shared) await (await shared).close()
  shared = undefined
}

/** A database this test file opens: closed when the file ends, after the runtimes on it stopped. */
export const fileDatabase = async (db: Database | Promise<Database>, name = 'database'): Promise<Database> =>
  track(name, await db, (opened) => opened.close())

/** A throwaway database of this test file's own (see createThrowawayDatabase). */
export const throwawayDatabase = (prefix: string) =>
  fileDatabase(createThrowawayDatabase(prefix), `throwaway database ${prefix}`)

const RUNTIME = 'app runtime'

/**
 * The real app runtime on `db` (the shared test database by default), stopped with its job workers and
 * version listener when the test file ends (or when the next test app starts). The newsletter delivery
 * loop is off unless asked for: most tests drive deliveries by hand (deliverNext).
 */
export async function startTestRuntime(
  config: Config,
  db?: Database,
  options: { loops?: boolean } = {},
): Promise<Runtime> {
  const runtime = await prepareRuntime(config, {
    db: db ?? (await sharedTestDatabase()),
    assets: TEST_ASSETS,
    logger: createLogger(false),
    loops: options.loops ?? false,
  })
  return track(RUNTIME, runtime, (started) => started.stop())
}

/** Empties every table so each test file starts from a known state (files run one after another). */
async function resetDatabase(sql: Sql): Promise<void> {
  await sql`TRUNCATE projects, commands, work_experiences, users, sessions, newsletter_subscriptions,
    media, rate_limits, site_settings, contact_messages, mail_log, outbox, mail_tokens, newsletter_issues,
    newsletter_deliveries, newsletter_welcome, reader_imports RESTART IDENTITY CASCADE`
  // The topics a fresh database has (its migration made them), whatever an earlier file did to them.
  await sql`TRUNCATE newsletter_topics RESTART IDENTITY`
  await sql`INSERT INTO newsletter_topics ${sql(SEEDED_TOPICS.map((topic) => ({ ...topic })))}`
  // pg-boss creates its schema at its first start.
  await sql`DO $$ BEGIN
    IF to_regclass('pgboss.job') IS NOT NULL THEN TRUNCATE pgboss.job, pgboss.archive; END IF;
  END $$`
}

/** Asset tags for server rendering in tests: the client bundle itself is not needed to render HTML. */
export const TEST_ASSETS: ClientAssets = {
  staticDir: join(import.meta.dir, '..', '..', 'web', 'public'),
  scripts: ['/assets/entry-client-test.js'],
  bootScript: '/* the page boot code */',
  inlineCss: '@font-face{font-family:JetBrains Mono;src:url(/assets/test.woff2)format("woff2")}',
  preloads: [],
  fontPreloads: ['/assets/jetbrains-mono-latin-400-normal-test.woff2'],
  routePreloads: () => [],
  cspExtra: { script: [], connect: [], style: [], font: [] },
}

export const TEST_ADMIN = { username: 'admin', password: 'admin-password-for-tests' }

export interface TestApp {
  deps: AppDeps
  sql: Sql
  config: Config
  handler: RequestHandler
  /** Sends a request to the app; paths are relative to the site URL. */
  fetch(path: string, init?: RequestInit & { json?: unknown; peer?: string }): Promise<Response>
}

/**
 * The app with `config` started on `db` (its own database, or the shared one), as a TestApp. `loops`
 * also runs the background loops (the newsletter delivery loop), as `npm start` does.
 */
export async function startTestApp(
  config: Config,
  db: Database,
  options: { loops?: boolean } = {},
): Promise<TestApp> {
  const runtime = await startTestRuntime(config, db, options)
  return {
    deps: runtime.deps,
    sql: db.sql,
    config,
    handler: runtime.handler,
    fetch(path, init = {}) {
      const { json, peer, ...rest } = init
      const headers = new Headers(rest.headers)
      if (json !== undefined) headers.set('content-type', 'application/json')
      const request = new Request(new URL(path, config.siteUrl), {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      })
      return runtime.handler(request, peer)
    },
  }
}

/**
 * The real app (all modules, real database) driven through its request handler: no sockets, nothing
 * mocked. The database is emptied first; sample content is opt-in.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): Promise<TestApp> {
  const db = await sharedTestDatabase()
  // Every earlier runtime: a leftover worker with another configuration would take this app's jobs.
  await stopTracked(undefined, (name) => name === RUNTIME)
  await resetDatabase(db.sql)
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: 'http://portfolio.test',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_SAMPLE_CONTENT: options.seed ? 'true' : 'false',
    ...env,
  })
  return startTestApp(config, db)
}

/**
 * A form post from a page of the site, as a browser without JavaScript sends it: url-encoded (an array
 * is a repeated field), from the site's own origin unless told otherwise.
 */
export function postForm(
  app: TestApp,
  path: string,
  fields: Record<string, string | readonly string[]>,
  cookie?: string,
  origin = app.config.siteUrl,
): Promise<Response> {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const item of typeof value === 'string' ? [value] : value) body.append(name, item)
  return app.fetch(path, {
    method: 'POST',
    body,
    headers: { ...(cookie ? { cookie } : {}), origin, 'content-type': 'application/x-www-form-urlencoded' },
  })
}

/** The session cookie a response sets, as the Cookie header value to send back ('' when none). */
export const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

/** Signs in through the real login endpoint and returns the Cookie header value to send back. */
export async function signIn(app: TestApp, username: string, password: string): Promise<string> {
  const response = await app.fetch('/api/login', { method: 'POST', json: { username, password } })
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  const cookie = cookieOf(response)
  if (!cookie) throw new Error('sign-in set no cookie')
  return cookie
}
