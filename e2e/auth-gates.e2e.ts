import type { Browser } from '@playwright/test'
import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { createReader, gotoHydrated, toast } from './support/accounts.ts'
import { createProjectViaApi, deleteViaApi, signInAsAdmin, toastTitled, uniqueName } from './support/admin.ts'
import { waitForHydration } from './support/hydration.ts'

async function withoutJavaScript<T>(
  browser: Browser,
  run: (page: import('@playwright/test').Page) => Promise<T>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

test('/dashboard signed out is a server redirect to /auth', async ({ browser, request }) => {
  const response = await request.get('/dashboard', { maxRedirects: 0 })
  expect([302, 303]).toContain(response.status())
  expect(response.headers().location).toBe('/auth')
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })
})

test('/admin signed out answers 401 and reaches /auth after a second without JavaScript', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    const response = await page.goto('/admin')
    expect(response?.status()).toBe(401)
    await expect(page.getByText('Redirecting to login...')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 })
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })
})

test('a reader on /admin gets Access Denied with 403', async ({ page }) => {
  await createReader(page.request)
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
})

test('personal pages are never stored by the browser', async ({ request }) => {
  for (const path of ['/admin', '/auth', '/auth/link', '/newsletter/preferences'])
    expect((await request.get(path, { maxRedirects: 0 })).headers()['cache-control']).toBe(
      'private, no-store',
    )
  // The newsletter's landing page is public (decision 233): shared while signed out, and a signed-in
  // reader's redirect to the dashboard is theirs alone.
  expect((await request.get('/newsletter')).headers()['cache-control']).toContain('public')
  await createReader(request)
  const signedIn = await request.get('/newsletter', { maxRedirects: 0 })
  expect(signedIn.headers().location).toBe('/dashboard')
  expect(signedIn.headers()['cache-control']).toBe('private, no-store')
})

test('client-side navigation runs the loaders: pages show their data and their title', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'View All Projects' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.locator('[data-project-card]').first()).toBeVisible()
  await expect(page).toHaveTitle('Projects')
  await page.getByRole('link', { name: 'Focus Timer', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Focus Timer' })).toBeVisible()
  await expect(page).toHaveTitle('Focus Timer')
  await page.goBack()
  await expect(page).toHaveTitle('Projects')
})

test('/logout opened by its address asks first; its button logs out with the toast and goes to /auth', async ({
  page,
}) => {
  await createReader(page.request)
  await gotoHydrated(page, '/logout')
  const form = page.getByRole('form', { name: 'Log out' })
  await expect(form).toBeVisible()
  expect((await page.request.get('/api/user')).status()).toBe(200)
  await form.getByRole('button', { name: 'Log out' }).click()
  await expect(toastTitled(page, 'Logged out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  expect((await page.request.get('/api/user')).status()).toBe(401)
})

test('logout from the admin panel lands on /auth with the sign-in form, and Back never shows the panel', async ({
  page,
}) => {
  await gotoHydrated(page, '/auth')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(toastTitled(page, 'Logged out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // Still on /auth a moment later (it used to move on to /): nothing believes in the old session.
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/auth$/)

  await page.goBack()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0)
  await expect(toast(page).getByText('Authentication Required')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test.describe('a refused write', () => {
  test.use({ expectedHttpErrors: [401] })

  test('after the session ended, a write says Unauthorized and the sign-in form stays', async ({ page }) => {
    await signInAsAdmin(page)
    const title = uniqueName('Orphaned write')
    const id = await createProjectViaApi(page, title)
    await gotoHydrated(page, '/admin')
    await page.context().clearCookies()
    await page.getByRole('button', { name: `Delete ${title}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(toastTitled(page, 'Unauthorized')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    // It used to move on to / a moment later, believing in the old session.
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(/\/auth$/)
    await signInAsAdmin(page)
    await deleteViaApi(page, `/api/projects/${id}`)
  })
})

test('without JavaScript, signing in posts to the page: the password is never in the address', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/auth')
    // The form works without script now (docs/decisions/221): no notice says otherwise.
    await expect(page.getByRole('form', { name: 'Sign in' }).locator('noscript')).toHaveCount(0)
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    const sent = page.waitForRequest((request) => request.method() === 'POST')
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect((await sent).url()).toMatch(/\/auth$/)
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' }).first()).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    expect(page.url()).not.toContain('not-the-password')
    expect((await page.context().cookies()).some((cookie) => cookie.name.includes('session'))).toBe(false)
  })
})
