import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import { worstContrast } from './support/contrast.ts'
import { waitForHydration } from './support/hydration.ts'

test('an unknown address answers 404 with the Page Not Found page and the banner', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page Not Found')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('ERROR 404')).toBeVisible()
  await expect(page.locator('canvas[aria-hidden="true"]')).toHaveCount(1)
  await expect(page.getByRole('banner')).toBeVisible()
})

test('the 404 page leads back home', async ({ page }) => {
  await page.goto('/nowhere')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
})

test('the 404 page passes axe (WCAG A and AA)', async ({ page }) => {
  await page.goto('/missing')
  await waitForHydration(page)
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('at 390 px the constellation never runs through the paragraph (issue 15 item 17)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/lost')
  await waitForHydration(page)
  // Let the banner draw a few frames, lines included, behind the text.
  await page.waitForTimeout(800)
  const paragraph = page.getByText(/^The page you are looking for/)
  expect(await worstContrast(page, paragraph)).toBeGreaterThanOrEqual(4.5)
})
