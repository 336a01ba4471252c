import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The 404 page carries the banner (docs/decisions/010-banner-placement.md).
const BANNER_PAGE = '/no-such-page'

/** Counts requestAnimationFrame calls from page start, to tell an animation loop from a still frame. */
async function countFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number }
    w.__frames = 0
    const original = window.requestAnimationFrame.bind(window)
    window.requestAnimationFrame = (callback) => {
      w.__frames++
      return original(callback)
    }
  })
  return async (ms: number) => {
    const before = await page.evaluate(() => (window as unknown as { __frames: number }).__frames)
    await page.waitForTimeout(ms)
    return (await page.evaluate(() => (window as unknown as { __frames: number }).__frames)) - before
  }
}

const canvas = (page: Page) => page.getByTestId('banner-canvas')

/** Share of canvas pixels that are not fully transparent. */
function paintedShare(page: Page) {
  return canvas(page).evaluate((el) => {
    const c = el as HTMLCanvasElement
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let painted = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++
    return painted / (data.length / 4)
  })
}

/** Share of clearly drawn pixels in a square of the canvas (CSS px; the test runs at devicePixelRatio 1). */
function paintedAround(page: Page, x: number, y: number, half = 70) {
  return canvas(page).evaluate(
    (el, box) => {
      const c = el as HTMLCanvasElement
      const data = c
        .getContext('2d')!
        .getImageData(box.x - box.half, box.y - box.half, box.half * 2, box.half * 2).data
      let painted = 0
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 60) painted++
      return painted / (data.length / 4)
    },
    { x, y, half },
  )
}

const snapshot = (page: Page) => canvas(page).evaluate((el) => (el as HTMLCanvasElement).toDataURL())

test('the banner animates a decorative canvas under a real heading', async ({ page }) => {
  const framesIn = await countFrames(page)
  await page.goto(BANNER_PAGE)
  await expect(canvas(page)).toHaveAttribute('data-motion', 'running')
  await expect(canvas(page)).toHaveAttribute('aria-hidden', 'true')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  expect(await paintedShare(page)).toBeGreaterThan(0.001)
  expect(await framesIn(500)).toBeGreaterThan(10)
  const first = await snapshot(page)
  await page.waitForTimeout(200)
  expect(await snapshot(page)).not.toBe(first)
})

test('points gather lines towards the pointer', async ({ page }) => {
  await page.goto(BANNER_PAGE)
  await expect(canvas(page)).toHaveAttribute('data-motion', 'running')
  const box = (await canvas(page).boundingBox())!
  // A spot away from the heading, in canvas coordinates.
  const spot = { x: Math.round(box.width * 0.2), y: Math.round(box.height * 0.25) }
  const without = await paintedAround(page, spot.x, spot.y)
  await page.mouse.move(box.x + spot.x, box.y + spot.y)
  await page.waitForTimeout(300)
  const withPointer = await paintedAround(page, spot.x, spot.y)
  expect(withPointer).toBeGreaterThan(Math.max(without * 3, 0.005))
})

test.describe('on a high-density screen', () => {
  test.use({ deviceScaleFactor: 2 })
  test('the canvas backing store follows devicePixelRatio', async ({ page }) => {
    await page.goto(BANNER_PAGE)
    await expect(canvas(page)).toHaveAttribute('data-motion', 'running')
    const size = await canvas(page).evaluate((el) => {
      const c = el as HTMLCanvasElement
      return { pixels: c.width, css: c.getBoundingClientRect().width }
    })
    expect(size.pixels).toBe(Math.round(size.css * 2))
  })
})

test('under reduced motion it draws one still frame and runs no animation loop', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const framesIn = await countFrames(page)
  await page.goto(BANNER_PAGE)
  await expect(canvas(page)).toHaveAttribute('data-motion', 'still')
  expect(await paintedShare(page)).toBeGreaterThan(0.001)
  const first = await snapshot(page)
  expect(await framesIn(600)).toBeLessThanOrEqual(1)
  await page.mouse.move(400, 300)
  await page.waitForTimeout(100)
  expect(await snapshot(page)).toBe(first)
})

test('it pauses in a hidden tab and off-screen, and resumes', async ({ page }) => {
  const framesIn = await countFrames(page)
  await page.setViewportSize({ width: 800, height: 500 })
  await page.goto(BANNER_PAGE)
  await expect(canvas(page)).toHaveAttribute('data-motion', 'running')

  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect(canvas(page)).toHaveAttribute('data-motion', 'paused')
  expect(await framesIn(400)).toBeLessThanOrEqual(1)
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect(canvas(page)).toHaveAttribute('data-motion', 'running')

  // Room below the banner to scroll it out of view.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '3000px'
    window.scrollTo(0, 2000)
  })
  await expect(canvas(page)).toHaveAttribute('data-motion', 'paused')
  expect(await framesIn(400)).toBeLessThanOrEqual(1)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(canvas(page)).toHaveAttribute('data-motion', 'running')
})

test('its background image comes from the site itself and loads', async ({ page }) => {
  await page.goto(BANNER_PAGE)
  const url = await canvas(page).evaluate((el) => {
    const match = /url\("?([^")]+)"?\)/.exec(getComputedStyle(el.parentElement!).backgroundImage)
    return match ? new URL(match[1]!, document.baseURI).href : null
  })
  expect(url).not.toBeNull()
  expect(new URL(url!).origin).toBe(new URL(page.url()).origin)
  const loaded = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image()
        img.onload = () => resolve(img.naturalWidth)
        img.onerror = () => resolve(0)
        img.src = src
      }),
    url!,
  )
  expect(loaded).toBeGreaterThan(0)
  const response = await page.request.get(url!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/')
})
