import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import type { Sql } from '../../db/client.ts'
import * as sessions from '../../db/sessions.ts'
import type { PublicUser } from '../../shared/models/auth.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Idle lifetime: each use within the window slides it forward. */
const SESSION_IDLE_MS = 30 * DAY_MS
/** Hard cap from sign-in, however active the session is. */
const SESSION_ABSOLUTE_MS = 90 * DAY_MS
/** Extend at most once a day so ordinary page views do not write to the database. */
const EXTEND_AFTER_MS = DAY_MS

export interface ValidSession {
  user: PublicUser
  sessionId: string
  expiresAt: Date
  /** Set when this validation slid the expiry forward, so the cookie should be re-sent. */
  extended: boolean
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

/** The shape generateSessionToken gives; anything else cannot be a session, so no query is spent on it. */
export function isWellFormedToken(token: string): boolean {
  return /^[a-z2-7]{32}$/.test(token)
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

export async function createSession(sql: Sql, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken()
  const now = Date.now()
  const expiresAt = new Date(now + SESSION_IDLE_MS)
  await sessions.insertSession(sql, {
    id: sessionIdFromToken(token),
    userId,
    expiresAt,
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
  })
  return { token, expiresAt }
}

export async function validateSessionToken(sql: Sql, token: string): Promise<ValidSession | null> {
  if (!isWellFormedToken(token)) return null
  const found = await sessions.findLiveSession(sql, sessionIdFromToken(token))
  if (!found) return null
  const { session, user } = found
  const now = Date.now()
  const slid = Math.min(now + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime())
  if (slid - session.expiresAt.getTime() >= EXTEND_AFTER_MS) {
    const expiresAt = new Date(slid)
    await sessions.extendSession(sql, session.id, expiresAt)
    return { user, sessionId: session.id, expiresAt, extended: true }
  }
  return { user, sessionId: session.id, expiresAt: session.expiresAt, extended: false }
}

export async function invalidateSession(sql: Sql, sessionId: string): Promise<void> {
  await sessions.deleteSession(sql, sessionId)
}
