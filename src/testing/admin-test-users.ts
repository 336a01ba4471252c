import { beforeAll } from 'bun:test'
import { insertUser } from '../db/users.ts'
import { hashPassword } from '../modules/auth/service.ts'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from './harness.ts'
import { startTestSmtpServer } from './smtp.ts'

/** Cookies for the admin and for a signed-in non-admin, both signed in through the real login API. */
export async function adminAndMember(app: TestApp): Promise<{ admin: string; member: string }> {
  await insertUser(app.sql, {
    username: 'reader',
    email: 'reader@example.com',
    firstName: 'Rea',
    lastName: 'Der',
    passwordHash: await hashPassword('reader-password'),
  })
  return {
    admin: await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password),
    member: await signIn(app, 'reader', 'reader-password'),
  }
}

/** A test app (see createTestApp) with its admin and a reader signed in. */
export async function appWithUsers(
  ...options: Parameters<typeof createTestApp>
): Promise<{ app: TestApp; admin: string; member: string }> {
  const app = await createTestApp(...options)
  return { app, ...(await adminAndMember(app)) }
}

/**
 * A test app that mails through a real SMTP server of its own (`env` adds to SMTP_URL), with its admin
 * and a reader signed in. The caller stops the server after its last test.
 */
export async function mailAppWithUsers(env: Record<string, string> = {}) {
  const smtp = await startTestSmtpServer()
  return { smtp, ...(await appWithUsers({ SMTP_URL: smtp.url, ...env })) }
}

/**
 * The app with the sample content, its admin and a reader signed in: the fixture of every test of the
 * admin's screens and writes.
 */
export const seededAppWithUsers = () => appWithUsers({}, { seed: true })

/**
 * The seeded app and its two users for one test file, opened before its first test, and `send`: a JSON
 * request as the admin, or with the cookie given (`users.member`, or none for a signed-out one).
 */
export function seededAppForFile() {
  const users = {} as Awaited<ReturnType<typeof seededAppWithUsers>>
  beforeAll(async () => {
    Object.assign(users, await seededAppWithUsers())
  })
  const send = (method: string, path: string, json?: unknown, cookie = users.admin) =>
    users.app.fetch(path, { method, headers: { cookie }, json })
  return { users, send }
}
