import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { waitForHomeSections, waitForHydration } from './support/hydration.ts'

/** The page colour the root paints (html background: the palette's pageBottom). */
const DARK_PAGE = 'rgb(2, 6, 23)'
const LIGHT_PAGE = 'rgb(241, 245, 249)'

/**
 * Polled: under reduced motion every property still transitions for 0.01 ms, which a headless browser
 * may only finish at its next frame.
 */
const expectPageColour = (page: Page, colour: string) =>
  expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
    .toBe(colour)
const htmlTheme = (page: Page) => page.locator('html')
const themeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme: / })

const baseURL = () => test.info().project.use.baseURL!

const setThemeCookie = (context: BrowserContext, value: string) =>
  context.addCookies([{ name: 'theme', value, url: baseURL() }])

async function setOwnerDefault(request: APIRequestContext, themeDefault: 'dark' | 'system') {
  expect((await request.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true)
  const site = await (await request.get('/api/site')).json()
  const saved = await request.put('/api/site', { data: { ...site, themeDefault } })
  expect(saved.ok()).toBe(true)
}

test.use({ reducedMotion: 'reduce' })

test('out of the box the site is dark, and the header says so', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark')
  await expectPageColour(page, DARK_PAGE)
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark')
})

test('choosing Light applies at once, is remembered in a cookie, and the server renders it next time', async ({
  page,
  context,
  browser,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  // A reload would drop this marker.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))

  await themeButton(page).click()
  const menu = page.getByRole('menu', { name: 'Theme: Dark' })
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
  await menu.getByRole('menuitemradio', { name: 'Light' }).click()

  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light')
  await expectPageColour(page, LIGHT_PAGE)
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Light')
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true)
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f8fafc')

  const [cookie] = (await context.cookies()).filter((c) => c.name === 'theme')
  expect(cookie).toMatchObject({ value: 'light', path: '/', sameSite: 'Lax', httpOnly: false })
  const year = 365 * 24 * 3600
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(year - 60)

  // The server renders the choice: the HTML itself is light, before any script runs.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('<html lang="en" data-theme="light">')
  // No flash: without JavaScript at all the page already paints light.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL() })
  await noScript.addCookies(await context.cookies())
  const still = await noScript.newPage()
  await still.goto('/')
  await expect(htmlTheme(still)).toHaveAttribute('data-theme', 'light')
  await expectPageColour(still, LIGHT_PAGE)
  await noScript.close()

  await page.reload()
  await waitForHydration(page)
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light')
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Light')
})

test('the menu works by keyboard: System follows the visitor’s colour scheme without a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/projects')
  await waitForHydration(page)
  await themeButton(page).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused()
  // One key at a time, as a person presses them: each lands on the item the last one reached.
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(themeButton(page)).toBeFocused()
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'system')
  await expect(themeButton(page)).toHaveAccessibleName('Theme: System')
  await expectPageColour(page, DARK_PAGE)
  await page.emulateMedia({ colorScheme: 'light' })
  await expectPageColour(page, LIGHT_PAGE)
  // The banner's sky follows: the night sky image only while the page is dark.
  const sky = () =>
    page.getByTestId('banner-canvas').evaluate((el) => getComputedStyle(el.parentElement!).backgroundImage)
  expect(await sky()).not.toContain('night-sky')
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await sky()).toContain('night-sky')
})

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing on the public pages in the ${theme} theme`, async ({ page, context }) => {
    test.setTimeout(60_000)
    await setThemeCookie(context, theme)
    for (const path of ['/', '/projects', '/project/1', '/newsletter', '/auth']) {
      await page.goto(path)
      await waitForHydration(page)
      if (path === '/') await waitForHomeSections(page)
      await expect(htmlTheme(page)).toHaveAttribute('data-theme', theme)
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(
        violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
    }
  })
}

test('the owner can make the visitor’s system the default; a visitor’s own choice still wins', async ({
  page,
  context,
  request,
}) => {
  await setOwnerDefault(request, 'system')
  try {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await waitForHydration(page)
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'system')
    await expect(themeButton(page)).toHaveAccessibleName('Theme: System')
    await expectPageColour(page, DARK_PAGE)
    await page.emulateMedia({ colorScheme: 'light' })
    await expectPageColour(page, LIGHT_PAGE)

    await setThemeCookie(context, 'dark')
    await page.reload()
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark')
    await expectPageColour(page, DARK_PAGE)
  } finally {
    await setOwnerDefault(request, 'dark')
  }
  await context.clearCookies()
  await page.goto('/')
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark')
})

test('the theme button fits the header at 320, 390 and 1280 px, beside the owner’s name or monogram', async ({
  page,
}) => {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 700 })
    await page.goto('/')
    await waitForHydration(page)
    await expect(themeButton(page)).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    // Nothing in the header is squeezed: the brand shows whole (the name from 360 px, else the monogram).
    const brand = page.getByRole('banner').getByRole('link', { name: 'Alex Morgan' })
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await expect(brand.getByText(width < 360 ? 'AM' : 'Alex Morgan', { exact: true })).toBeVisible()
  }
})
