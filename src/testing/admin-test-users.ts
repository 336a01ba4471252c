import { insertUser } from '../db/users.ts'
import { hashPassword } from '../modules/auth/service.ts'
import { signIn, TEST_ADMIN, type TestApp } from './harness.ts'

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
