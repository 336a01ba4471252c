import { expect } from 'bun:test'
import type { Sql } from '../db/client.ts'
import { issueMailSender } from '../modules/newsletter-issues/mail-adapter.ts'
import { deliverNext } from '../modules/newsletter-issues/sender.ts'
import type { Frequency } from '../shared/enums.ts'
import { cookieOf, type TestApp } from './harness.ts'

/**
 * The topics migration 019 makes, in its order: every test app starts with exactly these (the
 * harness puts them back), and src/db/migrate-019.test.ts checks the migration makes them.
 */
export const SEEDED_TOPICS = [
  { slug: 'web-development', name: 'Web Development' },
  { slug: 'react-frontend', name: 'React & Frontend' },
  { slug: 'backend-apis', name: 'Backend & APIs' },
  { slug: 'database-design', name: 'Database Design' },
  { slug: 'devops-deployment', name: 'DevOps & Deployment' },
  { slug: 'ui-ux-design', name: 'UI/UX Design' },
  { slug: 'project-showcases', name: 'Project Showcases' },
  { slug: 'career-tips', name: 'Career Tips' },
] as const

/** The topics back to SEEDED_TOPICS, for a file whose tests add, rename or retire some. */
export async function restoreSeededTopics(sql: Sql): Promise<void> {
  await sql`DELETE FROM newsletter_topics WHERE id > ${SEEDED_TOPICS.length}`
  await sql`UPDATE newsletter_topics SET retired_at = NULL`
  for (const [i, { name }] of SEEDED_TOPICS.entries())
    await sql`UPDATE newsletter_topics SET name = ${name} WHERE id = ${i + 1}`
}

/** No issue, delivery, subscription or queued mail: the accounts stay, so signed-in cookies still work. */
export async function clearNewsletter(sql: Sql): Promise<void> {
  await sql`DELETE FROM newsletter_deliveries`
  await sql`DELETE FROM newsletter_issues`
  await sql`DELETE FROM newsletter_subscriptions`
  await sql`DELETE FROM outbox`
}

/** Runs the delivery worker by hand (its loop is off in tests) until no delivery is left to send. */
export async function deliverAll(app: Pick<TestApp, 'deps'>): Promise<void> {
  const send = issueMailSender(app.deps)
  while (await deliverNext(app.deps, send)) {}
}

/** The owner's Send of issue `id` through the real API, then every delivery it made, sent. */
export async function sendAndDeliver(app: TestApp, admin: string, id: number): Promise<void> {
  const response = await app.fetch(`/api/newsletter/issues/${id}/send`, {
    method: 'POST',
    headers: { cookie: admin },
  })
  expect(response.status).toBe(200)
  await deliverAll(app)
}

let serial = 0

/**
 * A sign-up body nobody has used yet: username and address are `prefix` and a number, so tests sharing
 * one database never collide. No frequency: the sign-up's default.
 */
export function newReader(prefix = 'reader') {
  serial++
  return {
    email: `${prefix}${serial}@example.com`,
    firstName: 'Ada',
    lastName: 'Reader',
    username: `${prefix}${serial}`,
    password: 'correct horse battery',
    topics: [] as string[],
  }
}

/**
 * A reader signed up through the real POST /api/newsletter/signup (`extra` overrides the body), each
 * from a peer address of its own so the sign-up throttle never trips; anything but 201 fails the test.
 */
export async function signUpReader(app: TestApp, prefix = 'reader', extra: Record<string, unknown> = {}) {
  const person = { ...newReader(prefix), ...extra }
  const response = await app.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: person,
    peer: `10.77.${Math.floor(serial / 250) % 250}.${serial % 250}`,
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { id, cookie: cookieOf(response), email: String(person.email), username: String(person.username) }
}

/** A reader signed up, then given these preferences (and maybe left pending or unsubscribed). */
export async function reader(
  app: TestApp,
  options: {
    /** Left out: the sign-up's default (every issue). */
    frequency?: Frequency
    topics?: string[]
    active?: boolean
    confirmed?: boolean
  } = {},
): Promise<{ id: number; email: string; cookie: string }> {
  const { id, email, cookie } = await signUpReader(app, 'nlreader', {
    lastName: 'Test',
    password: 'reader-password',
    ...(options.frequency ? { frequency: options.frequency } : {}),
    topics: options.topics ?? [],
  })
  // Apps here run without double opt-in, so sign-up confirms at once; a pending reader is one who has
  // not opened the confirmation link yet.
  if (options.confirmed === false) {
    await app.sql`UPDATE newsletter_subscriptions SET confirmed_at = NULL WHERE user_id = ${id}`
  }
  if (options.active === false) {
    expect(
      (await app.fetch('/api/newsletter/unsubscribe', { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(200)
  }
  return { id, email, cookie }
}

/**
 * What a mail client sends for a one-click unsubscribe (RFC 8058): a bare POST to the https address of
 * the List-Unsubscribe header, with no session and no Origin.
 */
export function oneClickUnsubscribe(app: Pick<TestApp, 'fetch'>, url: string): Promise<Response> {
  const { pathname, search } = new URL(url)
  return app.fetch(`${pathname}${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
}
