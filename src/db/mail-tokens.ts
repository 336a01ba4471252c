import type { Sql } from './client.ts'

export type TokenPurpose = 'confirm-subscription' | 'reset-password' | 'change-email' | 'sign-in'

/** Stores a new token's hash and retires the user's earlier unused ones of the same purpose. */
export async function insertToken(
  sql: Sql,
  token: { hash: string; purpose: TokenPurpose; userId: number; email: string | null; ttlMs: number },
): Promise<void> {
  await sql`DELETE FROM mail_tokens
    WHERE user_id = ${token.userId} AND purpose = ${token.purpose} AND used_at IS NULL`
  await sql`
    INSERT INTO mail_tokens (hash, purpose, user_id, email, expires_at)
    VALUES (${token.hash}, ${token.purpose}, ${token.userId}, ${token.email},
      now() + ${token.ttlMs} * interval '1 millisecond')`
}

/**
 * Marks the token used and returns what it was for, in one statement: two requests racing with the
 * same link cannot both get it. Expired, used or unknown tokens give undefined.
 */
export async function consumeToken(
  sql: Sql,
  hash: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; email: string | null } | undefined> {
  const [row] = await sql<{ userId: number; email: string | null }[]>`
    UPDATE mail_tokens SET used_at = now()
    WHERE hash = ${hash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()
    RETURNING user_id AS "userId", email`
  return row
}

/** Whether a token would be accepted now, without using it (the reset page checks before showing its form). */
export async function isTokenLive(sql: Sql, hash: string, purpose: TokenPurpose): Promise<boolean> {
  const [row] = await sql`SELECT 1 FROM mail_tokens
    WHERE hash = ${hash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()`
  return row !== undefined
}

/** Expired tokens, and used ones a day after use: nothing can accept them any more. */
export async function deleteDeadTokens(sql: Sql): Promise<number> {
  const rows = await sql`DELETE FROM mail_tokens
    WHERE expires_at <= now() OR used_at <= now() - interval '1 day'`
  return rows.count
}
