import type PgBoss from 'pg-boss'
import type { Sql } from './client.ts'

/** A job fetched after its queue began to stop: left to expire and be retried by a running instance. */
export class JobQueueStoppedError extends Error {
  constructor() {
    super('the job queue has stopped')
  }
}

export interface JobQueueDb extends PgBoss.Db {
  /**
   * Resolves once the statements in flight have answered; later ones reach no database and answer no
   * rows. pg-boss' own stop does not wait for a worker's fetch that is already on the wire, and it fires
   * its job completions without awaiting them: an error there would be an unhandled rejection. A closed
   * port is an empty queue instead, so nothing the queue started reaches the pool after it closes.
   */
  close(): Promise<void>
}

/**
 * pg-boss's database port over our postgres.js client, so the queue shares the app's pool: on the
 * embedded database that single connection is the only one there is (docs/decisions/190-mail-queue.md).
 *
 * pg-boss speaks node-postgres: parameterised statements return `{ rows }`, and its schema changes are
 * one multi-statement string wrapped in BEGIN ... COMMIT. postgres.js runs such a string only with the
 * simple protocol and, on a pool, only on a reserved connection (a transaction must not be spread over
 * several). Given a transaction, everything runs inside it, so a job can be enqueued atomically with
 * the rows that asked for it.
 */
export function pgBossDb(sql: Sql): JobQueueDb {
  let closed = false
  const inFlight = new Set<Promise<unknown>>()
  return {
    executeSql(text: string, values?: unknown[]) {
      if (closed) return Promise.resolve({ rows: closedAnswer(text) })
      const answer = execute(sql, text, values)
      inFlight.add(answer)
      const settled = () => inFlight.delete(answer)
      answer.then(settled, settled)
      return answer
    },
    async close() {
      closed = true
      await Promise.allSettled([...inFlight])
    },
  }
}

// pg-boss' completions (complete, fail, cancel...) and queue sizes select one `COUNT(*)` and read
// `rows[0].count` unguarded: after the close they count nothing instead of throwing.
const COUNTS_ROWS = /SELECT COUNT\(\*\)(?: as count)? FROM/i

/** What a statement answers once the port is closed: no rows, or a count of none. */
const closedAnswer = (text: string): unknown[] => (COUNTS_ROWS.test(text) ? [{ count: '0' }] : [])

async function execute(sql: Sql, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) {
    // node-postgres sends undefined as NULL; postgres.js refuses it.
    const params = values.map((value) => (value === undefined ? null : value))
    // pg-boss' batch insert (`insert`, which its cron schedules use) hands its jobs as a JSON string to
    // `json_to_recordset($1)`. The server describes that parameter as json, and postgres.js encodes a
    // json parameter with JSON.stringify: the string would arrive as one JSON string, not the array.
    if (typeof params[0] === 'string' && text.includes('json_to_recordset($1)'))
      params[0] = JSON.parse(params[0])
    return { rows: [...(await sql.unsafe(text, params as never[]))] }
  }
  const results =
    /\bBEGIN\b/.test(text) && 'reserve' in sql ? await onReserved(sql, text) : await sql.unsafe(text).simple()
  return { rows: lastResult(results) }
}

async function onReserved(sql: Sql, text: string): Promise<unknown> {
  const connection = await sql.reserve()
  try {
    return await connection.unsafe(text).simple()
  } finally {
    connection.release()
  }
}

/** A multi-statement string yields one result per statement; node-postgres reports the last one. */
function lastResult(results: unknown): unknown[] {
  if (!Array.isArray(results)) return []
  const last = results.at(-1)
  return Array.isArray(last) ? [...last] : [...results]
}
