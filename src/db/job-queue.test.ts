import { expect, test } from 'bun:test'
import { sharedTestDatabase } from '../testing/harness.ts'
import { pgBossDb } from './job-queue.ts'

test('closing the queue port waits for the statement on the wire; later ones answer no rows, reaching nothing', async () => {
  const { sql } = await sharedTestDatabase()
  const port = pgBossDb(sql)
  let answered = false
  const slow = port.executeSql('SELECT pg_sleep(0.2) AS slept', []).then(() => {
    answered = true
  })
  await port.close()
  expect(answered).toBe(true)
  await slow
  expect(await port.executeSql('SELECT 1 AS one', [])).toEqual({ rows: [] })
})

test("after the close, pg-boss' completions count no job instead of failing on a missing row", async () => {
  const { sql } = await sharedTestDatabase()
  const port = pgBossDb(sql)
  await port.close()
  // @ts-expect-error: pg-boss' statements module has no types; these are the texts its manager sends.
  const plans = (await import('pg-boss/src/plans.js')).default
  for (const text of [plans.completeJobs('pgboss'), plans.failJobsById('pgboss')])
    expect(await port.executeSql(text, ['mail', ['00000000-0000-0000-0000-000000000000'], null])).toEqual({
      rows: [{ count: '0' }],
    })
})
