import type { PublicUser } from '../shared/models/auth.ts'
import type { Sql } from './client.ts'

const publicColumns = (sql: Sql) => sql`
  id, username, email, first_name AS "firstName", last_name AS "lastName", is_admin AS "isAdmin",
  created_at AS "createdAt"`

export async function findUserById(sql: Sql, id: number): Promise<PublicUser | undefined> {
  const [row] = await sql<PublicUser[]>`SELECT ${publicColumns(sql)} FROM users WHERE id = ${id}`
  return row
}

/**
 * One of the two queries that read password_hash (with findPasswordHash); callers must not pass it on.
 * The hash is null for a reader imported by the owner (docs/decisions/236) or one who subscribed with
 * their address alone (docs/decisions/233): neither has a password yet.
 */
export async function findCredentialsByLogin(
  sql: Sql,
  login: string,
): Promise<{ id: number; passwordHash: string | null } | undefined> {
  const [row] = await sql<{ id: number; passwordHash: string | null }[]>`
    SELECT id, password_hash AS "passwordHash" FROM users
    WHERE lower(username) = lower(${login}) OR lower(email) = lower(${login})
    ORDER BY (lower(username) = lower(${login})) DESC
    LIMIT 1`
  return row
}

/** Which of the two sign-in names is already used by someone (both compared case-insensitively). */
export async function findTakenField(
  sql: Sql,
  username: string,
  email: string,
): Promise<'username' | 'email' | undefined> {
  const [row] = await sql<{ usernameTaken: boolean; emailTaken: boolean }[]>`
    SELECT bool_or(lower(username) = lower(${username})) AS "usernameTaken",
           bool_or(lower(email) = lower(${email})) AS "emailTaken"
    FROM users
    WHERE lower(username) = lower(${username}) OR lower(email) = lower(${email})`
  if (row?.usernameTaken) return 'username'
  if (row?.emailTaken) return 'email'
  return undefined
}

/** Maps a unique violation on insert to the field it concerns (a concurrent sign-up won the race). */
export function takenFieldOfError(error: unknown): 'username' | 'email' | undefined {
  const e = error as { code?: string; constraint_name?: string }
  if (e?.code !== '23505') return undefined
  if (e.constraint_name === 'users_username_key') return 'username'
  if (e.constraint_name === 'users_email_key') return 'email'
  return undefined
}

export interface NewUser {
  username: string
  email: string | null
  firstName: string | null
  lastName: string | null
  passwordHash: string
}

export async function insertUser(sql: Sql, user: NewUser): Promise<PublicUser> {
  const [row] = await sql<PublicUser[]>`
    INSERT INTO users (username, email, first_name, last_name, password_hash, is_admin)
    VALUES (${user.username}, ${user.email}, ${user.firstName}, ${user.lastName}, ${user.passwordHash}, false)
    RETURNING ${publicColumns(sql)}`
  return row!
}

/**
 * A reader known by their address alone: no names, no password. Undefined when the username or the
 * address is taken meanwhile (ON CONFLICT DO NOTHING keeps the caller's transaction usable).
 */
export async function insertEmailOnlyUser(
  sql: Sql,
  user: { username: string; email: string },
): Promise<PublicUser | undefined> {
  const [row] = await sql<PublicUser[]>`
    INSERT INTO users (username, email, password_hash, is_admin)
    VALUES (${user.username}, ${user.email}, NULL, false)
    ON CONFLICT DO NOTHING
    RETURNING ${publicColumns(sql)}`
  return row
}

/** Creates the configured admin, or makes the existing user of that name an admin with the new password. */
export async function upsertAdmin(
  sql: Sql,
  admin: { username: string; email: string | null; passwordHash: string },
): Promise<PublicUser> {
  const [row] = await sql<PublicUser[]>`
    INSERT INTO users (username, email, password_hash, is_admin)
    VALUES (${admin.username}, ${admin.email}, ${admin.passwordHash}, true)
    ON CONFLICT ((lower(username))) DO UPDATE
      SET password_hash = EXCLUDED.password_hash, is_admin = true,
          email = COALESCE(EXCLUDED.email, users.email)
    RETURNING ${publicColumns(sql)}`
  return row!
}

export async function findPasswordHash(sql: Sql, id: number): Promise<string | undefined> {
  const [row] = await sql<
    { passwordHash: string | null }[]
  >`SELECT password_hash AS "passwordHash" FROM users WHERE id = ${id}`
  return row?.passwordHash ?? undefined
}

/** Whether the account can sign in with a password (an email-only reader cannot, until they choose one). */
export async function hasPassword(sql: Sql, id: number): Promise<boolean> {
  const [row] = await sql<{ has: boolean }[]>`
    SELECT password_hash IS NOT NULL AS has FROM users WHERE id = ${id}`
  return row?.has ?? false
}

/** The account using this address (case-insensitive), for a password reset. */
export async function findUserByEmail(sql: Sql, email: string): Promise<PublicUser | undefined> {
  const [row] = await sql<
    PublicUser[]
  >`SELECT ${publicColumns(sql)} FROM users WHERE lower(email) = lower(${email})`
  return row
}

export async function updatePasswordHash(sql: Sql, id: number, passwordHash: string): Promise<void> {
  await sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${id}`
}

/** Swaps a verified hash for a stronger one of the same password; a change made meanwhile wins. */
export async function upgradePasswordHash(
  sql: Sql,
  id: number,
  verified: string,
  upgraded: string,
): Promise<void> {
  await sql`UPDATE users SET password_hash = ${upgraded} WHERE id = ${id} AND password_hash = ${verified}`
}

export async function updateEmail(sql: Sql, id: number, email: string): Promise<PublicUser | undefined> {
  const [row] = await sql<
    PublicUser[]
  >`UPDATE users SET email = ${email} WHERE id = ${id} RETURNING ${publicColumns(sql)}`
  return row
}

/** Removes the account; its sessions, subscription, tokens and mail log go with it (ON DELETE CASCADE). */
export async function deleteUser(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM users WHERE id = ${id} AND NOT is_admin`
  return rows.count > 0
}

/** Whether the site has an administrator yet (before one, the first-run owner setup is open). */
export async function hasAdmin(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ exists: boolean }[]>`SELECT EXISTS (SELECT 1 FROM users WHERE is_admin) AS exists`
  return row!.exists
}
