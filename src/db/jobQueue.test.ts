import { expect, test } from 'bun:test'
import { sharedTestDatabase } from '../testing/harness.ts'
import { JobQueueStoppedError, pgBossDb } from './jobQueue.ts'

test('closing the queue port waits for the statement on the wire, then refuses new ones', async () => {
  const { sql } = await sharedTestDatabase()
  const port = pgBossDb(sql)
  let answered = false
  const slow = port.executeSql('SELECT pg_sleep(0.2) AS slept', []).then(() => {
    answered = true
  })
  await port.close()
  expect(answered).toBe(true)
  await slow
  expect(port.executeSql('SELECT 1', [])).rejects.toBeInstanceOf(JobQueueStoppedError)
})
