import { existsSync, readFileSync } from 'node:fs'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import type { IndexEntry } from './stories.ts'

/**
 * Drawing and comparing pictures with committed baselines in e2e/visual-baselines/ (the pixel checks,
 * docs/decisions/240-pixel-checks.md): the stories' pictures are drawn by the story test
 * (e2e/storybook.e2e.ts) while each story is open for its other checks; the social cards and public pages
 * by e2e/visual.e2e.ts. `npm run test:visual -- --update` draws them again.
 */

export type Theme = 'dark' | 'light'
export const THEMES: readonly Theme[] = ['dark', 'light']

/** The time every page sees: dates, "years of experience", the footer's year. */
export const FIXED_NOW = new Date('2026-11-26T12:00:00Z')
export const DESKTOP = { width: 1280, height: 720 }
/**
 * Pictures are drawn at half size (a CSS pixel is half a pixel): a quarter of the pixels to encode,
 * compare and commit. A colour, spacing or font change still moves many of them.
 */
export const SCALE = 0.5
export const PHONE = { width: 390, height: 844 }

/**
 * The same settings for every page drawn here: reduced motion (no typewriter, no transitions, one still
 * banner frame), a fixed clock, and nothing from the network but this machine's servers.
 */
export async function steadyContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
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

export interface Settled {
  /** The story root's box in the document, for a picture of just the story. */
  root: { x: number; y: number; width: number; height: number } | null
  /** Something shows outside the root (a dialog, a menu or a tooltip in a portal on <body>). */
  portal: boolean
}

/**
 * Waits until the fonts, images and frames on the page have loaded, then says what to draw. No wait for
 * painted frames: the screenshot waits for a fresh one itself, and a picture taken too early differs
 * from its baseline and is drawn again (compare).
 */
export async function settled(page: Page): Promise<Settled> {
  // A sandboxed frame (the Outbox's mail preview) has an opaque origin, so the page cannot see into
  // it; Playwright can.
  await Promise.all(
    page
      .mainFrame()
      .childFrames()
      .map((frame) => frame.waitForLoadState('load')),
  )
  return page.evaluate(async () => {
    const loaded = (target: EventTarget) =>
      new Promise((done) => {
        target.addEventListener('load', done, { once: true })
        target.addEventListener('error', done, { once: true })
      })
    // Lazy images off screen would never load: every picture is drawn whole.
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager'
    await Promise.all([
      document.fonts.ready,
      ...[...document.images].filter((img) => !img.complete).map(loaded),
    ])
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
    return {
      root:
        box && box.height > 0
          ? { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height }
          : null,
      portal,
    }
  })
}

export const SHOT = { scale: 'device', animations: 'allow', caret: 'initial' } as const

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

export async function compare(draw: () => Promise<Buffer>, name: string[]) {
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

/**
 * Shows the open story in a theme the way the app switches one: `<html data-theme>`, which every themed
 * part follows (the palettes' CSS variables, and components through web/theme/preference.ts). The story
 * keeps the state its play function left, and is not rendered again; the next story opened sets the
 * toolbar's theme back (.storybook/preview.tsx).
 */
export async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((next) => {
    document.documentElement.dataset.theme = next
  }, theme)
}

/** The story's root, or the whole viewport when something is open outside it. */
export async function drawStory(page: Page, where: Settled): Promise<Buffer> {
  if (where.portal || !where.root) return page.screenshot(SHOT)
  return page.screenshot({ ...SHOT, fullPage: true, clip: where.root })
}

export interface Shown {
  /** The theme the story shows in: the toolbar's, or the one the story sets. */
  theme: Theme
  /** Page-level: the story fills the canvas (layout: fullscreen). */
  fullscreen: boolean
  /** The story sets its own theme (`globals: { theme }`), which the toolbar's global cannot change. */
  pinned: boolean
}

/** What the open story is, in one round trip. */
export const shown = (page: Page): Promise<Shown> =>
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
export const isEmail = (story: IndexEntry) =>
  /^(Mail\/(Email templates|Account notices)|Email\/)/.test(story.title)

/**
 * An email as mail clients show it: as sent (light), and darkened the way the dark modes of Gmail,
 * Outlook and Apple Mail darken a message that brings its own colours (Chromium's automatic dark mode,
 * with prefers-color-scheme: dark).
 */
export async function drawEmail(mail: Page, html: string, story: IndexEntry) {
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
