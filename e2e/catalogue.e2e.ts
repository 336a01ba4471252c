import { existsSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { AXE_RUN_OPTIONS } from '../.storybook/axe-rules.ts'
import { VIEWPORTS } from '../.storybook/viewports.ts'
import { contrastRatio, parseColor } from '../web/theme/contrast.ts'
import { PALETTES } from '../web/theme/palette.ts'
import { expect, test } from './fixtures.ts'

/**
 * The built catalogue as a reviewer uses it (storybook-static, built and served by the Playwright
 * webServer): Docs pages with prop tables, the introduction and design token pages, the Theme and
 * viewport toolbars and the Accessibility panel. e2e/storybook.e2e.ts checks the stories themselves.
 */

interface IndexEntry {
  type: 'story' | 'docs'
  id: string
  title: string
  tags?: string[]
}

const INDEX = new URL('../storybook-static/index.json', import.meta.url)
const entries = (): IndexEntry[] =>
  existsSync(INDEX)
    ? Object.values(
        (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
      )
    : []

/** The catalogue's manager page (sidebar, toolbar, panels) at one entry. */
async function openManager(page: Page, path: string) {
  await page.goto(`/?path=${path}`)
  return page.frameLocator('#storybook-preview-iframe')
}

test('every component has a Docs page, and every row of every prop table has a description', async ({
  page,
}) => {
  const all = entries()
  const components = [...new Set(all.filter((e) => e.type === 'story').map((e) => e.title))]
  const docs = new Set(
    all.filter((e) => e.type === 'docs' && e.tags?.includes('autodocs')).map((e) => e.title),
  )
  expect(components.length).toBeGreaterThan(40)
  expect(components.filter((title) => !docs.has(title))).toEqual([])

  // The rows a Docs table shows are the first story's argTypes: docgen's from the props type (its JSDoc is
  // the description) merged with the story's own. Read from the preview, one component after another.
  const firstStories = components.map((title) => all.find((e) => e.type === 'story' && e.title === title)!.id)
  await page.goto(`/iframe.html?id=${firstStories[0]}&viewMode=story`)
  const tables = await page.evaluate(async (ids) => {
    const preview = (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: {
          ready: () => Promise<void>
          storyStoreValue: {
            loadStory: (a: { storyId: string }) => Promise<{
              title: string
              argTypes: Record<string, { description?: string; table?: { disable?: boolean } }>
            }>
          }
        }
      }
    ).__STORYBOOK_PREVIEW__
    await preview.ready()
    const out: { title: string; rows: string[]; undescribed: string[] }[] = []
    for (const storyId of ids) {
      const story = await preview.storyStoreValue.loadStory({ storyId })
      const rows = Object.entries(story.argTypes).filter(([, a]) => a.table?.disable !== true)
      out.push({
        title: story.title,
        rows: rows.map(([name]) => name),
        undescribed: rows.filter(([, a]) => !a.description?.trim()).map(([name]) => name),
      })
    }
    return out
  }, firstStories)
  expect(tables.filter((t) => t.undescribed.length > 0)).toEqual([])
  // Most components take props; the few pages that read everything from their route take none.
  expect(tables.filter((t) => t.rows.length > 0).length).toBeGreaterThan(40)

  // And the page itself: the table with its descriptions, under the component's own description.
  const preview = await openManager(page, '/docs/ui-segmentedtoggle--docs')
  const table = preview.locator('table.docblock-argstable')
  await expect(table).toBeVisible({ timeout: 20_000 })
  const row = table.getByRole('row').filter({ hasText: 'onChange' })
  await expect(row).toContainText('Called with the value of the button pressed.')
  await expect(preview.getByText('Two or more mutually exclusive views')).toBeVisible()
})

test('the introduction and the design token page, with both palettes and their contrast', async ({
  page,
}) => {
  let preview = await openManager(page, '/docs/catalogue-introduction--docs')
  await expect(preview.getByRole('heading', { name: 'The component catalogue' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(preview.getByText('npm run storybook')).toBeVisible()

  preview = await openManager(page, '/docs/catalogue-design-tokens--docs')
  await expect(preview.getByRole('heading', { name: 'Design tokens', level: 1 })).toBeVisible({
    timeout: 20_000,
  })
  const colours = preview.getByRole('table', { name: /^Colours/ })
  await expect(colours.getByRole('rowheader')).toHaveCount(Object.keys(PALETTES.dark).length)
  // The ratios are computed from the palettes the components use.
  const text = colours
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'text', exact: true }) })
  for (const name of ['dark', 'light'] as const) {
    const ratio = contrastRatio(parseColor(PALETTES[name].text), parseColor(PALETTES[name].pageTop)).toFixed(
      2,
    )
    await expect(text).toContainText(`${PALETTES[name].text}${ratio}:1 on the page (AA text)`)
  }
  for (const caption of [/^Type scale/, /^Fonts/, /^Spacing/, /^Corner radii/])
    await expect(preview.getByRole('table', { name: caption })).toBeVisible()
})

test('the Theme and viewport toolbars change the story, the Accessibility panel runs the CI rules', async ({
  page,
}) => {
  const preview = await openManager(page, '/story/ui-segmentedtoggle--with-text')
  await expect(preview.getByRole('group', { name: 'Screenshot display' })).toBeVisible({ timeout: 20_000 })
  const html = preview.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'dark')

  await page.getByRole('button', { name: /^Colour theme/ }).click()
  await page.getByRole('option', { name: 'Light' }).click()
  await expect(html).toHaveAttribute('data-theme', 'light')
  await expect(page).toHaveURL(/globals=theme:light/)

  const frame = page.locator('#storybook-preview-iframe')
  for (const { name, styles } of Object.values(VIEWPORTS)) {
    await page.getByRole('button', { name: 'Viewport size' }).click()
    await page.getByRole('option', { name }).click()
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(Number.parseInt(styles.width, 10))
  }

  // The panel's axe options are the story test's (.storybook/axe-rules.ts), and it reports on this story.
  const a11y = await preview.locator('html').evaluate(
    () =>
      (
        globalThis as unknown as {
          __STORYBOOK_PREVIEW__: { currentRender: { story: { parameters: { a11y: unknown } } } }
        }
      ).__STORYBOOK_PREVIEW__.currentRender.story.parameters.a11y,
  )
  expect(a11y).toMatchObject({ options: AXE_RUN_OPTIONS, test: 'error' })
  await page.getByRole('tab', { name: 'Accessibility' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Accessibility' })
  await expect(panel.getByText('No accessibility violations found.')).toBeVisible({ timeout: 20_000 })
})
