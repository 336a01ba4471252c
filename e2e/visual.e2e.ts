import { existsSync, readFileSync } from 'node:fs'
import { type BrowserContext, test as base, expect, type Page, type TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { waitForHomeSections, waitForHydration } from './support/hydration.ts'
import {
  type IndexEntry,
  openStory,
  readStories,
  recordStoryEvents,
  storyOutcome,
} from './support/stories.ts'

/**
 * Pixel checks (docs/decisions/240-pixel-checks.md): every story of the built catalogue in both themes
 * (page-level stories also at 390 px), every email template as a light and a dark mail client shows it,
 * the server-drawn social cards, and the public pages with the sample content, each compared with a
 * committed baseline in e2e/visual-baselines/. `npm run test:visual -- --update` draws them again.
 *
 * Built for speed: one page switches from story to story over Storybook's preview channel (as the story
 * test does) and the theme through the toolbar's global, so a story renders once and is drawn in both
 * themes; only the story's root is drawn (the whole viewport when it opened a dialog or menu).
 */

type Theme = 'dark' | 'light'
const THEMES: readonly Theme[] = ['dark', 'light']

/** The time every page sees: dates, "years of experience", the footer's year. */
const FIXED_NOW = new Date('2026-11-26T12:00:00Z')
const DESKTOP = { width: 1280, height: 720 }
/**
 * Pictures are drawn at half size (a CSS pixel is half a pixel): a quarter of the pixels to encode,
 * compare and commit. A colour, spacing or font change still moves many of them.
 */
const SCALE = 0.5
const PHONE = { width: 390, height: 844 }

/**
 * The same settings for every page drawn here: reduced motion (no typewriter, no transitions, one still
 * banner frame), a fixed clock, and nothing from the network but this machine's servers.
 */
async function steadyContext(
  browser: import('@playwright/test').Browser,
  options: Parameters<import('@playwright/test').Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext({ deviceScaleFactor: SCALE, reducedMotion: 'reduce', ...options })
  await context.clock.setFixedTime(FIXED_NOW)
  await context.addInitScript(holdStill)
  await context.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  )
  return context
}

/**
 * Stops what reduced motion leaves moving: transitions (a theme switch fades colours), animations
 * (spinners) and the text caret. Once per document, instead of Playwright's per-picture `animations:
 * 'disabled'` and `caret: 'hide'`, which walk every frame before each picture. The banner's still frame
 * is drawn from random stars, so canvases are hidden (the rest of the page is compared); Playwright's
 * `mask` would cost a query and an overlay per picture, and with `fullPage` it hung the home page.
 */
function holdStill() {
  const style = document.createElement('style')
  style.textContent =
    '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; } canvas { visibility: hidden !important; }'
  const add = () => document.head.append(style)
  if (document.head) add()
  else document.addEventListener('DOMContentLoaded', add, { once: true })
}

interface Settled {
  /** The story root's box in the document, for a picture of just the story. */
  root: { x: number; y: number; width: number; height: number } | null
  /** Something shows outside the root (a dialog, a menu or a tooltip in a portal on <body>). */
  portal: boolean
}

/**
 * Waits until the fonts, images and frames on the page have loaded and two frames have been painted,
 * then says what to draw: one round trip per picture.
 */
async function settled(page: Page): Promise<Settled> {
  await page.waitForFunction(() => {
    const frames = [...document.querySelectorAll('iframe')]
    // Lazy images off screen would never load: every picture is drawn whole.
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager'
    return (
      document.fonts.status === 'loaded' &&
      [...document.images].every((img) => img.complete) &&
      // A sandboxed frame (the Outbox's mail preview) keeps its document to itself.
      frames.every((frame) => !frame.contentDocument || frame.contentDocument.readyState === 'complete')
    )
  })
  return page.evaluate(
    () =>
      new Promise<Settled>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const root = document.getElementById('storybook-root')
            const box = root?.getBoundingClientRect()
            const portal = [...document.body.children].some(
              (el) =>
                el !== root &&
                el.id !== 'storybook-docs' &&
                el.tagName !== 'SCRIPT' &&
                ![...el.classList].some((name) => name.startsWith('sb-')) &&
                el.getBoundingClientRect().height > 0,
            )
            done({
              root:
                box && box.height > 0
                  ? {
                      x: box.x + window.scrollX,
                      y: box.y + window.scrollY,
                      width: box.width,
                      height: box.height,
                    }
                  : null,
              portal,
            })
          }),
        ),
      ),
  )
}

const SHOT = { scale: 'device', animations: 'allow', caret: 'initial' } as const

/**
 * Compares a picture with its baseline; soft, so one test reports every picture that changed.
 *
 * The picture is first reduced to a 64-colour palette (no dithering): the interface has few colours
 * and the rest are shades of anti-aliased text, so it looks the same at less than half the bytes. The
 * same pixels give the same bytes, so a picture equal to its baseline byte for byte passes without
 * decoding both (most of the comparison time otherwise).
 */
const small = (picture: Buffer) =>
  sharp(picture).png({ palette: true, colors: 64, dither: 0, effort: 1, compressionLevel: 9 }).toBuffer()

/** How long a picture may take to become its baseline (a debounced preview, a late rerender). */
const SETTLE_MS = 3_000

async function compare(draw: () => Promise<Buffer>, name: string[]) {
  const info = test.info()
  const baseline = info.snapshotPath(...name)
  const updating = info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed'
  const expected = !updating && existsSync(baseline) ? readFileSync(baseline) : null
  let picture = await small(await draw())
  // Like toHaveScreenshot: drawn again until it matches (checking) or two drawings agree (updating),
  // for a little while; a page still changing after that is compared (or written) as it is.
  const until = Date.now() + SETTLE_MS
  while (Date.now() < until) {
    if (expected?.equals(picture)) return
    await new Promise((done) => setTimeout(done, 250))
    const again = await small(await draw())
    if (!expected && again.equals(picture)) break
    picture = again
  }
  expect.soft(picture).toMatchSnapshot(name)
}

// ---------------------------------------------------------------------------------------------------
// Stories

interface Catalogue {
  page: Page
  /** A page for one email at a time, outside the catalogue. */
  mail: Page
}

const test = base.extend<object, { catalogue: Catalogue }>({
  catalogue: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use
      const context = await steadyContext(browser, { viewport: DESKTOP, baseURL })
      await context.addInitScript(recordStoryEvents)
      const page = await context.newPage()
      const mailContext = await steadyContext(browser, { viewport: { width: 640, height: 480 } })
      const mail = await mailContext.newPage()
      await use({ page, mail })
      await mailContext.close()
      await context.close()
    },
    { scope: 'worker' },
  ],
})

/** Switches the toolbar's Theme global, as the toolbar does; the story renders again without its play. */
async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((next) => {
    const channel = (
      globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: { emit: (type: string, detail: unknown) => void } }
    ).__STORYBOOK_ADDONS_CHANNEL__!
    channel.emit('updateGlobals', { globals: { theme: next } })
  }, theme)
  await page.waitForFunction((next) => document.documentElement.dataset.theme === next, theme)
}

/** The story's root, or the whole viewport when something is open outside it. */
async function drawStory(page: Page, where: Settled): Promise<Buffer> {
  if (where.portal || !where.root) return page.screenshot(SHOT)
  return page.screenshot({ ...SHOT, fullPage: true, clip: where.root })
}

interface Shown {
  /** The theme the story shows in: the toolbar's, or the one the story sets. */
  theme: Theme
  /** Page-level: the story fills the canvas (layout: fullscreen). */
  fullscreen: boolean
  /** The story sets its own theme (`globals: { theme }`), which the toolbar's global cannot change. */
  pinned: boolean
}

/** What the open story is, in one round trip. */
const shown = (page: Page): Promise<Shown> =>
  page.evaluate(() => {
    const preview = (
      globalThis as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { storyGlobals?: Record<string, unknown> } } }
      }
    ).__STORYBOOK_PREVIEW__
    return {
      theme: document.documentElement.dataset.theme as Theme,
      fullscreen: document.body.classList.contains('sb-main-fullscreen'),
      pinned: preview?.currentRender?.story?.storyGlobals?.theme !== undefined,
    }
  })

/** Stories that show an email template's HTML part in a frame (the Mail and Email areas). */
const isEmail = (story: IndexEntry) => /^(Mail\/(Email templates|Account notices)|Email\/)/.test(story.title)

/**
 * An email as mail clients show it: as sent (light), and darkened the way the dark modes of Gmail,
 * Outlook and Apple Mail darken a message that brings its own colours (Chromium's automatic dark mode,
 * with prefers-color-scheme: dark).
 */
async function drawEmail(mail: Page, html: string, story: IndexEntry) {
  const cdp = await mail.context().newCDPSession(mail)
  try {
    for (const scheme of ['light', 'dark'] as const) {
      await mail.emulateMedia({ colorScheme: scheme })
      await cdp.send('Emulation.setAutoDarkModeOverride', { enabled: scheme === 'dark' })
      await mail.setContent(html, { waitUntil: 'load' })
      await settled(mail)
      await compare(
        () => mail.screenshot({ ...SHOT, fullPage: true }),
        ['email', `${story.id}.${scheme}.png`],
      )
    }
  } finally {
    await cdp.detach()
  }
}

const stories = readStories()
const titles = [...new Set(stories.map((story) => story.title))]

test.describe('stories', () => {
  // One test per component: its stories in both themes. A failed test restarts the worker (a fresh
  // catalogue load), so a change that moves every picture costs one restart per component, not per story.
  for (const title of titles) {
    const ofTitle = stories.filter((entry) => entry.title === title)
    test(title, async ({ catalogue: { page, mail } }) => {
      // A tall admin story takes a few seconds on a busy machine: the time grows with the stories.
      test.setTimeout(30_000 + 15_000 * ofTitle.length)
      for (const story of ofTitle) {
        await openStory(page, story.id)
        const outcome = await storyOutcome(page)
        expect(outcome.end, `${story.id} did not finish`).toBe('storyFinished:success')
        const now = await shown(page)
        // The social cards fill the canvas too, but have one size.
        const pageLevel = now.fullscreen && !story.title.startsWith('Sharing/')
        // Dark, then light through the toolbar's global (the story renders once more, without its play),
        // in the same order every run. The social cards keep their own colours whatever the theme, and a story that sets its own
        // theme ignores the toolbar's: both are drawn once.
        const order: readonly Theme[] = now.pinned
          ? [now.theme]
          : story.title.startsWith('Sharing/')
            ? ['dark']
            : THEMES
        let current = now.theme
        for (const theme of order) {
          if (theme !== current) {
            await setTheme(page, theme)
            current = theme
          }
          await compare(
            async () => drawStory(page, await settled(page)),
            ['story', `${story.id}.${theme}.png`],
          )
          // The phone width in one theme (dark, or the one a story sets): the colours are checked above.
          if (pageLevel && (theme === 'dark' || now.pinned)) {
            await page.setViewportSize(PHONE)
            await compare(async () => drawStory(page, await settled(page)), ['story', `${story.id}.390.png`])
            await page.setViewportSize(DESKTOP)
          }
        }
        if (isEmail(story)) {
          const html = await page.locator('iframe[srcdoc]').first().getAttribute('srcdoc')
          expect(html, `${story.id} shows an email`).toBeTruthy()
          await drawEmail(mail, html!, story)
        }
      }
    })
  }
})

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
