import { expect, test } from './fixtures.ts'

const pageWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth)

// Phone and desktop widths: every block of the home page is there and nothing overflows sideways.
for (const width of [320, 390, 1280]) {
  test(`home page at ${width} px: every section shown, no horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const id of ['about', 'projects', 'timeline']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded()
      await expect(page.locator(`#${id}`)).toBeVisible()
    }
    await expect(page.getByTestId('strip-card').first()).toBeVisible()
    await expect(page.getByTestId('timeline-item').first()).toBeAttached()
    expect(await pageWidth(page)).toBeLessThanOrEqual(width)
  })
}
