import { beforeAll, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Database } from './db/client.ts'
import { freePort } from './testing/free-port.ts'
import { throwawayDatabase } from './testing/harness.ts'

// The real entry point in a child process: start-up, request logging and SIGTERM handling.
const ROOT = join(import.meta.dir, '..')
let db: Database
let databaseUrl: string | undefined

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    db = await throwawayDatabase('portfolio_proc')
    const [row] = await db.sql<{ name: string }[]>`SELECT current_database() AS name`
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${row!.name}`
    databaseUrl = url.toString()
  }
})

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
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
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

/**
 * A sign-in sent over a raw socket with only half its body: the server has the request (headers read,
 * handler waiting for the rest) and cannot finish it until `finish` sends the other half.
 */
async function heldSignIn(port: number) {
  const body = JSON.stringify({ username: 'admin', password: 'process-test-password' })
  const half = Math.floor(body.length / 2)
  let received = ''
  let closed: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    closed = resolve
  })
  const socket = await Bun.connect({
    hostname: '127.0.0.1',
    port,
    socket: {
      data: (_, chunk) => {
        received += new TextDecoder().decode(chunk)
      },
      close: () => closed(),
      error: () => closed(),
    },
  })
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  )
  return {
    async finish() {
      socket.write(body.slice(half))
      await done
      return received
    },
  }
}

test('SIGTERM stops accepting, lets a request in flight finish, then exits cleanly; one log line per request', async () => {
  const port = freePort()
  const dataDir = `/tmp/portfolio-proc-${process.pid}`
  const child = await startProcess(port, dataDir)
  const home = await fetch(`http://127.0.0.1:${port}/`)
  expect(await home.text()).toContain('AI Meal Planner')
  const held = await heldSignIn(port)
  await Bun.sleep(200)
  child.kill('SIGTERM')
  await Bun.sleep(500)
  // Still running (draining the held request), but no longer accepting new connections.
  expect(child.exitCode).toBeNull()
  const refused = await fetch(`http://127.0.0.1:${port}/health`).then(
    () => false,
    () => true,
  )
  expect(refused).toBe(true)
  const response = await held.finish()
  expect(response).toStartWith('HTTP/1.1 200')
  expect(response).toMatch(/set-cookie: session=/i)
  expect(await child.exited).toBe(0)
  const stdout = await new Response(child.stdout).text()
  const lines = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)
  const logged = lines.find((l) => l.message === 'request' && l.path === '/')
  expect(logged).toMatchObject({ method: 'GET', status: 200 })
  expect(typeof logged?.durationMs).toBe('number')
  expect(lines.find((l) => l.message === 'request' && l.path === '/api/login')).toMatchObject({ status: 200 })
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
