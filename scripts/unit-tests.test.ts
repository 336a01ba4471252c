import { expect, test } from 'bun:test'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import postgres from 'postgres'

const ROOT = resolve(import.meta.dir, '..')

test.skipIf(!process.env.DATABASE_URL)(
  'the runner gives its workers databases of the run and drops them all when it ends',
  async () => {
    const record = join(mkdtempSync(join(tmpdir(), 'unit-tests-')), 'databases')
    // Not this run's worker: the runner below is a run of its own.
    const { BUN_TEST_WORKER_ID: _, JEST_WORKER_ID: __, TEST_RUN_DATABASES: ___, ...env } = process.env
    const runner = Bun.spawn(
      [
        process.execPath,
        'scripts/unit-tests.ts',
        './scripts/fixtures/records-database.ts',
        './scripts/fixtures/records-database-again.ts',
      ],
      { cwd: ROOT, env: { ...env, RECORD_DATABASES_TO: record }, stdout: 'pipe', stderr: 'pipe' },
    )
    expect(await runner.exited).toBe(0)
    const names = readFileSync(record, 'utf8').trim().split('\n')
    expect(names).toHaveLength(2)
    for (const name of names) expect(name).toMatch(/^portfolio_test_run_\d+_\d+$/)
    const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    try {
      const left = await admin`SELECT datname FROM pg_database WHERE datname = ANY(${names})`
      expect(left.map((row) => row.datname)).toEqual([])
    } finally {
      await admin.end()
    }
  },
)
