import { spawn } from 'node:child_process'
import { request as playwrightRequest } from '@playwright/test'
import { expect } from '../fixtures.ts'

export type OwnServer = Awaited<ReturnType<typeof startOwnServer>>

/**
 * A server of a test file's own (scripts/e2e-server.ts) for settings the shared one does not have, on its
 * own embedded database; answers once its /health does. `log()` is what it has printed so far (its info
 * lines with `E2E_LOG: '1'`); `stop()` ends it and waits, so the port is free for whatever comes next.
 */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`
  const server = spawn('./node_modules/.bin/bun', ['scripts/e2e-server.ts'], {
    env: { ...process.env, E2E_PORT: String(port), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let log = ''
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString()
  })
  const api = await playwrightRequest.newContext()
  await expect
    .poll(async () => (await api.get(`${base}/health`).catch(() => null))?.status() ?? 0, { timeout: 90_000 })
    .toBe(200)
  await api.dispose()
  return {
    base,
    log: () => log,
    async stop() {
      if (server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    },
  }
}
