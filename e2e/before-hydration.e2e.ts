import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { createReader } from './support/accounts.ts'
import { signInAsAdmin } from './support/admin.ts'
import { holdRequests } from './support/hold.ts'
import { isHydrated, waitForHydration } from './support/hydration.ts'

/**
 * What a visitor does before the page's code has arrived is handed over once it has: React 19 replays
 * nothing that happened before `hydrateRoot` (docs/decisions/222-before-hydration-code.md). Each test
 * holds the entry script back, acts on the server-rendered page, then lets the code come.
 */
const holdCode = (page: Page) => holdRequests(page, /\/assets\/entry-client-[\w-]+\.js$/)

const headerHydrated = (page: Page) => isHydrated(page.locator('header button').first())

/**
 * Opens a page whose code is held. The boot script adds the held script after first paint; when the
 * paint comes before the load event, that script delays `load` until it is released, so waiting for
 * `load` here would wait for the release.
 */
const openWithCodeHeld = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' })

test('a sign-in typed and sent before hydration signs in, and never puts the password in the URL', async ({
  page,
}) => {
  const release = await holdCode(page)
  await openWithCodeHeld(page, '/auth')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForTimeout(300)
  expect(page.url()).not.toContain(E2E_ADMIN.password)
  expect(await headerHydrated(page)).toBe(false)
  release()
  // The panel opens on its first screen (decision 217).
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
})

test('a sign-in typed while the page hydrates on a slow phone signs in', async ({ page }) => {
  // A CPU four times slower spreads hydration over the moments the fields are filled in. An input event
  // reaching React mid-hydration put a controlled field back to empty: 8 of 8 sign-ins failed so.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('/auth', { waitUntil: 'commit' })
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/projects$/, { timeout: 20_000 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('a box ticked before hydration stays ticked once the form is React’s', async ({ page }) => {
  await signInAsAdmin(page)
  const release = await holdCode(page)
  await openWithCodeHeld(page, '/admin/newsletter')
  const form = page.getByRole('form', { name: 'Welcome email' })
  const box = form.getByRole('checkbox', { name: 'Send a welcome email to new readers' })
  await expect(box).not.toBeChecked()
  await box.check()
  release()
  await waitForHydration(page)
  // Typing renders the form again, and a controlled box then shows the form's state. The render after
  // hydration used to put it back unticked: the form would have saved it off.
  await form.getByLabel('Subject').fill('Welcome aboard')
  await expect(box).toBeChecked()
})

test('preferences opened before hydration stay open, and save once the code is there', async ({ page }) => {
  await createReader(page.request)
  const release = await holdCode(page)
  await openWithCodeHeld(page, '/dashboard')
  const card = page.getByRole('region', { name: /Newsletter/ })
  // Without the code, the form opens in place (a disclosure); with it, a button opens it.
  await card.getByText('Edit preferences').click()
  const form = card.getByRole('form', { name: 'Newsletter preferences' })
  await form.getByRole('radio', { name: 'At most weekly' }).check()
  release()
  await waitForHydration(page)
  // The scripted card used to replace the open disclosure with its closed view.
  await form.getByRole('checkbox', { name: 'Career Tips' }).check()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Preferences updated' })).toBeVisible()
  await expect(card.locator('p', { hasText: 'How often:' })).toHaveText('How often: At most weekly')
  await expect(card.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText(['Career Tips'])
})

test('an address and a frequency chosen and sent before hydration subscribe with that frequency', async ({
  page,
}) => {
  const release = await holdCode(page)
  await openWithCodeHeld(page, '/newsletter')
  const form = page.getByRole('form', { name: 'Subscribe by email' })
  const email = `early-${Date.now().toString(36)}@example.com`
  await form.getByLabel('Your email').fill(email)
  await form.getByRole('radio', { name: 'At most weekly' }).check()
  const sent = page.waitForRequest('**/api/newsletter/join')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await page.waitForTimeout(300)
  expect(await isHydrated(form)).toBe(false)
  release()
  // The radio button chosen before React took over is handed over like a typed field (decision 233).
  expect((await sent).postDataJSON()).toEqual({ email, frequency: 'weekly' })
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible()
})

test('a menu pressed before hydration opens once the code is there', async ({ page }) => {
  const release = await holdCode(page)
  await openWithCodeHeld(page, '/')
  await page.getByRole('button', { name: /^Theme:/ }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
  release()
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeVisible()
})

test('a press on a part of the page that hydrates later takes effect once that part has', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The sections under the hero come in their own chunk (decision 151): the rest hydrates without it.
  const release = await holdRequests(page, /\/assets\/HomeSections-[\w-]+\.js$/)
  await openWithCodeHeld(page, '/')
  await waitForHydration(page)
  const tldr = page.getByRole('switch', { name: 'TL;DR' })
  await tldr.click()
  await page.waitForTimeout(300)
  expect(await isHydrated(tldr)).toBe(false)
  await expect(tldr).toHaveAttribute('aria-checked', 'false')
  release()
  await expect(tldr).toHaveAttribute('aria-checked', 'true')
})

test('a link followed before hydration navigates in the page, as it would after', async ({ page }) => {
  const release = await holdCode(page)
  await openWithCodeHeld(page, '/')
  await page.evaluate(() => {
    ;(window as unknown as { __marker: number }).__marker = 42
  })
  await page.getByRole('link', { name: 'View All Projects' }).click()
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/$/)
  release()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42)
})

test('a link that hydration turns into a button still does its job when pressed before', async ({ page }) => {
  await signInAsAdmin(page)
  const release = await holdCode(page)
  await openWithCodeHeld(page, '/admin/projects')
  // Without the code, "Add Project" is a link to the screen's `?new=1` address; with it, a button.
  await page.getByRole('link', { name: 'Add Project' }).click()
  release()
  await expect(page.getByRole('form', { name: 'New project' })).toBeVisible()
})

test('without its code, a link pressed still goes where it says', async ({ page }) => {
  // An empty script: the page never hydrates (an aborted one would log a network error).
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  await openWithCodeHeld(page, '/')
  await page.getByRole('link', { name: 'View All Projects' }).click()
  await expect(page).toHaveURL(/\/projects$/, { timeout: 10_000 })
})
