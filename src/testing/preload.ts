import { afterAll, beforeEach } from 'bun:test'
import { releaseSharedTestDatabase } from './harness.ts'
import { currentTestFile, stopTracked, timersLeftBy, watchTimers } from './resources.ts'

watchTimers()

/**
 * The one teardown path: what a file opened stops when it is done, runtimes before their databases.
 * A timer the file's code left behind after that fails the run with its name and place.
 */
async function endTestFile(file: string): Promise<void> {
  await stopTracked(file)
  const left = timersLeftBy(file)
  if (left.length > 0) {
    throw new Error(`${file} left running after its last test:\n  ${left.join('\n  ')}`)
  }
}

// A plain `bun test` runs files one after another in one process and has no per-file hook for a preload:
// a file has ended when a test of the next one starts, or when the run ends. Under `--parallel` the
// hooks below wrap every file.
let file: string | undefined
beforeEach(async () => {
  const now = currentTestFile()
  if (now === file) return
  const ended = file
  file = now
  if (ended) await endTestFile(ended)
})

// One throwaway database per `bun test` run (per worker under scripts/unit-tests.ts), created lazily by
// the first test that needs it.
afterAll(async () => {
  try {
    if (file) await endTestFile(file)
  } finally {
    await releaseSharedTestDatabase()
  }
})
