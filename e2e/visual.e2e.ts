import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { waitForHomeSections, waitForHydration } from './support/hydration.ts'
import { compare, DESKTOP, PHONE, SHOT, settled, steadyContext, THEMES } from './support/pixels.ts'

/**
 * Pixel checks of the app (docs/decisions/240-pixel-checks.md): the server-drawn social cards and the
 * public pages with the sample content, each compared with a committed baseline in e2e/visual-baselines/.
 * The stories and email templates are drawn by the story test (e2e/storybook.e2e.ts), which has each
 * story open anyway. `npm run test:visual -- --update` draws them all again.
 */

// ---------------------------------------------------------------------------------------------------
// The app: social cards and public pages, from the server seeded with the sample content

/**
 * The pixel checks' own app server (playwright.config.ts), so the pages show the sample content as seeded
 * whatever the other browser tests have changed on theirs.
 */
const appURL = () => `http://127.0.0.1:${process.env.E2E_VISUAL_PORT}`

/**
 * The cards print the site's address in their bottom-right corner, and the address carries the test
 * server's port, which differs between runs: that corner is covered (the avatar card has no address).
 */
const ADDRESS_COVER =
  '<div style="position:absolute;right:0;bottom:0;width:480px;height:140px;background:#000"></div>'

/**
 * The server's link previews (satori and sharp, src/modules/seo): each PNG decoded by the browser and
 * drawn at the same half scale as everything else.
 */
test('social cards', async ({ browser, request }) => {
  const context = await steadyContext(browser, { viewport: { width: 1200, height: 630 } })
  const page = await context.newPage()
  try {
    const cards = ['/og/home.png', '/og/avatar.png', '/og/project/1.png', '/og/project/2.png']
    for (const path of cards) {
      const response = await request.get(`${appURL()}${path}`)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      const data = (await response.body()).toString('base64')
      const cover = path === '/og/avatar.png' ? '' : ADDRESS_COVER
      await page.setContent(
        `<body style="margin:0"><div style="position:relative;display:inline-block"><img alt="" src="data:image/png;base64,${data}">${cover}</div></body>`,
      )
      await settled(page)
      const name = `${path.slice(4, -4).replaceAll('/', '-')}.png`
      await compare(() => page.locator('img').screenshot(SHOT), ['card', name])
    }
  } finally {
    await context.close()
  }
})

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'projects', path: '/projects' },
  { name: 'project', path: '/project/1' },
  { name: 'not-found', path: '/no-such-page' },
]

async function drawPublicPage(page: Page, path: string, name: string, info: TestInfo) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(name === 'not-found' ? 404 : 200)
  await waitForHydration(page)
  if (path === '/') await waitForHomeSections(page)
  // Lazy images below the fold load once scrolled to; the header settles back at the top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await settled(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await settled(page)
  const viewport = page.viewportSize()!
  const theme = await page.evaluate(() => document.documentElement.dataset.theme)
  const label = `${name}.${theme}${viewport.width === PHONE.width ? '.390' : ''}.png`
  info.annotations.push({ type: 'picture', description: label })
  await compare(() => page.screenshot({ ...SHOT, fullPage: true }), ['page', label])
}

for (const theme of THEMES) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`public pages, ${theme} theme, ${viewport.width} px`, async ({ browser }, info) => {
      test.setTimeout(120_000)
      const context = await steadyContext(browser, { viewport, baseURL: appURL() })
      await context.addCookies([{ name: 'theme', value: theme, url: appURL() }])
      const page = await context.newPage()
      try {
        for (const { name, path } of PAGES) await drawPublicPage(page, path, name, info)
      } finally {
        await context.close()
      }
    })
  }
}
