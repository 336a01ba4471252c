import type { Page } from '@playwright/test'
import { DEFAULT_ABOUT as ABOUT_TEXTS } from '../src/shared/site.ts'
import { expect, test } from './fixtures.ts'
import { scrollPageBy } from './support/home.ts'
import { waitForHomeSections } from './support/hydration.ts'

const { full: FULL, short: SHORT } = ABOUT_TEXTS
const ticks = (length: number) => Math.ceil(length / 8) * 10

async function openAbout(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await page.goto('/')
  await expect(page.getByTestId('typewriter')).toHaveAttribute('data-animating', /true|false/)
  await waitForHomeSections(page)
  // Bring the block into view first, instantly, so no scroll is left over when TL;DR turns on.
  await page.evaluate(() => document.getElementById('about')?.scrollIntoView({ behavior: 'instant' }))
  await page.clock.runFor(20)
  const text = page.getByTestId('about-text')
  const tldr = page.getByRole('switch', { name: 'TL;DR' })
  await expect(text).toHaveText(FULL, { useInnerText: true })
  return { text, tldr }
}

const content = (page: Page) => page.getByTestId('about-text').evaluate((el) => el.textContent)

test('TL;DR: erases 8 characters per 10 ms, then types the summary at 15 ms per character', async ({
  page,
}) => {
  const { tldr } = await openAbout(page)
  await expect(tldr).toHaveAttribute('aria-checked', 'false')
  await tldr.click()
  await expect(tldr).toBeChecked()
  await expect(tldr).toBeDisabled()

  await page.clock.runFor(10)
  expect(await content(page)).toBe(FULL.slice(0, FULL.length - 8))
  await page.clock.runFor(10)
  expect(await content(page)).toBe(FULL.slice(0, FULL.length - 16))
  await page.clock.runFor(ticks(FULL.length) - 20)
  expect(await content(page)).toBe('')
  await expect(tldr).toBeDisabled()

  await page.clock.runFor(15 * 3)
  expect(await content(page)).toBe(SHORT.slice(0, 3))
  await page.clock.runFor(14)
  expect(await content(page)).toBe(SHORT.slice(0, 3))
  await page.clock.runFor(1)
  expect(await content(page)).toBe(SHORT.slice(0, 4))
  await page.clock.runFor(15 * (SHORT.length - 4))
  expect(await content(page)).toBe(SHORT)
  await expect(tldr).toBeEnabled()
})

test('TL;DR off: erases the summary, then types the bio at 8 ms per character', async ({ page }) => {
  const { tldr } = await openAbout(page)
  await tldr.click()
  await page.clock.runFor(ticks(FULL.length) + 15 * SHORT.length)
  await expect(tldr).toBeEnabled()

  await tldr.click()
  await expect(tldr).not.toBeChecked()
  await expect(tldr).toBeDisabled()
  await page.clock.runFor(ticks(SHORT.length))
  expect(await content(page)).toBe('')
  await page.clock.runFor(8 * 10)
  expect(await content(page)).toBe(FULL.slice(0, 10))
  await page.clock.runFor(8 * (FULL.length - 10))
  expect(await content(page)).toBe(FULL)
  await expect(tldr).toBeEnabled()
})

test('scrolling more than 300 px within a second turns TL;DR off', async ({ page }) => {
  const { tldr } = await openAbout(page)
  await tldr.click()
  await page.clock.runFor(ticks(FULL.length) + 15 * SHORT.length)
  await expect(tldr).toBeEnabled()
  const scrollBy = (dy: number) => scrollPageBy(page, dy)

  // 200 px, a second of stillness (the count starts again), then 200 px: still on.
  await scrollBy(200)
  await page.clock.runFor(1100)
  await scrollBy(200)
  await page.clock.runFor(20)
  await expect(tldr).toBeChecked()

  // 200 px more within the same second: 400 px in all, so off it goes, back to the full bio.
  await page.clock.runFor(300)
  await scrollBy(-200)
  await page.clock.runFor(20)
  await expect(tldr).not.toBeChecked()
  await page.clock.runFor(ticks(SHORT.length) + 8 * FULL.length)
  expect(await content(page)).toBe(FULL)
})

test('scrolling does nothing while the text is still being typed', async ({ page }) => {
  const { tldr } = await openAbout(page)
  await tldr.click()
  await page.clock.runFor(ticks(FULL.length) + 15 * 5)
  await page.evaluate(() => window.scrollTo({ top: window.scrollY + 600, behavior: 'instant' }))
  await page.clock.runFor(20)
  await expect(tldr).toBeChecked()
  await page.clock.runFor(15 * SHORT.length)
  expect(await content(page)).toBe(SHORT)
})

test('reduced motion: the switch swaps the text at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { tldr } = await openAbout(page)
  await tldr.click()
  expect(await content(page)).toBe(SHORT)
  await expect(tldr).toBeEnabled()
  await tldr.click()
  expect(await content(page)).toBe(FULL)
})

test('the text box eases to the text: no empty band under the one-line summary (issue 15 item 13)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const text = page.getByTestId('about-text')
  const box = text.locator('..')
  const gap = () =>
    box.evaluate(
      (el) => el.getBoundingClientRect().height - el.firstElementChild!.getBoundingClientRect().height,
    )
  await expect.poll(gap).toBeLessThan(2)
  await page.getByRole('switch', { name: 'TL;DR' }).click()
  await expect(text).toHaveText(SHORT)
  await expect.poll(gap).toBeLessThan(2)
  const short = (await box.boundingBox())!.height
  await page.getByRole('switch', { name: 'TL;DR' }).click()
  await expect.poll(async () => (await box.boundingBox())!.height).toBeGreaterThan(short * 2)
  await expect.poll(gap).toBeLessThan(2)
})

test('the switch works from the keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { tldr } = await openAbout(page)
  await tldr.focus()
  await page.keyboard.press('Space')
  await expect(tldr).toBeChecked()
  expect(await content(page)).toBe(SHORT)
})

test('the block fades in once a tenth of it is visible', async ({ page }) => {
  await page.goto('/')
  const reveal = page.locator('#about [data-reveal]')
  await expect(reveal).toHaveAttribute('data-reveal', 'hidden')
  await expect(reveal).toHaveCSS('opacity', '0')
  // Scroll so that a given share of the block's height is inside the window.
  const showShare = (share: number) =>
    reveal.evaluate((el, s) => {
      const box = el.getBoundingClientRect()
      const top = window.scrollY + box.top - window.innerHeight + box.height * s
      window.scrollTo({ top, behavior: 'instant' })
    }, share)
  await showShare(0.05)
  // Two frames: time for the observer to report, had it anything to report.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await expect(reveal).toHaveAttribute('data-reveal', 'hidden')
  await showShare(0.12)
  await expect(reveal).toHaveAttribute('data-reveal', 'shown')
  await expect(reveal).toHaveCSS('opacity', '1')
})

test('reduced motion: no fade, the block is simply there', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.getByTestId('typewriter')).toHaveAttribute('data-animating', 'false')
  await expect(page.locator('#about [data-reveal]')).toHaveAttribute('data-reveal', 'static')
})
