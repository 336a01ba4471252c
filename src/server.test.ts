import { afterAll, beforeAll, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Database } from './db/client.ts'
import { createThrowawayDatabase } from './testing/test-database.ts'

// The real entry point in a child process: start-up, request logging and SIGTERM handling.
const ROOT = join(import.meta.dir, '..')
let db: Database
let databaseUrl: string | undefined

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    db = await createThrowawayDatabase('portfolio_proc')
    const [row] = await db.sql<{ name: string }[]>`SELECT current_database() AS name`
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${row!.name}`
    databaseUrl = url.toString()
  }
})
afterAll(() => db?.close())

async function startProcess(port: number, dataDir: string) {
  const child = Bun.spawn([process.execPath, 'src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      // Asset tags point at a dev server; the test never loads them, so no client build is needed.
      VITE_DEV_SERVER: 'http://127.0.0.1:1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'process-test-password',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return child
    await Bun.sleep(100)
  }
  child.kill()
  throw new Error(`server did not start: ${await new Response(child.stderr).text()}`)
}

test('SIGTERM lets requests in flight finish, then exits cleanly; one log line per request', async () => {
  const port = 40_000 + Math.floor(Math.random() * 20_000)
  const dataDir = `/tmp/portfolio-proc-${process.pid}`
  const child = await startProcess(port, dataDir)
  const inFlight = fetch(`http://127.0.0.1:${port}/`)
  await Bun.sleep(5)
  child.kill('SIGTERM')
  const response = await inFlight
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('AI Meal Planner')
  expect(await child.exited).toBe(0)
  const stdout = await new Response(child.stdout).text()
  const lines = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)
  const home = lines.find((l) => l.message === 'request' && l.path === '/')
  expect(home).toMatchObject({ method: 'GET', status: 200 })
  expect(typeof home?.durationMs).toBe('number')
  expect(stdout).not.toContain('process-test-password')
  expect(stdout).not.toContain('$argon2')
  Bun.spawnSync(['rm', '-rf', dataDir])
}, 60_000)

test('an invalid environment stops start-up with a message naming the variable', () => {
  const result = Bun.spawnSync([process.execPath, 'src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: 'not-a-port' },
  })
  expect(result.exitCode).toBe(1)
  expect(result.stderr.toString()).toContain('PORT')
})
