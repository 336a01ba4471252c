import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures.ts'
import { worstContrast } from './support/contrast.ts'
import { waitForHydration } from './support/hydration.ts'

const header = (page: Page) => page.getByRole('banner')

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect(header(page)).toHaveAttribute('data-scrolled', String(y > 8))
}

/** Each theme's frosted header (the palette's glass) and how its page looks at the hero's seam. */
const THEMES = {
  dark: { glass: 'rgba(2, 6, 23, 0.8)', seam: (rgb: number[]) => Math.max(...rgb) < 40 },
  light: { glass: 'rgba(248, 250, 252, 0.85)', seam: (rgb: number[]) => Math.min(...rgb) > 215 },
} as const

for (const [theme, look] of Object.entries(THEMES)) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }])
    })

    test('the header is transparent over the hero, frosted once scrolled, its text at 4.5:1 or more', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const brand = page.getByRole('link', { name: 'Alex Morgan' })
      const themeButton = page.getByRole('button', { name: /^Theme: / })
      await scrollTo(page, 0)
      await expect
        .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgba(0, 0, 0, 0)')
      expect(await worstContrast(page, brand)).toBeGreaterThanOrEqual(4.5)

      for (const y of [300, 900]) {
        await scrollTo(page, y)
        // Polled: the background eases in (a 0.01 ms transition under reduced motion still takes a frame).
        await expect
          .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
          .toBe(look.glass)
        expect(await worstContrast(page, brand)).toBeGreaterThanOrEqual(4.5)
      }
      // The theme button's icon is drawn in the text colour: 3:1 at least against the bar, as a control.
      expect(await worstContrast(page, themeButton.locator('svg'), 0.3)).toBeGreaterThanOrEqual(3)
      await scrollTo(page, 0)
      await expect(header(page)).toHaveAttribute('data-scrolled', 'false')
    })

    test('the hero runs into About with no band: the page colour just below the hero matches About', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      const hero = page.getByRole('region', { name: 'Introduction' })
      // Nothing of the hero's own paint reaches its last rows: they show the page background as About does.
      const box = (await hero.boundingBox())!
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), box.y + box.height - 400)
      const shot = await page.screenshot({ animations: 'disabled' })
      const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const heroBottom = Math.round(400 - 4)
      const row = (y: number) => {
        const i = (y * info.width + 20) * 3
        return [data[i]!, data[i + 1]!, data[i + 2]!]
      }
      const [a, b] = [row(heroBottom), row(heroBottom + 8)]
      // No step at the seam: neighbouring rows across the hero's bottom edge differ by at most 3 per channel.
      for (let c = 0; c < 3; c++) expect(Math.abs(a[c]! - b[c]!)).toBeLessThanOrEqual(3)
      // And nothing grey: the seam is the page's own colour (dark: every channel under 40; light: over 215).
      expect(look.seam(a)).toBe(true)
    })
  })
}

test('at 320 px the wordmark is a legible monogram (white on indigo, 4.5:1 or more)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  const monogram = page.getByRole('link', { name: 'Alex Morgan' }).locator('span[aria-hidden="true"]')
  await expect(monogram).toBeVisible()
  await expect(monogram).toHaveText('AM')
  // Only the middle of the disc: its corners show the page.
  expect(await worstContrast(page, monogram, 0.3)).toBeGreaterThanOrEqual(4.5)
})
