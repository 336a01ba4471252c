import { afterEach, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { acquireLock, DataDirLockedError, startEmbeddedPostgres } from './embedded.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('a second process on the same DATA_DIR is refused with a clear message', async () => {
  const dir = tempDir()
  const other = Bun.spawn(['sleep', '30'])
  try {
    writeFileSync(join(dir, 'portfolio.lock'), String(other.pid))
    const attempt = startEmbeddedPostgres(dir)
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/in use by another process/)
  } finally {
    other.kill()
  }
})

test('a lock left by a process that is gone is taken over, and released', () => {
  const dir = tempDir()
  const gone = Bun.spawnSync(['true']).pid
  writeFileSync(join(dir, 'portfolio.lock'), String(gone))
  const release = acquireLock(dir)
  expect(existsSync(join(dir, 'portfolio.lock'))).toBe(true)
  release()
  expect(existsSync(join(dir, 'portfolio.lock'))).toBe(false)
})
