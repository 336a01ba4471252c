import { expect, test } from 'bun:test'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dir, '..', '..')

test('a test file that leaves a timer running fails the run, naming the file and where the timer started', () => {
  // Written at run time: the suite's own file scan is over, so only the child run below sees it.
  const name = `leaky-${process.pid}.test.ts`
  const path = join(import.meta.dir, name)
  writeFileSync(
    path,
    `import { test } from 'bun:test'\ntest('starts a poll and forgets it', () => {\n  setInterval(() => {}, 1000)\n})\n`,
  )
  try {
    const run = Bun.spawnSync([process.execPath, 'test', `./src/testing/${name}`], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '' },
    })
    const output = run.stdout.toString() + run.stderr.toString()
    expect(run.exitCode).toBe(1)
    expect(output).toContain(`src/testing/${name} left running after its last test`)
    expect(output).toContain(`setInterval from src/testing/${name}:3`)
  } finally {
    rmSync(path, { force: true })
  }
})
