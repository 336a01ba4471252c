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
