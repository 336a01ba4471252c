import type { ReaderImport, ReaderImportCounts } from '../modules/readers/model.ts'
import type { Frequency, ReaderConsent } from '../shared/enums.ts'
import type { Sql } from './client.ts'

/*
 * Readers in bulk (docs/decisions/236): uploads waiting for their confirmation, and the set-based
 * writes an import makes, one batch of readers per statement. Rows travel as one JSON parameter read
 * by jsonb_to_recordset, so a batch of a thousand is one round trip with one parameter.
 */

/** What a preview stores besides the import's own columns. */
export type StoredPreview = Pick<
  ReaderImport,
  'encoding' | 'rows' | 'planned' | 'issues' | 'issueCount' | 'ignoredColumns'
>

const importColumns = (sql: Sql) => sql`
  id, file_name AS "fileName", created_at AS "createdAt", preview,
  done_at AS "doneAt", result`

type ImportRow = Omit<ReaderImport, keyof StoredPreview> & { preview: StoredPreview }
const flatten = ({ preview, ...row }: ImportRow): ReaderImport => ({ ...row, ...preview })

/** How long an upload waits for its confirmation, and a done import's page stays. */
const KEPT = '1 day'

export async function insertImport(
  sql: Sql,
  upload: { fileName: string; csv: string; preview: StoredPreview },
): Promise<ReaderImport> {
  // Each upload sweeps the old ones: no job for a table the owner fills by hand, a few times a year.
  await sql`DELETE FROM reader_imports WHERE created_at < now() - ${KEPT}::interval`
  const [row] = await sql<ImportRow[]>`
    INSERT INTO reader_imports (file_name, csv, preview)
    VALUES (${upload.fileName}, ${upload.csv}, ${sql.json(upload.preview as never)}::jsonb)
    RETURNING ${importColumns(sql)}`
  return flatten(row!)
}

export async function findImport(sql: Sql, id: number): Promise<ReaderImport | undefined> {
  const [row] = await sql<ImportRow[]>`
    SELECT ${importColumns(sql)} FROM reader_imports
    WHERE id = ${id} AND created_at >= now() - ${KEPT}::interval`
  return row && flatten(row)
}

/**
 * The upload's text, the row locked until the transaction ends: a second confirmation waits, then
 * finds it done. Undefined when there is no such upload (or it is too old); csv is null once done.
 */
export async function lockImport(
  sql: Sql,
  id: number,
): Promise<{ csv: string | null; done: boolean } | undefined> {
  const [row] = await sql<{ csv: string | null; done: boolean }[]>`
    SELECT csv, done_at IS NOT NULL AS done FROM reader_imports
    WHERE id = ${id} AND created_at >= now() - ${KEPT}::interval
    FOR UPDATE`
  return row
}

/** Done: the text goes (the readers are in their tables now), the counts stay for the page. */
export async function finishImport(sql: Sql, id: number, result: ReaderImportCounts): Promise<void> {
  await sql`UPDATE reader_imports SET csv = NULL, done_at = now(), result = ${sql.json(result as never)}::jsonb
    WHERE id = ${id}`
}

export async function deleteImport(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM reader_imports WHERE id = ${id} AND done_at IS NULL RETURNING id`
  return rows.length > 0
}

/** An account an import's address already belongs to. */
export interface ExistingAccount {
  id: number
  /** The address in lower case. */
  key: string
  isAdmin: boolean
  /** none: never subscribed; running: active, pending or failing; ended: unsubscribed. */
  subscription: 'none' | 'running' | 'ended'
}

/** The accounts these addresses (lower case) belong to, by the unique index on lower(email). */
export function findAccountsByEmail(sql: Sql, keys: readonly string[]): Promise<ExistingAccount[]> {
  return sql<ExistingAccount[]>`
    SELECT u.id, lower(u.email) AS key, u.is_admin AS "isAdmin",
      CASE WHEN n.user_id IS NULL THEN 'none' WHEN n.is_active THEN 'running' ELSE 'ended' END AS subscription
    FROM users u LEFT JOIN newsletter_subscriptions n ON n.user_id = u.id
    WHERE lower(u.email) = ANY(${sql.array([...keys])}::text[])`
}

/** Which of these usernames (lower case) are taken, in any case. */
export async function takenUsernames(sql: Sql, names: readonly string[]): Promise<Set<string>> {
  const rows = await sql<{ name: string }[]>`
    SELECT lower(username) AS name FROM users WHERE lower(username) = ANY(${sql.array([...names])}::text[])`
  return new Set(rows.map((r) => r.name))
}

export interface NewReader {
  username: string
  email: string
  firstName: string | null
  lastName: string | null
}

/**
 * Accounts without a password (they read the newsletter; a password can be chosen later through
 * "Forgot password?"). A row whose username or address was taken meanwhile is left out (ON CONFLICT
 * DO NOTHING keeps the transaction usable): the caller sees which ones went in.
 */
export function insertReaders(
  sql: Sql,
  readers: readonly NewReader[],
): Promise<{ id: number; key: string }[]> {
  return sql<{ id: number; key: string }[]>`
    INSERT INTO users (username, email, first_name, last_name, password_hash, is_admin)
    SELECT v.username, v.email, v."firstName", v."lastName", NULL, false
    FROM jsonb_to_recordset(${sql.json(readers as never)}::jsonb)
      AS v (username text, email text, "firstName" text, "lastName" text)
    ON CONFLICT DO NOTHING
    RETURNING id, lower(email) AS key`
}

/**
 * Subscriptions that begin confirmed (the owner vouches for the readers' consent), with how they
 * began. An account that has a subscription already keeps it as it is.
 */
export async function insertSubscriptions(
  sql: Sql,
  subscriptions: readonly { userId: number; frequency: Frequency; topics: readonly string[] }[],
  consent: ReaderConsent,
): Promise<number> {
  if (subscriptions.length === 0) return 0
  const rows = await sql`
    INSERT INTO newsletter_subscriptions (user_id, is_active, frequency, topics, confirmed_at, consent)
    SELECT v."userId", true, v.frequency, v.topics, now(), ${consent}
    FROM jsonb_to_recordset(${sql.json(subscriptions as never)}::jsonb)
      AS v ("userId" integer, frequency text, topics text[])
    ON CONFLICT (user_id) DO NOTHING
    RETURNING user_id`
  return rows.length
}

/** Names the accounts do not have yet; a name a reader gave is never replaced. */
export async function fillBlankNames(
  sql: Sql,
  names: readonly { userId: number; firstName: string | null; lastName: string | null }[],
): Promise<void> {
  const given = names.filter((n) => n.firstName !== null || n.lastName !== null)
  if (given.length === 0) return
  await sql`
    UPDATE users u SET
      first_name = CASE WHEN nullif(btrim(u.first_name), '') IS NULL
        THEN coalesce(v."firstName", u.first_name) ELSE u.first_name END,
      last_name = CASE WHEN nullif(btrim(u.last_name), '') IS NULL
        THEN coalesce(v."lastName", u.last_name) ELSE u.last_name END
    FROM jsonb_to_recordset(${sql.json(given as never)}::jsonb)
      AS v ("userId" integer, "firstName" text, "lastName" text)
    WHERE u.id = v."userId" AND NOT u.is_admin
      AND ((v."firstName" IS NOT NULL AND nullif(btrim(u.first_name), '') IS NULL)
        OR (v."lastName" IS NOT NULL AND nullif(btrim(u.last_name), '') IS NULL))`
}
