import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { ADMIN_SCREENS } from '../web/pages/admin/screens.ts'
import { expect, test } from './fixtures.ts'
import { createReader, gotoHydrated, type Reader } from './support/accounts.ts'
import { createProjectViaApi, signInAsAdmin, uniqueName } from './support/admin.ts'

/**
 * Issue 24 items 9 and 10: the admin lists at a phone's width and a desktop's, quiet destructive actions
 * and the Outbox's reading pane (docs/decisions/220-design-pass.md).
 */

/**
 * WCAG A/AA violations on the whole page, one line each. The opened mail's sandboxed frame runs no
 * scripts, axe's included (the templates are checked in Storybook), as in mail-accounts.e2e.ts.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe[sandbox]')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('not rendered')
  return rect
}

/** The reader's row (a table row on a desktop, a card on a phone), found by its username. */
const readerRow = (page: Page, reader: Reader) =>
  page.locator('tbody tr', { has: page.getByRole('rowheader', { name: reader.username }) })

/**
 * Leaves `count` messages in the outbox as test sends of a draft newsletter to the admin (sign-ups, which
 * also leave mail, are throttled for the whole run).
 */
async function fillOutbox(page: Page, count: number) {
  const created = await page.request.post('/api/newsletter/issues', {
    data: { title: uniqueName('Outbox filler'), markdown: 'A short issue.', topics: [] },
  })
  const { id } = (await created.json()) as { id: number }
  for (let i = 0; i < count; i++) {
    expect((await page.request.post(`/api/newsletter/issues/${id}/test`)).ok()).toBe(true)
  }
  await page.request.delete(`/api/newsletter/issues/${id}`)
}

const THEMES = ['dark', 'light'] as const

// One reader for both widths: sign-ups are throttled per address (20 an hour), and the run shares one.
test('at 390 px each reader is a card with its actions on screen; at 1280 px an address stays on one line', async ({
  page,
  context,
  baseURL,
}) => {
  const reader = await createReader(page.request)
  await signInAsAdmin(page)
  const address = `/admin/subscribers?q=${encodeURIComponent(reader.username)}`
  for (const theme of THEMES) {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }])

    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, address)
    const row = readerRow(page, reader)
    await expect(row).toBeVisible()
    // A card: a bordered box of its own, not a table row squeezed between its neighbours.
    expect(await row.evaluate((el) => getComputedStyle(el).display)).not.toBe('table-row')
    expect(await row.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid')
    for (const name of [`End subscription of ${reader.username}`, `Delete ${reader.username}`]) {
      const rect = await box(page.getByRole('button', { name }))
      expect(rect.x).toBeGreaterThanOrEqual(0)
      expect(rect.x + rect.width).toBeLessThanOrEqual(390)
    }
    // Nothing on the page, nor in the list's box, needs a sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const region = page.getByRole('region', { name: /readers? match/ })
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])

    await page.setViewportSize({ width: 1280, height: 800 })
    const email = row.getByText(reader.email, { exact: true })
    // The whole address in its title (shown on hover) and in the page's text (read out in full).
    await expect(email).toHaveAttribute('title', reader.email)
    const shape = await email.evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
        whiteSpace: style.whiteSpace,
      }
    })
    expect(shape).toEqual({ lines: 1, whiteSpace: 'nowrap' })
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row')
    expect(await axeViolations(page)).toEqual([])
  }
})

test("a project's Delete is a quiet (ghost) button that still asks first", async ({ page }) => {
  await signInAsAdmin(page)
  const title = uniqueName('Quiet delete')
  await createProjectViaApi(page, title)
  await gotoHydrated(page, '/admin/projects')
  const remove = page.getByRole('button', { name: `Delete ${title}` })
  expect(await remove.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
  await remove.click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(title)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await remove.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('heading', { name: title })).toBeHidden()
})

test('at 1280 px a list row spans its screen, not the reading measure of body text', async ({ page }) => {
  await signInAsAdmin(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/work')
  const screen = page.locator('section[aria-labelledby="admin-work-heading"]')
  const row = screen.getByRole('listitem').first()
  // The measure (34em) capped each row at about half the screen.
  expect((await box(row)).width).toBeCloseTo((await box(screen)).width, 0)
  // And on every screen: topics, greeting lines, mail, images are rows of controls too.
  for (const path of ADMIN_SCREENS.map((s) => s.path)) {
    await page.goto(`/admin/${path}`)
    const held = await page
      .locator('main li')
      .evaluateAll((items) => items.filter((li) => getComputedStyle(li).maxWidth !== 'none').length)
    expect(held, `list items held to the reading measure on /admin/${path}`).toBe(0)
  }
})

test('a list search button lines up with its box, not with the box and its hint', async ({ page }) => {
  await signInAsAdmin(page)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/admin/subscribers')
    const search = page.getByRole('search', { name: 'Search readers' })
    const field = await box(search.getByRole('searchbox'))
    const button = await box(search.getByRole('button', { name: 'Search' }))
    expect(Math.abs(button.y + button.height / 2 - (field.y + field.height / 2))).toBeLessThanOrEqual(1)
    expect(button.x).toBeGreaterThan(field.x + field.width)
  }
})

test("the subscribers' note on adding readers is centred on the row of buttons it explains", async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/subscribers')
  const button = await box(page.getByText('Add a reader', { exact: true }))
  const note = await box(page.getByText('Nothing is mailed to readers you add or import.'))
  expect(Math.abs(note.y + note.height / 2 - (button.y + button.height / 2))).toBeLessThanOrEqual(1)
})

test('the Outbox reading pane stays in view while the list scrolls', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 600 })
  await signInAsAdmin(page)
  await fillOutbox(page, 14)
  const entries = page.getByRole('list', { name: 'Messages' }).getByRole('listitem')
  await expect
    .poll(async () => {
      await gotoHydrated(page, '/admin/outbox')
      return entries.count()
    })
    .toBeGreaterThanOrEqual(14)
  await entries.first().getByRole('link').click()
  const pane = page.getByRole('region', { name: 'Message' })
  await expect(pane.getByText('Choose a message to read it.')).toBeHidden()
  expect(await pane.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
  // The list scrolls on: its top goes 300 px past the top of the window.
  const list = page.getByRole('list', { name: 'Messages' })
  await list.evaluate((el) =>
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY + 300, behavior: 'instant' }),
  )
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  expect((await box(list)).y).toBeLessThan(-250)
  // The pane is still there, just under the fixed 64 px header.
  const rect = await box(pane)
  expect(rect.y).toBeGreaterThanOrEqual(64)
  expect(rect.y).toBeLessThan(600 / 2)
  expect(await axeViolations(page)).toEqual([])
})
