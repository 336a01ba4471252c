import { inTransaction, type Sql } from './client.ts'

export const LOCK_KEYS = { seed: 727_274_002, admin: 727_274_003, readerImport: 727_274_236 } as const

/** Runs fn in a transaction holding a transaction-level advisory lock, so instances take turns. */
export function withAdvisoryLock<T>(sql: Sql, key: number, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return inTransaction(sql, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${key})`
    return fn(tx)
  })
}
