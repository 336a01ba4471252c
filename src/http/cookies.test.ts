import { beforeAll, describe, expect, test } from 'bun:test'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../testing/harness.ts'

let app: TestApp
let session: string
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
  session = (await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)).split('=')[1]!
})

const MALFORMED = [
  'session=%E0%A4%A',
  'session=%',
  'session=%c0%ae',
  'session=%00',
  'session',
  '=session',
  ';;;;',
  'session=; session=',
  'session="unterminated',
  `session=${'a'.repeat(8000)}`,
  'session=\u00ff\u00fe\u00fd',
  'session=abc; session=def; session=ghi',
  `session=${'A'.repeat(32)}`,
  `${'x'.repeat(200)}=${'y'.repeat(4000)}; session=%E0`,
]

const me = (cookie: string) =>
  app.fetch('/graphql', { method: 'POST', json: { query: '{ me { username } }' }, headers: { cookie } })

describe('a malformed Cookie header is read as signed out, never a 5xx', () => {
  test.each(MALFORMED)('%j', async (cookie) => {
    const user = await app.fetch('/api/user', { headers: { cookie } })
    expect(user.status).toBe(401)
    const graphql = await me(cookie)
    expect(graphql.status).toBe(200)
    expect(await graphql.json()).toEqual({ data: { me: null } })
    const page = await app.fetch('/', { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('set-cookie')).toBeNull()
  })
})

describe('a good session next to bad cookies still counts', () => {
  test('other cookies with bad escapes do not hide it', async () => {
    const cookie = `theme=%E0%A4%A; session=${session}; x=%`
    expect((await app.fetch('/api/user', { headers: { cookie } })).status).toBe(200)
    expect(await (await me(cookie)).json()).toEqual({ data: { me: { username: TEST_ADMIN.username } } })
  })

  test('of duplicates the first wins (RFC 6265 sends the most specific first)', async () => {
    const first = await app.fetch('/api/user', { headers: { cookie: `session=${session}; session=garbage` } })
    expect(first.status).toBe(200)
    const second = await app.fetch('/api/user', {
      headers: { cookie: `session=garbage; session=${session}` },
    })
    expect(second.status).toBe(401)
  })
})
