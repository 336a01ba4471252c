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

test('the header is transparent over the hero, frosted dark once scrolled, its text at 4.5:1 or more', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await waitForHydration(page)
  const brand = page.getByRole('link', { name: 'Alex Morgan' })
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
      .toBe('rgba(2, 6, 23, 0.8)')
    expect(await worstContrast(page, brand)).toBeGreaterThanOrEqual(4.5)
  }
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
  // And nothing grey: the seam is as dark as the page (every channel under 40).
  expect(Math.max(...a)).toBeLessThan(40)
})

test('at 320 px the wordmark is a legible monogram (white on indigo, 4.5:1 or more)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  const monogram = page.getByRole('link', { name: 'Alex Morgan' }).locator('span[aria-hidden="true"]')
  await expect(monogram).toBeVisible()
  await expect(monogram).toHaveText('AM')
  // Only the middle of the disc: its corners show the page.
  expect(await worstContrast(page, monogram, 0.3)).toBeGreaterThanOrEqual(4.5)
})
