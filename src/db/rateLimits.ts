import type { Sql } from './client.ts'

export interface RateLimitState {
  hits: number
  blockedUntil: Date | null
}

/** The latest end of a running block among the keys; null when none of them is blocked. */
export async function findBlock(sql: Sql, keys: string[]): Promise<Date | null> {
  const [row] = await sql<{ blockedUntil: Date | null }[]>`
    SELECT max(blocked_until) AS "blockedUntil" FROM rate_limits
    WHERE key IN ${sql(keys)} AND blocked_until > now()`
  return row?.blockedUntil ?? null
}

/**
 * Counts one hit in a fixed window, atomically (one statement, so concurrent requests on several
 * instances cannot lose counts). Reaching `limit` hits inside the window blocks the key for `blockMs`.
 */
export async function recordHit(
  sql: Sql,
  key: string,
  policy: { limit: number; windowMs: number; blockMs: number },
): Promise<RateLimitState> {
  const window = `${policy.windowMs} milliseconds`
  const block = `${policy.blockMs} milliseconds`
  const [row] = await sql<RateLimitState[]>`
    INSERT INTO rate_limits AS r (key, hits, window_started_at, blocked_until)
    VALUES (${key}, 1, now(), CASE WHEN 1 >= ${policy.limit} THEN now() + ${block}::interval END)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_started_at <= now() - ${window}::interval THEN 1 ELSE r.hits + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= now() - ${window}::interval
                               THEN now() ELSE r.window_started_at END,
      blocked_until = CASE
        WHEN (CASE WHEN r.window_started_at <= now() - ${window}::interval THEN 1 ELSE r.hits + 1 END)
             >= ${policy.limit}
        THEN now() + ${block}::interval
        ELSE r.blocked_until END
    RETURNING hits, blocked_until AS "blockedUntil"`
  return row!
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
