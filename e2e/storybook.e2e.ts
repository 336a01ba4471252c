import { existsSync, readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * Opens every story of the built catalogue (storybook-static, built and served by the Playwright
 * webServer before this file loads) and checks that it renders without errors and passes axe. The
 * shared fixture already fails a test on any console error or uncaught exception.
 */

interface IndexEntry {
  type: 'story' | 'docs'
  id: string
  title: string
  name: string
  importPath: string
}

const INDEX = new URL('../storybook-static/index.json', import.meta.url)

/** Rules from these WCAG levels: page-level best practices (landmarks, one h1) do not fit components. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

function readStories(): IndexEntry[] {
  // `playwright test --list` loads this file without starting the web servers.
  if (!existsSync(INDEX)) return []
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

interface StoryLog {
  /** How the story ended: `storyFinished:success`, `storyFinished:error`, `storyErrored`, `storyMissing`. */
  end: string[]
  errors: string[]
}

/**
 * Runs in the page before Storybook: listens to the preview's channel (storybook/internal/core-events
 * names) from the moment Storybook creates it. A failing play function leaves the story on screen and
 * only says so on the channel, so the DOM alone cannot tell.
 */
function recordStoryEvents() {
  const log: StoryLog = { end: [], errors: [] }
  ;(globalThis as { __storyLog?: StoryLog }).__storyLog = log
  const errorText = (detail: unknown): string =>
    Array.isArray(detail)
      ? detail.map(errorText).join('\n')
      : typeof detail === 'object' && detail !== null
        ? [(detail as { message?: unknown }).message, (detail as { stack?: unknown }).stack]
            .filter(Boolean)
            .join('\n') || JSON.stringify(detail)
        : String(detail)
  let channel: unknown
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on: (type: string, listener: (detail: unknown) => void) => void }) {
      channel = value
      value.on('storyFinished', (detail) =>
        log.end.push(`storyFinished:${(detail as { status?: string }).status}`),
      )
      for (const type of ['storyErrored', 'storyMissing'])
        value.on(type, (detail) => {
          log.end.push(type)
          log.errors.push(`${type}: ${errorText(detail)}`)
        })
      for (const type of ['storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying'])
        value.on(type, (detail) => log.errors.push(`${type}: ${errorText(detail)}`))
    },
  })
}

interface Outcome {
  end: string
  errors: string[]
  shown: boolean
}

/** Waits until Storybook has finished the story (rendered, play function and animations done) or failed. */
async function storyOutcome(page: Page): Promise<Outcome> {
  const handle = await page.waitForFunction(() => {
    const log = (globalThis as { __storyLog?: StoryLog }).__storyLog
    if (!log || log.end.length === 0) return null
    // The story's root, or a portal on <body> (an open dialog), must hold something.
    const shown = [...document.body.children].some(
      (el) =>
        el.childElementCount > 0 &&
        el.id !== 'storybook-docs' &&
        el.tagName !== 'SCRIPT' &&
        ![...el.classList].some((name) => name.startsWith('sb-')),
    )
    return { end: log.end[0], errors: log.errors, shown }
  })
  return (await handle.jsonValue()) as Outcome
}

const stories = readStories()

test('the catalogue lists stories', () => {
  expect(existsSync(INDEX), 'storybook-static/index.json (run npm run build-storybook)').toBe(true)
  expect(stories.length).toBeGreaterThan(0)
})

for (const story of stories) {
  test(`${story.title} / ${story.name} [${story.id}]`, async ({ page }) => {
    // The console only says "Failed to load resource"; the failing address is what helps.
    const failedRequests: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`)
    })
    page.on('requestfailed', (request) =>
      failedRequests.push(`${request.failure()?.errorText} ${request.url()}`),
    )
    await page.addInitScript(recordStoryEvents)
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`)
    const outcome = await storyOutcome(page)
    expect(outcome, `${story.id} (${story.importPath}) did not finish cleanly`).toEqual({
      end: 'storyFinished:success',
      errors: [],
      shown: true,
    })
    expect(failedRequests, `failed requests in ${story.id}`).toEqual([])

    // The whole document, not just #storybook-root: dialogs and menus render into portals on <body>.
    // Storybook's own hidden placeholders are skipped by axe as hidden content.
    const { violations } = await new AxeBuilder({ page })
      // One options object: `options()` replaces what `withTags()` would set.
      .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
      .analyze()
    const found = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    )
    expect(found, `axe violations in ${story.id}`).toEqual([])
  })
}
