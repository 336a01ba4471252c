import type { Sql } from '../../db/client.ts'
import * as users from '../../db/users.ts'
import { AppError, unauthorized } from '../../errors.ts'
import type { LoginBody } from '../../shared/inputs/auth.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import { createSession } from './sessions.ts'
import {
  LOGIN_ACCOUNT_POLICY,
  LOGIN_ADDRESS_POLICY,
  loginAccountKey,
  loginAddressKey,
  releaseAttempt,
  reserveAttempt,
  resetAttempts,
} from './throttle.ts'

export const INVALID_CREDENTIALS = 'Invalid username or password'

/**
 * OWASP's recommended argon2id settings (19 MiB, 2 passes, 1 lane) instead of Bun's 64 MiB default: the
 * same resistance by OWASP's table at a quarter of the CPU and memory per sign-in, which a 2-core server
 * under a burst of sign-ins feels (docs/decisions/244). Hashes keep their settings, so older ones verify.
 */
const ARGON2 = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, ARGON2)
}

/** How a hash made with ARGON2 begins (PHC string format); any other beginning is an older hash. */
const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=1$`

// Verifying against a real hash when the user does not exist keeps both failures equally slow.
let dummyHash: Promise<string> | undefined
const timingDummy = () => {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password')
  return dummyHash
}

const TOO_MANY_LOGINS = 'Too many failed sign-in attempts.'

/** Said to a reader without a password (they sign in by mailed links) asked to confirm one. */
export const NO_PASSWORD_YET =
  'Your account has no password yet. Choose one with "Forgot password?" on the sign-in page first.'

export interface SignedIn {
  user: PublicUser
  token: string
  expiresAt: Date
}

/**
 * Checks credentials (username or email) and starts a new session; one message for every failure.
 * Failures count per account and per client address; while either is blocked even the right password
 * gets 429, so a guesser learns nothing from the answer.
 */
export async function login(sql: Sql, body: LoginBody, clientAddress: string): Promise<SignedIn> {
  const name = body.username.trim()
  const credentials = await users.findCredentialsByLogin(sql, name)
  // The user id when known, so switching between username and email does not double the attempts.
  const accountKey = loginAccountKey(credentials ? `user:${credentials.id}` : `name:${name.toLowerCase()}`)
  const addressKey = loginAddressKey(clientAddress)
  // Every attempt is counted as a failure before the password is checked (docs/decisions/080), and
  // given back when it succeeds; an account refusal gives back nothing it did not take.
  await reserveAttempt(sql, accountKey, LOGIN_ACCOUNT_POLICY, TOO_MANY_LOGINS)
  try {
    await reserveAttempt(sql, addressKey, LOGIN_ADDRESS_POLICY, TOO_MANY_LOGINS)
  } catch (error) {
    await releaseAttempt(sql, accountKey, LOGIN_ACCOUNT_POLICY)
    throw error
  }
  // An account without a password (an imported or email-only reader) fails like a wrong password, after the same
  // work; the dummy's own password must not open it.
  const hash = credentials?.passwordHash ?? null
  const verified = await Bun.password.verify(body.password, hash ?? (await timingDummy()))
  const ok = hash !== null && verified
  const user = credentials && ok ? await users.findUserById(sql, credentials.id) : undefined
  if (!user) throw unauthorized(INVALID_CREDENTIALS)
  // An older hash costs a failed sign-in more time than an unknown name does, which tells a guesser the
  // account exists; the right password is the one moment it can be replaced (docs/decisions/244).
  if (hash !== null && !hash.startsWith(CURRENT_HASH_PREFIX)) {
    await users.upgradePasswordHash(sql, user.id, hash, await hashPassword(body.password))
  }
  await resetAttempts(sql, accountKey)
  await releaseAttempt(sql, addressKey, LOGIN_ADDRESS_POLICY)
  return startSession(sql, user)
}

/**
 * Re-entry of the signed-in user's password before a sensitive change (email, deletion). Failures count
 * against the same per-account budget as sign-ins, so this is no side door for guessing.
 */
export async function verifyPassword(sql: Sql, userId: number, password: string): Promise<void> {
  const accountKey = loginAccountKey(`user:${userId}`)
  await reserveAttempt(sql, accountKey, LOGIN_ACCOUNT_POLICY, TOO_MANY_LOGINS)
  const hash = await users.findPasswordHash(sql, userId)
  if (!hash) {
    await releaseAttempt(sql, accountKey, LOGIN_ACCOUNT_POLICY)
    throw new AppError(403, NO_PASSWORD_YET, { field: 'password' })
  }
  if (!(await Bun.password.verify(password, hash))) {
    throw new AppError(403, 'The password is not correct', { field: 'password' })
  }
  await releaseAttempt(sql, accountKey, LOGIN_ACCOUNT_POLICY)
}

/** A new token at every sign-in (sign-up included), so a planted cookie never becomes a session. */
export async function startSession(sql: Sql, user: PublicUser): Promise<SignedIn> {
  return { user, ...(await createSession(sql, user.id)) }
}

/** Start-up hook for ADMIN_USERNAME / ADMIN_PASSWORD: create that admin or reset its password. */
export async function ensureAdmin(
  sql: Sql,
  admin: { username: string; password: string; email: string | undefined },
): Promise<PublicUser> {
  return users.upsertAdmin(sql, {
    username: admin.username,
    email: admin.email ?? null,
    passwordHash: await hashPassword(admin.password),
  })
}
