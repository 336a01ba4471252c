import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { reader, restoreSeededTopics, SEEDED_TOPICS } from '../../testing/newsletter.ts'
import type { Topic } from './model.ts'

/*
 * Issue 21 item 10: the owner's topics instead of eight fixed ones. Readers and issues keep slugs, so
 * a rename loses no choice; a retired topic is offered no more (sign-up, dashboard, composer) but the
 * readers and issues that have it keep it.
 */

let app: TestApp
let admin: string
let member: string
beforeAll(async () => {
  ;({ app, admin, member } = await appWithUsers({ NOTIFY_OWNER_ON_SUBSCRIBE: 'false' }))
})
beforeEach(async () => {
  await app.sql`DELETE FROM newsletter_deliveries`
  await app.sql`DELETE FROM newsletter_issues`
  await app.sql`DELETE FROM users WHERE username LIKE 'nlreader%'`
  await restoreSeededTopics(app.sql)
})

const asAdmin = (method: string, path: string, json?: unknown) =>
  app.fetch(path, { method, headers: { cookie: admin }, json })
const topicList = async (query = '') =>
  (await (await app.fetch(`/api/newsletter/topics${query}`)).json()) as Topic[]
const idOf = async (slug: string) => (await topicList('?retired=include')).find((t) => t.slug === slug)!.id
const message = async (response: Response) => ((await response.json()) as { message: string }).message
const subscriptionOf = async (cookie: string) =>
  (await (await app.fetch('/api/newsletter/subscription', { headers: { cookie } })).json()) as {
    preferences: { topics: string[] }
  }
/** An issue on career-tips, the topic the rename and retire tests change. */
const hiringIssue = async () =>
  (await (
    await asAdmin('POST', '/api/newsletter/issues', {
      title: 'Hiring',
      markdown: 'x',
      topics: ['career-tips'],
    })
  ).json()) as { id: number }
const subscribe = (cookie: string, topics: string[]) =>
  app.fetch('/api/newsletter/subscribe', {
    method: 'POST',
    headers: { cookie },
    json: { preferences: { frequency: 'every-issue', topics } },
  })

describe('the list', () => {
  test('a new site has the eight topics of before, in their order, with stable slugs', async () => {
    expect((await topicList()).map(({ slug, name }) => ({ slug, name }))).toEqual([...SEEDED_TOPICS])
    const graphql = await app.fetch('/graphql', {
      method: 'POST',
      json: { query: '{ newsletterTopics { slug name retired } }' },
    })
    expect(
      ((await graphql.json()) as { data: { newsletterTopics: unknown[] } }).data.newsletterTopics,
    ).toEqual(SEEDED_TOPICS.map((t) => ({ ...t, retired: false })))
  })

  test('a bad query is a 400 naming it', async () => {
    const response = await app.fetch('/api/newsletter/topics?retired=yes')
    expect(response.status).toBe(400)
    expect(await message(response)).toContain('retired')
  })
})

describe("the owner's changes", () => {
  test('create: a slug from the name (made unique), a name nobody else has (any case)', async () => {
    const created = await asAdmin('POST', '/api/newsletter/topics', { name: '  Machine Learning  ' })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({
      slug: 'machine-learning',
      name: 'Machine Learning',
      retired: false,
    })
    // Same slug, other name: the next free slug.
    const similar = await asAdmin('POST', '/api/newsletter/topics', { name: 'Machine-Learning!' })
    expect(await similar.json()).toMatchObject({ slug: 'machine-learning-2' })
    const taken = await asAdmin('POST', '/api/newsletter/topics', { name: 'CAREER TIPS' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({ message: 'A topic with that name already exists', field: 'name' })
    expect((await topicList()).map((t) => t.slug).slice(-2)).toEqual([
      'machine-learning',
      'machine-learning-2',
    ])
  })

  test('bad names are 400s naming the field; nothing is created', async () => {
    for (const body of [
      { name: '  ' },
      { name: 'x'.repeat(61) },
      { name: 'a\u0000b' },
      {},
      { name: 'Ok', slug: 'x' },
    ]) {
      const response = await asAdmin('POST', '/api/newsletter/topics', body)
      expect(response.status).toBe(400)
      expect(await message(response)).toMatch(/name|slug/)
    }
    expect(await topicList()).toHaveLength(SEEDED_TOPICS.length)
  })

  test('only the admin changes topics: 401 signed out, 403 for a reader; nothing changes', async () => {
    const id = await idOf('career-tips')
    const writes: [string, string, unknown][] = [
      ['POST', '/api/newsletter/topics', { name: 'Sneaky' }],
      ['PUT', `/api/newsletter/topics/${id}`, { name: 'Sneaky' }],
      ['POST', `/api/newsletter/topics/${id}/retire`, undefined],
      ['POST', `/api/newsletter/topics/${id}/restore`, undefined],
    ]
    for (const [method, path, json] of writes) {
      expect((await app.fetch(path, { method, json })).status).toBe(401)
      expect((await app.fetch(path, { method, json, headers: { cookie: member } })).status).toBe(403)
    }
    expect((await topicList()).map(({ slug, name }) => ({ slug, name }))).toEqual([...SEEDED_TOPICS])
  })

  test('unknown ids are 404', async () => {
    for (const id of ['999', 'abc', '0']) {
      expect((await asAdmin('PUT', `/api/newsletter/topics/${id}`, { name: 'X' })).status).toBe(404)
      expect((await asAdmin('POST', `/api/newsletter/topics/${id}/retire`)).status).toBe(404)
    }
  })
})

describe('rename', () => {
  test("keeps every reader's and issue's choice: the new name shows everywhere", async () => {
    const fan = await reader(app, { topics: ['career-tips', 'web-development'] })
    const issue = await hiringIssue()
    const id = await idOf('career-tips')
    const renamed = await asAdmin('PUT', `/api/newsletter/topics/${id}`, { name: 'Careers' })
    expect(await renamed.json()).toMatchObject({ id, slug: 'career-tips', name: 'Careers' })
    expect((await subscriptionOf(fan.cookie)).preferences.topics).toEqual(['career-tips', 'web-development'])
    // Who an issue reaches does not change.
    const audience = await asAdmin('GET', `/api/newsletter/issues/${issue.id}/audience`)
    expect(await audience.json()).toMatchObject({ recipients: 1 })
    // The owner's views name it anew: the counts and the CSV.
    const counts = (await (await asAdmin('GET', '/api/readers')).json()) as {
      counts: { byTopic: { topic: string; count: number }[] }
    }
    expect(counts.counts.byTopic).toContainEqual({ topic: 'career-tips', count: 1 })
    expect(await (await asAdmin('GET', '/api/readers/export')).text()).toContain('Careers; Web Development')
    // A name another topic has is refused.
    const clash = await asAdmin('PUT', `/api/newsletter/topics/${id}`, { name: 'web development' })
    expect(clash.status).toBe(409)
  })
})

describe('retire', () => {
  test('hides it from sign-up and the dashboard; readers and issues that have it keep it', async () => {
    const keeper = await reader(app, { topics: ['career-tips', 'web-development'] })
    const other = await reader(app, { topics: ['web-development'] })
    const issue = await hiringIssue()
    const id = await idOf('career-tips')
    const retired = await asAdmin('POST', `/api/newsletter/topics/${id}/retire`)
    expect(await retired.json()).toMatchObject({ slug: 'career-tips', retired: true })

    // Offered no more: the list, sign-up (400 naming the entry) and the dashboard of a reader without it.
    expect((await topicList()).map((t) => t.slug)).not.toContain('career-tips')
    expect((await topicList('?retired=include')).find((t) => t.slug === 'career-tips')).toMatchObject({
      retired: true,
    })
    const signup = await app.fetch('/api/newsletter/signup', {
      method: 'POST',
      json: {
        email: 'late@example.com',
        firstName: 'Late',
        lastName: 'Comer',
        username: 'latecomer',
        password: 'late-password',
        topics: ['web-development', 'career-tips'],
      },
    })
    expect(signup.status).toBe(400)
    expect(await message(signup)).toContain("topics.1: The topic 'Career Tips' (career-tips) is retired")
    expect((await app.sql`SELECT 1 FROM users WHERE username = 'latecomer'`).length).toBe(0)
    const otherPage = await (await app.fetch('/dashboard', { headers: { cookie: other.cookie } })).text()
    expect(otherPage).toContain('value="web-development"')
    expect(otherPage).not.toContain('value="career-tips"')
    const added = await subscribe(other.cookie, ['web-development', 'career-tips'])
    expect(added.status).toBe(400)
    expect(await message(added)).toContain('preferences.topics.1')

    // Kept: the reader's choice (shown to them as no longer offered), saved again unchanged or dropped.
    expect((await subscriptionOf(keeper.cookie)).preferences.topics).toEqual([
      'career-tips',
      'web-development',
    ])
    const keeperPage = await (await app.fetch('/dashboard', { headers: { cookie: keeper.cookie } })).text()
    expect(keeperPage).toContain('Career Tips (no longer offered)')
    expect((await subscribe(keeper.cookie, ['career-tips', 'database-design'])).status).toBe(200)
    expect((await subscriptionOf(keeper.cookie)).preferences.topics).toEqual([
      'career-tips',
      'database-design',
    ])
    // The issue keeps it (and its text can still be edited), and still reaches who chose it.
    const edited = await asAdmin('PUT', `/api/newsletter/issues/${issue.id}`, {
      title: 'Hiring now',
      markdown: 'y',
      topics: ['career-tips'],
    })
    expect(edited.status).toBe(200)
    expect(await (await asAdmin('GET', `/api/newsletter/issues/${issue.id}/audience`)).json()).toMatchObject({
      recipients: 1,
    })
    // A new issue cannot choose it.
    const fresh = await asAdmin('POST', '/api/newsletter/issues', {
      title: 'New',
      markdown: 'x',
      topics: ['career-tips'],
    })
    expect(fresh.status).toBe(400)
    expect(await message(fresh)).toContain('topics.0')
    // The counts keep it while someone active follows it, marked by the list as retired.
    const { counts } = (await (await asAdmin('GET', '/api/readers')).json()) as {
      counts: { byTopic: { topic: string; count: number }[] }
    }
    expect(counts.byTopic).toContainEqual({ topic: 'career-tips', count: 1 })

    // Offered again: back in the list.
    expect((await asAdmin('POST', `/api/newsletter/topics/${id}/restore`)).status).toBe(200)
    expect((await topicList()).map((t) => t.slug)).toContain('career-tips')
    expect((await subscribe(other.cookie, ['web-development', 'career-tips'])).status).toBe(200)
  })

  test('the counts leave out a retired topic nobody follows any more, and list a new one at 0', async () => {
    await asAdmin('POST', '/api/newsletter/topics', { name: 'Gardening' })
    await asAdmin('POST', `/api/newsletter/topics/${await idOf('ui-ux-design')}/retire`)
    const { counts } = (await (await asAdmin('GET', '/api/readers')).json()) as {
      counts: { byTopic: { topic: string; count: number }[] }
    }
    const slugs = counts.byTopic.map((t) => t.topic)
    expect(slugs).not.toContain('ui-ux-design')
    expect(counts.byTopic.at(-1)).toEqual({ topic: 'gardening', count: 0 })
  })
})

describe('choosing topics', () => {
  test('a slug no topic has is a 400 naming the entry, for readers and issues alike; nothing changes', async () => {
    const fan = await reader(app, { topics: ['web-development'] })
    const bad = await subscribe(fan.cookie, ['web-development', 'gardening'])
    expect(bad.status).toBe(400)
    expect(await message(bad)).toBe("Invalid request: preferences.topics.1: There is no topic 'gardening'")
    expect((await subscriptionOf(fan.cookie)).preferences.topics).toEqual(['web-development'])
    const issue = await asAdmin('POST', '/api/newsletter/issues', {
      title: 'x',
      markdown: 'x',
      topics: ['gardening'],
    })
    expect(issue.status).toBe(400)
    expect(await issue.json()).toMatchObject({
      errors: [{ field: 'topics.0', message: "There is no topic 'gardening'" }],
    })
    expect((await app.sql`SELECT 1 FROM newsletter_issues`).length).toBe(0)
  })

  test('the feed names the topics of its entries (slug as term, name as label)', async () => {
    await reader(app)
    const created = (await (
      await asAdmin('POST', '/api/newsletter/issues', {
        title: 'Feed',
        markdown: 'x',
        topics: ['backend-apis'],
      })
    ).json()) as { id: number }
    expect((await asAdmin('POST', `/api/newsletter/issues/${created.id}/send`)).status).toBe(200)
    await app.sql`UPDATE newsletter_issues SET status = 'sent', sent_at = now()`
    await asAdmin('PUT', `/api/newsletter/topics/${await idOf('backend-apis')}`, { name: 'Servers' })
    const feed = await (await app.fetch('/newsletter/feed.xml')).text()
    expect(feed).toContain('<category term="backend-apis" label="Servers"/>')
  })
})
