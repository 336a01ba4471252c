/**
 * `bun test` over every file in parallel worker processes (npm test's unit and integration step).
 * The tests mostly wait (on the database, timers and sockets), so files running side by side finish
 * sooner than one after another (docs/decisions/245). Each worker keeps one database for all its files;
 * this runner names them for the run and drops them at the end, because workers are stopped without a
 * last hook of their own. Arguments go on to `bun test` (a file, `-t name`).
 */
import postgres from 'postgres'

const WORKERS = 4

const run = `portfolio_test_run_${process.pid}`
const tests = Bun.spawn(
  [
    process.execPath,
    'test',
    `--parallel=${WORKERS}`,
    '--no-isolate',
    '--timeout',
    '60000',
    ...Bun.argv.slice(2),
  ],
  { env: { ...process.env, TEST_RUN_DATABASES: run }, stdio: ['inherit', 'inherit', 'inherit'] },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => tests.kill(signal))
const code = await tests.exited

const baseUrl = process.env.DATABASE_URL
if (baseUrl) {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  const databases = await admin<{ name: string }[]>`
    SELECT datname AS name FROM pg_database WHERE starts_with(datname, ${`${run}_`})`
  for (const { name } of databases) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.end()
}
process.exit(code)
