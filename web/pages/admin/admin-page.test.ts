import { beforeAll, expect, test } from 'bun:test'
import { adminAndMember } from '../../../src/testing/admin-test-users.ts'
import { createTestApp, type TestApp } from '../../../src/testing/harness.ts'

let app: TestApp
let admin: string
let member: string

beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
  ;({ admin, member } = await adminAndMember(app))
})

const render = async (cookie?: string) =>
  (await app.fetch('/admin', { headers: cookie ? { cookie } : {} })).text()

test('the server renders the panel for the admin, with the lists', async () => {
  const html = await render(admin)
  expect(html).toContain('Add Project')
  expect(html).toContain('AI Meal Planner')
  expect(html).toContain('Work Experience')
  expect(html).not.toContain('Access Denied')
})

test('a signed-in non-admin gets the Access Denied card and no content', async () => {
  const html = await render(member)
  expect(html).toContain('Access Denied')
  expect(html).toContain('You don&#x27;t have admin privileges to access this panel')
  expect(html).toContain('Log Out')
  expect(html).not.toContain('Add Project')
})

test('signed out, nothing of the panel is rendered', async () => {
  const html = await render()
  expect(html).not.toContain('Add Project')
  expect(html).not.toContain('Access Denied')
})

test('the Inbox tab carries the unread count, and the panel renders for the admin only', async () => {
  expect(await render(admin)).not.toContain('unread</span>')
  for (const email of ['one@example.org', 'two@example.org'])
    await app.fetch('/api/contact', { method: 'POST', json: { email, page: '/' }, peer: '10.30.0.1' })
  const html = await render(admin)
  expect(html).toMatch(
    />Inbox<span[^>]*aria-hidden="true"[^>]*>2<\/span><span[^>]*>, <!-- -->2<!-- --> unread<\/span>/,
  )
  expect(html).toContain('>Subscribers<')
  expect(await render(member)).not.toContain('one@example.org')
})
