import { expect, test } from './fixtures.ts'

// Whole-page screenshots to look at by eye (not compared): phone and desktop widths.
for (const width of [390, 1280]) {
  test(`home page screenshot at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByTestId('strip-card').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `/tmp/shots-home/home-${width}.png`, fullPage: true })
  })
}
