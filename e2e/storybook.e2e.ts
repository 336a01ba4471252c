import { existsSync } from 'node:fs'
import {
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Request,
  type Response,
} from '@playwright/test'
import axe from 'axe-core'
import { AXE_RUN_OPTIONS } from '../.storybook/axe-rules.ts'
import {
  compare,
  DESKTOP,
  drawEmail,
  drawStory,
  isEmail,
  PHONE,
  setTheme,
  settled,
  shown,
  steadyContext,
  THEMES,
  type Theme,
} from './support/pixels.ts'
import { isSandboxRefusal } from './support/sandbox.ts'
import { INDEX, openStory, readStories, recordStoryEvents, storyOutcome } from './support/stories.ts'

/**
 * Opens every story of the built catalogue (storybook-static, built and served by the Playwright
 * webServer before this file loads) and checks that it renders without errors, passes axe and looks as
 * its committed pictures do, in both themes (the pixel checks, docs/decisions/240-pixel-checks.md and
 * 243-one-pass-over-the-catalogue.md): one render serves every check.
 *
 * One page per worker switches from story to story the way Storybook's own manager does (a message on
 * the preview channel) instead of reloading the 1 MB preview bundle and axe for every story: several
 * times faster. Each test still collects its own console errors, failed requests and Storybook errors,
 * and a failed test makes Playwright start a fresh worker, so one broken story cannot leak into the next.
 */

const stories = readStories()

interface Catalogue {
  /** The catalogue's preview, switched from story to story. */
  page: Page
  /** A page for one email at a time, outside the catalogue. */
  mail: Page
}

const test = base.extend<object, { catalogue: Catalogue }>({
  catalogue: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use
      // Reduced motion (the app honours it), a fixed clock and transitions held: axe sees final colours,
      // not a background or a toast halfway through its transition, and the pictures are the same every run.
      const context = await steadyContext(browser, { viewport: DESKTOP, baseURL })
      await context.addInitScript(recordStoryEvents)
      await context.addInitScript({ content: axe.source })
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

test('the catalogue lists stories', () => {
  expect(existsSync(INDEX), 'storybook-static/index.json (run npm run build-storybook)').toBe(true)
  expect(stories.length).toBeGreaterThan(0)
})

/** Violations of the WCAG rules in the whole document, each with where and why. */
function axeViolations(page: Page): Promise<string[]> {
  // The whole document, not just #storybook-root: dialogs and menus render into portals on <body>.
  // Storybook's own hidden placeholders are skipped by axe as hidden content.
  return page.evaluate(async (options) => {
    const { axe } = globalThis as unknown as { axe: typeof import('axe-core') }
    const results = await axe.run(document, { ...options, resultTypes: ['violations'] })
    // The failure summary says why (e.g. the two colours and their contrast ratio).
    const where = (n: (typeof results.violations)[number]['nodes'][number]) =>
      `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`
    return results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map(where).join('\n    ')}`,
    )
  }, AXE_RUN_OPTIONS)
}

test("the toolbar Theme sets the story document's theme, and the header names it", async ({ page }) => {
  await page.goto('/iframe.html?id=chrome-header--default&viewMode=story&globals=theme:light')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible()
})

test('a play function that fails fails its story: the outcome this test reads says so', async ({
  catalogue: { page },
}) => {
  // The Text Input story's play function types into the field labelled Title; with another label it
  // cannot find it and throws, which Storybook reports only on its channel (the story stays on screen).
  await page.goto(
    '/iframe.html?id=ui-field--text-input&viewMode=story&args=label:Name&globals=a11y.manual:!true',
  )
  const outcome = await storyOutcome(page)
  // Storybook 10 still ends such a story with `storyFinished` and status success: only the exception
  // on the channel says the play function failed, and the story tests fail on any such error.
  expect(outcome.errors.join('\n')).toMatch(/^playFunctionThrewException: .*"Title"/s)
  // The page is this worker's, shared with the story tests: go back to a clean one.
  await page.goto('about:blank')
})

for (const story of stories) {
  test(`${story.title} / ${story.name} [${story.id}]`, async ({ catalogue: { page, mail } }) => {
    const problems: string[] = []
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() !== 'error') return
      // Our own init scripts (event recorder, axe) are offered to every frame, and Chrome refuses them
      // in the mail preview's sandboxed srcdoc frame, which is that frame doing its job.
      if (isSandboxRefusal(msg.text())) return
      problems.push(`console error: ${msg.text().slice(0, 500)}`)
    }
    const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`)
    // The console only says "Failed to load resource"; the failing address is what helps.
    const onResponse = (response: Response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`)
    }
    const onRequestFailed = (request: Request) =>
      problems.push(`request failed (${request.failure()?.errorText}) ${request.url()}`)
    page.on('console', onConsole)
    page.on('pageerror', onPageError)
    page.on('response', onResponse)
    page.on('requestfailed', onRequestFailed)
    try {
      await openStory(page, story.id)
      const outcome = await storyOutcome(page)
      expect(outcome, `${story.id} (${story.importPath}) did not finish cleanly`).toEqual({
        end: 'storyFinished:success',
        errors: [],
        shown: true,
      })

      const now = await shown(page)
      // Dark, then light, in the same order every run. A story that sets its own theme ignores the toolbar's, and the social
      // cards keep their own colours whatever the theme: both are checked in one.
      const sharing = story.title.startsWith('Sharing/')
      const order: readonly Theme[] = now.pinned ? [now.theme] : sharing ? ['dark'] : THEMES
      // The social cards fill the canvas too, but have one size.
      const pageLevel = now.fullscreen && !sharing
      let current = now.theme
      for (const theme of order) {
        if (theme !== current) {
          await setTheme(page, theme)
          current = theme
        }
        expect(await axeViolations(page), `axe violations in ${story.id} (${theme} theme)`).toEqual([])
        await compare(async () => drawStory(page, await settled(page)), ['story', `${story.id}.${theme}.png`])
        // The phone width in one theme (dark, or the one a story sets): the colours are checked above.
        if (pageLevel && theme === order[0]) {
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
      // Last, so what the theme switch's render logs counts too.
      expect(problems, `console errors or failed requests in ${story.id}`).toEqual([])
    } finally {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
      page.off('response', onResponse)
      page.off('requestfailed', onRequestFailed)
    }
  })
}
