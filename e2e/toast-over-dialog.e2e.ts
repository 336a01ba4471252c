import type { Locator, Page } from '@playwright/test'
import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated, toast } from './support/accounts.ts'

/** Whether two boxes share any pixel. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function buttonsCoveredBy(page: Page, covering: Locator): Promise<string[]> {
  const cover = await covering.boundingBox()
  if (!cover) return []
  const covered: string[] = []
  for (const button of await page.getByRole('dialog').getByRole('button').all()) {
    const box = await button.boundingBox()
    if (box && overlaps(cover, box)) covered.push((await button.textContent()) ?? '')
  }
  return covered
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a toast never covers an open dialog's buttons (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // The review's case: signing in says "Welcome back!" for 5 s, and the first thing the owner does
    // is open Add Project.
    await gotoHydrated(page, '/auth')
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(toast(page).getByText('Welcome back!')).toBeVisible()
    // A modal dialog hides the rest of the page from assistive technology, the toast region included:
    // from here on the toast is found by its text, not by its role.
    const shown = page.locator('li', { hasText: 'Welcome back!' })
    await page.getByRole('button', { name: 'Add Project' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(shown).toBeVisible()
    expect(await buttonsCoveredBy(page, shown)).toEqual([])
  })
}
