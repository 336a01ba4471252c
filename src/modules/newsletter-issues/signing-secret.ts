import { randomBytes } from 'node:crypto'
import type { Sql } from '../../db/client.ts'
import { storedSecret } from '../../db/secrets.ts'

/** A signed id as mailed links carry it: `<id>.<base64url HMAC-SHA256>` (the id, then the mac). */
export const SIGNED_ID = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/

/**
 * The secret that signs one kind of mailed link: generated on first use and kept in server_secrets, so
 * links in mail already sent keep working across restarts, instances and a restored backup; read once
 * per app (per deps object).
 */
export function signingSecret(name: string): (deps: { sql: Sql }) => Promise<string> {
  const secrets = new WeakMap<object, Promise<string>>()
  return (deps) => {
    let secret = secrets.get(deps)
    if (!secret) {
      secret = storedSecret(deps.sql, name, () => randomBytes(32).toString('base64url'))
      // A failed read (database outage) must not be remembered.
      secret.catch(() => secrets.delete(deps))
      secrets.set(deps, secret)
    }
    return secret
  }
}
