import type { Sql } from '../../db/client.ts'
import * as users from '../../db/users.ts'
import { unauthorized } from '../../errors.ts'
import type { LoginBody, PublicUser } from './model.ts'
import { createSession } from './sessions.ts'

export const INVALID_CREDENTIALS = 'Invalid username or password'

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id' })
}

// Verifying against a real hash when the user does not exist keeps both failures equally slow.
let dummyHash: Promise<string> | undefined
const timingDummy = () => {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password')
  return dummyHash
}

/** Checks credentials (username or email) and starts a new session; one message for every failure. */
export async function login(
  sql: Sql,
  body: LoginBody,
): Promise<{ user: PublicUser; token: string; expiresAt: Date }> {
  const credentials = await users.findCredentialsByLogin(sql, body.username.trim())
  const ok = await Bun.password.verify(body.password, credentials?.passwordHash ?? (await timingDummy()))
  const user = credentials && ok ? await users.findUserById(sql, credentials.id) : undefined
  if (!user) throw unauthorized(INVALID_CREDENTIALS)
  const session = await createSession(sql, user.id)
  return { user, ...session }
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
