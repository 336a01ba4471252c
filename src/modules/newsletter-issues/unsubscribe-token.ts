import { createHmac, timingSafeEqual } from 'node:crypto'
import type { NewsletterDeps } from './model.ts'
import { SIGNED_ID, signingSecret } from './signing-secret.ts'

/**
 * One-click unsubscribe links (RFC 8058) carry `<userId>.<HMAC-SHA256(secret, "unsubscribe:<userId>")>`:
 * anyone holding a reader's email can unsubscribe that reader, and nobody can forge a link for another.
 * The secret is UNSUBSCRIBE_SECRET, or one generated on first use and kept in the database, so links in
 * mails already sent keep working across restarts and instances. It is never logged
 * (docs/decisions/202-newsletter-markdown-and-unsubscribe.md).
 */
const storedKey = signingSecret('unsubscribe')

const secretOf = async (deps: NewsletterDeps) => deps.config.unsubscribeSecret || storedKey(deps)

const mac = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url')

export async function unsubscribeToken(deps: NewsletterDeps, userId: number): Promise<string> {
  return `${userId}.${mac(await secretOf(deps), userId)}`
}

/** The reader a token was made for, or undefined for anything malformed or forged. */
export async function verifyUnsubscribeToken(
  deps: NewsletterDeps,
  token: string,
): Promise<number | undefined> {
  const match = SIGNED_ID.exec(token)
  if (!match) return undefined
  const userId = Number(match[1])
  if (userId > 2_147_483_647) return undefined
  const expected = Buffer.from(mac(await secretOf(deps), userId))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined
}
