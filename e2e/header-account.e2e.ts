import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { countGraphqlRequests, expect, test } from './fixtures.ts'
import { createReader, gotoHydrated, toast } from './support/accounts.ts'
import { signInAsAdmin } from './support/admin.ts'

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account: / })

test('signed out: no account entry, and /dashboard lands on a page not titled Admin Login', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await expect(page.getByRole('button', { name: 'Get in touch' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page).toHaveTitle(/^Sign in/)
  await expect(page).not.toHaveTitle(/Admin Login/)
})

test('a signed-in reader sees their initials in the server HTML, with no request for the session', async ({
  page,
}) => {
  await createReader(page.request)
  const graphql = countGraphqlRequests(page)
  await gotoHydrated(page, '/')
  await expect(accountButton(page)).toHaveAccessibleName('Account: Grace Reader')
  await expect(accountButton(page).locator('[aria-hidden="true"]')).toHaveText('GR')
  expect(graphql.count()).toBe(0)
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('>Account: Grace Reader<')
})

test('the account menu goes to the dashboard and logs out to /auth; signing in brings it back', async ({
  page,
}) => {
  const reader = await createReader(page.request)
  await gotoHydrated(page, '/projects')
  await accountButton(page).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByText('Signed in as Grace Reader')).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  expect(violations).toEqual([])
  await menu.getByRole('menuitem', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Reader' })).toBeVisible()

  await accountButton(page).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(toast(page).getByText('Logged out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
  // The header stays signed out on the next pages too: nothing remembered the old session.
  await page.getByRole('link', { name: /Sign up for newsletter/ }).click()
  await expect(page).toHaveURL(/\/newsletter$/)
  await expect(accountButton(page)).toHaveCount(0)

  await gotoHydrated(page, '/auth')
  await page.getByLabel('Username').fill(reader.username)
  await page.getByLabel('Password', { exact: true }).fill(reader.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(accountButton(page)).toHaveAccessibleName('Account: Grace Reader')
})

test("an admin's menu adds Admin Panel; the keyboard opens it on its first item", async ({ page }) => {
  await signInAsAdmin(page)
  await gotoHydrated(page, '/')
  await accountButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(accountButton(page)).toBeFocused()
})
