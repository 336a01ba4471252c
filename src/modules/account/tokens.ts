import type { Sql } from '../../db/client.ts'
import type { TokenPurpose } from '../../db/mail-tokens.ts'
import * as tokens from '../../db/mail-tokens.ts'
import { generateSessionToken, isWellFormedToken, sessionIdFromToken } from '../auth/sessions.ts'
import { reserveAttempt, type ThrottlePolicy } from '../auth/throttle.ts'
import { type MailIdentity, mailIdentity } from '../mail/identity.ts'
import type { Composed } from '../mail/messages.tsx'
import { enqueueMail, type MailDeps } from '../mail/service.ts'

export type { TokenPurpose }

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS

/** Link requests per client address: one source cannot mail every address it can guess. */
const LINK_ADDRESS_POLICY: ThrottlePolicy = { limit: 10, windowMs: HOUR_MS, blockMs: HOUR_MS }
/**
 * Link requests per typed address, counted whether or not an account uses it (counting only real
 * accounts would make the 429 itself reveal which addresses have one).
 */
const LINK_EMAIL_POLICY: ThrottlePolicy = { limit: 3, windowMs: HOUR_MS, blockMs: HOUR_MS }

/** Counts a request for a mailed link (`kind`: reset, sign-in-link) per client address and per typed address. */
export async function throttleLinkRequest(
  sql: Sql,
  kind: string,
  email: string,
  clientAddress: string,
  message: string,
): Promise<void> {
  await reserveAttempt(sql, `${kind}:address:${clientAddress}`, LINK_ADDRESS_POLICY, message)
  await reserveAttempt(sql, `${kind}:email:${email.trim().toLowerCase()}`, LINK_EMAIL_POLICY, message)
}

/** How long a mailed link works. A reset or sign-in link is short: whoever holds it owns the account. */
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'confirm-subscription': 48 * HOUR_MS,
  'reset-password': 30 * MINUTE_MS,
  'change-email': 48 * HOUR_MS,
  // Shorter still: the link is the whole sign-in (docs/decisions/233).
  'sign-in': 15 * MINUTE_MS,
}

/**
 * A new single-use token for a mailed link: 20 random bytes like a session token; only its SHA-256 is
 * stored, so a database leak holds no working link. Earlier unused tokens of the purpose stop working.
 */
async function issueToken(
  sql: Sql,
  purpose: TokenPurpose,
  userId: number,
  email: string | null = null,
): Promise<string> {
  const token = generateSessionToken()
  await tokens.insertToken(sql, {
    hash: sessionIdFromToken(token),
    purpose,
    userId,
    email,
    ttlMs: TOKEN_TTL_MS[purpose],
  })
  return token
}

/** A mailed link: whose token it carries, where it leads, and where and as what the mail goes. */
interface TokenLink {
  purpose: TokenPurpose
  userId: number
  /** The page that takes the token, e.g. `/auth/reset`. */
  path: string
  to: string
  /** The mail log's kind, when it is not the purpose. */
  kind?: string
  /** Kept with the token for the purposes that need it (the new address of an email change). */
  email?: string
}

/**
 * Queues a mail carrying a fresh single-use link, in the caller's transaction: the token and its mail
 * are kept or dropped together. `compose` writes the message around the link's URL.
 */
export async function mailTokenLink(
  deps: MailDeps,
  tx: Sql,
  link: TokenLink,
  compose: (site: MailIdentity, url: string) => Promise<Composed>,
): Promise<void> {
  const token = await issueToken(tx, link.purpose, link.userId, link.email)
  const site = await mailIdentity(tx, deps.config)
  const mail = await compose(site, `${deps.config.siteUrl}${link.path}?token=${encodeURIComponent(token)}`)
  await enqueueMail(
    deps,
    { ...mail, to: link.to, kind: link.kind ?? link.purpose, userId: link.userId, sender: site },
    { tx },
  )
}

/** Uses the token up; undefined when it is malformed, unknown, used or expired. */
export async function consumeToken(
  sql: Sql,
  purpose: TokenPurpose,
  token: string,
): Promise<{ userId: number; email: string | null } | undefined> {
  if (!isWellFormedToken(token)) return undefined
  return tokens.consumeToken(sql, sessionIdFromToken(token), purpose)
}

export async function isTokenLive(sql: Sql, purpose: TokenPurpose, token: string): Promise<boolean> {
  return isWellFormedToken(token) && tokens.isTokenLive(sql, sessionIdFromToken(token), purpose)
}
