import { existsSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

/**
 * The built catalogue as the story tests see it: its stories (storybook-static/index.json), a recorder of
 * the preview channel's story events, and a way to switch stories in one page. Shared by the story test
 * (e2e/storybook.e2e.ts) and the pixel checks (e2e/visual.e2e.ts).
 */

export interface IndexEntry {
  type: 'story' | 'docs'
  id: string
  title: string
  name: string
  importPath: string
}

export const INDEX = new URL('../../storybook-static/index.json', import.meta.url)

export function readStories(): IndexEntry[] {
  // `playwright test --list` loads this file without starting the web servers.
  if (!existsSync(INDEX)) return []
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

export interface StoryLog {
  /** How the story ended: `storyFinished:success`, `storyFinished:error`, `storyErrored`, `storyMissing`. */
  end: string[]
  errors: string[]
}

/**
 * Runs in the page before Storybook: listens to the preview's channel (storybook/internal/core-events
 * names) from the moment Storybook creates it. A failing play function leaves the story on screen and
 * only says so on the channel, so the DOM alone cannot tell.
 */
export function recordStoryEvents() {
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

export interface Outcome {
  end: string
  errors: string[]
  shown: boolean
}

/** Waits until Storybook has finished the story (rendered, play function and animations done) or failed. */
export async function storyOutcome(page: Page): Promise<Outcome> {
  const handle = await page.waitForFunction(() => {
    const log = (globalThis as { __storyLog?: StoryLog }).__storyLog
    if (!log || log.end.length === 0) return null
    // The story's root, or a portal on <body> (an open dialog), must hold something.
    const shown = [...document.body.children].some(
      (el) =>
        el.childElementCount > 0 &&
        el.id !== 'storybook-docs' &&
        el.id !== 'storybook-a11y-vision-filters' &&
        el.tagName !== 'SCRIPT' &&
        ![...el.classList].some((name) => name.startsWith('sb-')),
    )
    return { end: log.end[0], errors: log.errors, shown }
  })
  return (await handle.jsonValue()) as Outcome
}

/** Shows a story: the first one by loading the preview, the next ones through the preview channel. */
export async function openStory(page: Page, id: string) {
  if (!page.url().includes('/iframe.html')) {
    // The Accessibility panel's own axe run after every story is switched off (manual): this test runs
    // the same rules itself, in both themes.
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`)
    return
  }
  await page.evaluate((storyId) => {
    const g = globalThis as {
      __storyLog?: StoryLog
      __STORYBOOK_ADDONS_CHANNEL__?: { emit: (type: string, detail: unknown) => void }
    }
    g.__storyLog!.end.length = 0
    g.__storyLog!.errors.length = 0
    g.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' })
  }, id)
}
