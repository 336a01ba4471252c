import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { createReader, gotoHydrated, newReader, toast } from './support/accounts.ts'
import { signInAsAdmin, uniqueName } from './support/admin.ts'

/*
 * Issue 21 items 5 and 13 (docs/decisions/233): /newsletter as the newsletter's landing page, subscribing
 * with an address alone, signing in by a mailed link, and the embeddable form on the owner's other site.
 */

/** The admin's own request context (the page under test stays signed out). */
async function asAdmin(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL })
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200)
  return admin
}

const ask = async <T>(request: APIRequestContext, query: string, variables = {}) =>
  ((await (await request.post('/graphql', { data: { query, variables } })).json()) as { data: T }).data

/** The newest message of `kind` to `to` in the Outbox (no SMTP in the browser suite), read as the admin. */
async function mailTo(admin: APIRequestContext, to: string, kind: string): Promise<string> {
  let id: string | undefined
  await expect
    .poll(async () => {
      const { admin: area } = await ask<{
        admin: { outbox: { items: { id: string; to: string; kind: string }[] } }
      }>(admin, '{ admin { outbox(limit: 200) { items { id to kind } } } }')
      id = area.outbox.items.find((m) => m.to === to && m.kind === kind)?.id
      return id !== undefined
    })
    .toBe(true)
  const { outboxMessage } = await ask<{ outboxMessage: { html: string } }>(
    admin,
    'query ($id: ID!) { outboxMessage(id: $id) { html } }',
    { id },
  )
  return outboxMessage.html
}

const linkTo = (html: string, path: string) => {
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .find((h) => h.includes(path))!
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

test('/newsletter: indexable, in the owner’s words, the latest issue first under the email-only form', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  // A reader, so the send reaches someone and the issue goes to the archive.
  await createReader(page.request)
  const admin = await asAdmin(baseURL)
  const title = uniqueName('Landing page news')
  const created = await admin.post('/api/newsletter/issues', {
    data: { title, markdown: 'Hello.', topics: [] },
  })
  const { id, slug } = (await created.json()) as { id: number; slug: string }
  expect((await admin.post(`/api/newsletter/issues/${id}/send`)).ok()).toBe(true)
  await expect.poll(async () => (await page.request.get('/newsletter/archive')).text()).toContain(title)
  await admin.dispose()

  await page.context().clearCookies()
  await gotoHydrated(page, '/newsletter')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('/newsletter', baseURL).href,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/’s newsletter$/)
  const subscribe = page.getByRole('form', { name: 'Subscribe by email' })
  await expect(subscribe).toBeVisible()
  const latest = page.getByRole('region', { name: 'Latest issues' })
  await expect(latest.getByRole('listitem').first().getByRole('link')).toHaveText(title)
  // The form comes first on the page, then the issues, then the way in for readers.
  const top = async (locator: typeof subscribe) => (await locator.boundingBox())!.y
  expect(await top(subscribe)).toBeLessThan(await top(latest))
  expect(await top(latest)).toBeLessThan(await top(page.getByRole('region', { name: 'Your account' })))

  await latest.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/newsletter/archive/${slug}$`))
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
})

test.describe('reusing a sign-in link', () => {
  test.use({ expectedHttpErrors: [400] })

  test('subscribe with an address alone, then sign in by the mailed link, which works once', async ({
    page,
    baseURL,
  }) => {
    const { email } = newReader()
    await gotoHydrated(page, '/newsletter')
    const subscribe = page.getByRole('form', { name: 'Subscribe by email' })
    await subscribe.getByLabel('Your email').fill(email)
    await subscribe.getByRole('radio', { name: 'At most weekly' }).check()
    const sent = page.waitForRequest('**/api/newsletter/join')
    await subscribe.getByRole('button', { name: 'Subscribe' }).click()
    expect((await sent).postDataJSON()).toEqual({ email, frequency: 'weekly' })
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible()
    await expect(page).toHaveURL(/\/newsletter$/)

    // No password to remember: ask for a link instead.
    const linkForm = page.getByRole('form', { name: 'Sign in with a link by email' })
    await linkForm.getByLabel('Email').fill(email)
    await linkForm.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'a sign-in link is on its way' })).toBeVisible()

    const admin = await asAdmin(baseURL)
    const link = linkTo(await mailTo(admin, email, 'sign-in-link'), '/auth/link')
    await admin.dispose()
    await gotoHydrated(page, link)
    await expect(page.getByRole('heading', { name: 'Sign in with a link' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(toast(page).getByText('Welcome back!')).toBeVisible()
    await expect(page.getByRole('region', { name: /Profile/ }).getByText(email)).toBeVisible()
    await expect(page.getByRole('region', { name: /Newsletter/ }).getByText('At most weekly')).toBeVisible()
    // An email-only reader has no password to confirm changes with: the card offers to choose one.
    await expect(page.getByRole('link', { name: /Choose a password/ })).toHaveAttribute(
      'href',
      '/auth/forgot',
    )

    await page.context().clearCookies()
    await gotoHydrated(page, link)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(/invalid, was already used or has expired/)
    await expect(page.getByRole('form', { name: 'Sign in with a link by email' })).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/link\?token=/)
  })
})

test('the embeddable form on another site: a double opt-in for a new address, nothing for an existing reader', async ({
  page,
  baseURL,
}) => {
  const admin = await asAdmin(baseURL)
  const { admin: area } = await ask<{ admin: { newsletterSignupForm: string } }>(
    admin,
    '{ admin { newsletterSignupForm } }',
  )
  const snippet = area.newsletterSignupForm
  expect(snippet).toContain(`action="${new URL('/newsletter/join', baseURL).href}"`)
  // The owner's blog, on an origin of its own, with the snippet pasted in as it is.
  const blog = 'http://owner-blog.test/'
  await page.route(`${blog}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>My blog</title><main><p>Posts.</p>${snippet}</main></html>`,
    }),
  )

  const newcomer = newReader().email
  await page.goto(blog)
  await page.getByLabel(/newsletter by email/).fill(newcomer)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(new URL('/newsletter/check-inbox', baseURL).href)
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  expect(await mailTo(admin, newcomer, 'confirm-subscription')).toContain('/newsletter/confirm?token=')

  // An existing reader's address: the same landing page, and their subscription is as it was.
  const existing = await playwrightRequest.newContext({ baseURL })
  const reader = await createReader(existing)
  const before = await (await existing.get('/api/newsletter/subscription')).json()
  await page.goto(blog)
  await page.getByLabel(/newsletter by email/).fill(reader.email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(new URL('/newsletter/check-inbox', baseURL).href)
  expect(await (await existing.get('/api/newsletter/subscription')).json()).toEqual(before)
  expect(await mailTo(admin, reader.email, 'already-a-reader')).toContain('/auth/link?token=')
  await existing.dispose()
  await admin.dispose()
})

test('the Site screen shows the embeddable form with a Copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAsAdmin(page)
  await gotoHydrated(page, '/admin/site')
  const section = page.getByRole('region', { name: 'Sign-up form for your other pages' })
  const code = section.getByRole('textbox', { name: 'Sign-up form HTML' })
  await expect(code).toHaveValue(/^<form method="post" action="http:\/\/[^"]+\/newsletter\/join">/)
  await section.getByRole('button', { name: 'Copy code' }).click()
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue())
})
