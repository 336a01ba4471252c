import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { request as playwrightRequest } from '@playwright/test'
import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { createReader, gotoHydrated, newReader, toast } from './support/accounts.ts'
import { signInAsAdmin } from './support/admin.ts'
import { type OwnServer, startOwnServer } from './support/own-server.ts'

async function noAxeViolations(page: Page) {
  // The sandboxed message frame runs no scripts, axe's included (the templates are checked in Storybook).
  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe[sandbox]')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

interface Kept {
  id: string
  to: string
  kind: string
}

/** The newest outbox message of `kind` to `to`, read as the admin through GraphQL (the Outbox tab's query). */
/**
 * The newest message of `kind` to `to`, once at least `count` of them are kept: mail goes out through the
 * queue, so a resent link may not be in the outbox yet when the page says it was sent.
 */
async function lastMail(request: APIRequestContext, to: string, kind: string, count = 1) {
  const ask = async <T>(query: string, variables = {}) =>
    ((await (await request.post('/graphql', { data: { query, variables } })).json()) as { data: T }).data
  let found: Kept | undefined
  await expect
    .poll(async () => {
      const { admin } = await ask<{ admin: { outbox: { items: Kept[] } } }>(
        '{ admin { outbox(limit: 200) { items { id to kind } } } }',
      )
      const kept = admin.outbox.items.filter((m) => m.to === to && m.kind === kind)
      found = kept[0]
      return kept.length >= count
    })
    .toBe(true)
  const { outboxMessage } = await ask<{ outboxMessage: { html: string; subject: string } }>(
    'query ($id: ID!) { outboxMessage(id: $id) { html subject } }',
    { id: found!.id },
  )
  return outboxMessage
}

const linkTo = (html: string, path: string) =>
  new URL(
    [...html.matchAll(/href="([^"]+)"/g)]
      .map((m) => m[1]!.replaceAll('&amp;', '&'))
      .find((h) => h.includes(path))!,
  )

test('Forgot password? mails a reset link; the reset page sets a new password and signs in', async ({
  page,
  baseURL,
}) => {
  const reader = await createReader(page.context().request)
  await page.context().clearCookies()
  await gotoHydrated(page, '/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/auth\/forgot$/)
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible()
  await noAxeViolations(page)
  await page.getByLabel('Email').fill(reader.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses that address' })).toBeVisible()

  const admin = await playwrightRequest.newContext({ baseURL })
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200)
  const mail = await lastMail(admin, reader.email, 'reset-password')
  await admin.dispose()
  expect(mail.subject).toContain('Reset your password')
  const link = linkTo(mail.html, '/auth/reset')

  await gotoHydrated(page, `${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await noAxeViolations(page)
  await page.getByLabel('New password', { exact: true }).fill('a completely new password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(toast(page).getByText('Password changed')).toBeVisible()
  const login = await page.request.post('/api/login', {
    data: { username: reader.username, password: 'a completely new password' },
  })
  expect(login.status()).toBe(200)

  // The admin finds the same message in the Outbox screen by its recipient.
  await signInAsAdmin(page)
  await gotoHydrated(page, `/admin/outbox?q=${encodeURIComponent(reader.email)}`)
  await page.getByRole('link', { name: new RegExp(`Reset your password.*To ${reader.email}`) }).click()
  await expect(page.getByTitle(/HTML part of/)).toBeVisible()
  await expect(page.getByText('Text part')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: reader.email }).first()).toBeVisible()
  await noAxeViolations(page)

  // Refresh reads the screen again where it is (the search and the open message kept).
  const opened = page.url()
  await page.request.post('/api/password/forgot', { data: { email: reader.email } })
  const resets = page.getByRole('link', { name: new RegExp(`Reset your password.*To ${reader.email}`) })
  await expect(async () => {
    await page.getByRole('link', { name: 'Refresh' }).click()
    await expect(resets).toHaveCount(2, { timeout: 1000 })
  }).toPass()
  expect(page.url()).toBe(opened)
  await expect(page.getByTitle(/HTML part of/)).toBeVisible()
})

test('the dashboard account card: change email waits for the link; data download', async ({ page }) => {
  const reader = newReader()
  await page.request.post('/api/newsletter/signup', { data: { ...reader, frequency: 'monthly', topics: [] } })
  await gotoHydrated(page, '/dashboard')
  const card = page.getByRole('region', { name: 'Account', exact: true })
  await expect(card).toBeVisible()
  await noAxeViolations(page)
  await card.getByLabel('New email').fill(`new.${reader.email}`)
  await card.getByLabel('Current password').fill(reader.password)
  await card.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(card.getByRole('status')).toContainText(`new.${reader.email}`)
  const download = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Download my data' }).click()
  expect((await download).suggestedFilename()).toMatch(/^my-data-.*\.json$/)
})

test('Delete my account lands on a page that says so, and a receipt goes to the address', async ({
  page,
  baseURL,
}) => {
  const reader = newReader()
  await page.request.post('/api/newsletter/signup', { data: { ...reader, frequency: 'monthly', topics: [] } })
  await gotoHydrated(page, '/dashboard')
  const card = page.getByRole('region', { name: 'Account', exact: true })
  await card.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByLabel('Password', { exact: true }).fill(reader.password)
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(page).toHaveURL(/\/account\/deleted$/)
  await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Your account was deleted' })).toBeVisible()
  await noAxeViolations(page)

  const admin = await playwrightRequest.newContext({ baseURL })
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200)
  const mail = await lastMail(admin, reader.email, 'account-deleted')
  await admin.dispose()
  expect(mail.subject).toContain('was deleted')
})

test('the mailed preferences link: signed out, a reader sign-in that goes on to the dashboard', async ({
  page,
}) => {
  const reader = await createReader(page.context().request)
  await page.context().clearCookies()
  await gotoHydrated(page, '/newsletter/preferences')
  await expect(page.getByRole('heading', { name: 'Newsletter preferences' })).toBeVisible()
  await expect(page.getByText('Sign in to manage your newsletter preferences')).toBeVisible()
  await expect(page.getByText('Admin Login')).toHaveCount(0)
  await noAxeViolations(page)
  await page.getByLabel('Username').fill(reader.email)
  await page.getByLabel('Password', { exact: true }).fill(reader.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('region', { name: /Newsletter/ })).toBeVisible()
})

/**
 * The pending card needs double opt-in, which the shared e2e server leaves off (no SMTP), so this test
 * starts its own server with NEWSLETTER_DOUBLE_OPT_IN=true on the next port.
 */
test.describe('double opt-in', () => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 1
  const base = `http://127.0.0.1:${port}`
  let server: OwnServer | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startOwnServer(port, { NEWSLETTER_DOUBLE_OPT_IN: 'true' })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a new subscription shows as pending with a resend button until the link is opened', async ({
    page,
    browser,
  }) => {
    const reader = newReader()
    const signup = await page.request.post(`${base}/api/newsletter/signup`, {
      data: { ...reader, frequency: 'monthly', topics: [] },
    })
    expect(signup.status()).toBe(201)

    // The admin's Subscribers screen says Pending too, not Active, and files the reader under Pending.
    const adminPage = await browser.newPage({ baseURL: base })
    expect((await adminPage.request.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200)
    await gotoHydrated(adminPage, `/admin/subscribers?q=${encodeURIComponent(reader.email)}`)
    const readerRow = adminPage.getByRole('row', { name: new RegExp(reader.username) })
    await expect(readerRow.getByText('Pending', { exact: true })).toBeVisible()
    await expect(readerRow).not.toContainText('Active')
    const states = adminPage.getByRole('navigation', { name: 'Readers by state' })
    await states.getByRole('link', { name: /^Pending \d+$/ }).click()
    await expect(states.getByRole('link', { name: /^Pending \d+$/ })).toHaveAttribute('aria-current', 'page')
    await expect(readerRow).toBeVisible()
    await states.getByRole('link', { name: /^Active \d+$/ }).click()
    await expect(readerRow).toHaveCount(0)

    await gotoHydrated(page, `${base}/dashboard`)
    const card = page.getByRole('region', { name: /Newsletter/ })
    await expect(card.getByText('Pending')).toBeVisible()
    await expect(card.getByText(/Check your inbox/)).toBeVisible()
    await noAxeViolations(page)
    await card.getByRole('button', { name: 'Resend confirmation email' }).click()
    await expect(toast(page).getByText('Confirmation email sent')).toBeVisible()

    const admin = await playwrightRequest.newContext({ baseURL: base })
    expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200)
    // The sign-up's message and the resent one: only the newest link still works.
    const mail = await lastMail(admin, reader.email, 'confirm-subscription', 2)
    const link = linkTo(mail.html, '/newsletter/confirm')
    await admin.dispose()

    await gotoHydrated(page, `${base}${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
    await noAxeViolations(page)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Subscription confirmed' })).toBeVisible()
    await gotoHydrated(page, `${base}/dashboard`)
    await expect(card.getByText('Active')).toBeVisible()
    // Confirmed: the admin finds the reader on the Active list now.
    await adminPage.reload()
    await expect(readerRow.getByText('Active', { exact: true })).toBeVisible()
    await adminPage.close()
  })
})
