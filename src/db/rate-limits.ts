import type { Sql } from './client.ts'

export interface RateLimitState {
  hits: number
  blockedUntil: Date | null
}

/**
 * Reserves one hit in a fixed window, atomically (one statement, so concurrent requests on several
 * instances can neither lose counts nor all read the same old count). The caller is admitted when the
 * returned count is within `limit`; reaching `limit` blocks the key for `blockMs`. Hits during a block
 * are counted without extending it, and the first hit after a block (or after the window) starts a
 * fresh window.
 */
export async function recordHit(
  sql: Sql,
  key: string,
  policy: { limit: number; windowMs: number; blockMs: number },
): Promise<RateLimitState> {
  const window = `${policy.windowMs} milliseconds`
  const block = `${policy.blockMs} milliseconds`
  // A key starts over once its block has ended or, never blocked, once its window has passed.
  const fresh = sql`(CASE WHEN r.blocked_until IS NOT NULL THEN r.blocked_until <= now()
                     ELSE r.window_started_at <= now() - ${window}::interval END)`
  const [row] = await sql<RateLimitState[]>`
    INSERT INTO rate_limits AS r (key, hits, window_started_at, blocked_until)
    VALUES (${key}, 1, now(), CASE WHEN 1 >= ${policy.limit} THEN now() + ${block}::interval END)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${fresh} THEN 1 ELSE r.hits + 1 END,
      window_started_at = CASE WHEN ${fresh} THEN now() ELSE r.window_started_at END,
      blocked_until = CASE
        WHEN ${fresh} THEN CASE WHEN 1 >= ${policy.limit} THEN now() + ${block}::interval END
        WHEN r.blocked_until IS NULL AND r.hits + 1 >= ${policy.limit} THEN now() + ${block}::interval
        ELSE r.blocked_until END
    RETURNING hits, blocked_until AS "blockedUntil"`
  return row!
}

/**
 * Gives back one admitted hit (an attempt that turned out not to count, such as a right password); a
 * block that this very hit started ends with it.
 */
export async function releaseHit(sql: Sql, key: string, policy: { limit: number }): Promise<void> {
  await sql`
    UPDATE rate_limits SET
      hits = greatest(hits - 1, 0),
      blocked_until = CASE WHEN hits - 1 < ${policy.limit} THEN NULL ELSE blocked_until END
    WHERE key = ${key}`
}

export async function clearKey(sql: Sql, key: string): Promise<void> {
  await sql`DELETE FROM rate_limits WHERE key = ${key}`
}

/** Rows whose window and block are both over carry no information any more. */
export async function deleteStale(sql: Sql, olderThanMs: number): Promise<number> {
  const rows = await sql`
    DELETE FROM rate_limits
    WHERE window_started_at < now() - ${`${olderThanMs} milliseconds`}::interval
      AND (blocked_until IS NULL OR blocked_until < now())`
  return rows.count
}
