import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Sql } from '../../db/client.ts'
import { LOCK_KEYS, withAdvisoryLock } from '../../db/locks.ts'
import { deleteSecret, findSecret, storedSecret } from '../../db/secrets.ts'
import * as users from '../../db/users.ts'
import { AppError, forbidden } from '../../errors.ts'
import type { OwnerSetupBody } from '../../shared/inputs/setup.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import { hashPassword, type SignedIn, startSession } from '../auth/service.ts'

const SETUP_TOKEN = 'owner-setup-token'

export const SETUP_CLOSED = 'The site already has an owner: sign in instead'
const TAKEN = {
  username: 'A reader already uses this username',
  email: 'A reader already uses this email address',
} as const

export const INVALID_SETUP_TOKEN = 'This setup token is not the one in the server log'

/**
 * The first-run owner setup (issue #20 item 11): while the site has no administrator, a token kept in
 * the database (every instance prints the same one) lets whoever can read the server log create it.
 * Returns the token to print, or undefined once there is an owner.
 */
export async function openOwnerSetup(sql: Sql): Promise<string | undefined> {
  if (await users.hasAdmin(sql)) return undefined
  return storedSecret(sql, SETUP_TOKEN, () => randomBytes(24).toString('base64url'))
}

export const ownerSetupOpen = async (sql: Sql) => !(await users.hasAdmin(sql))

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Creates the owner's admin account and signs them in; the token is used up. Two claims at once take
 * turns, so there is never a second owner.
 */
export async function claimSite(sql: Sql, body: OwnerSetupBody): Promise<SignedIn> {
  const passwordHash = await hashPassword(body.password)
  const owner = await withAdvisoryLock(sql, LOCK_KEYS.admin, async (tx): Promise<PublicUser> => {
    if (await users.hasAdmin(tx)) throw new AppError(409, SETUP_CLOSED)
    const token = await findSecret(tx, SETUP_TOKEN)
    if (!token || !sameToken(body.token.trim(), token)) throw forbidden(INVALID_SETUP_TOKEN)
    // A reader's account is never turned into the owner's.
    const taken = await users.findTakenField(tx, body.username, body.email?.trim() ?? '')
    if (taken) throw new AppError(409, TAKEN[taken], { field: taken })
    const created = await users.upsertAdmin(tx, {
      username: body.username,
      email: body.email?.trim() ?? null,
      passwordHash,
    })
    await deleteSecret(tx, SETUP_TOKEN)
    return created
  })
  return startSession(sql, owner)
}
