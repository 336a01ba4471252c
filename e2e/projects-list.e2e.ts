import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { countGraphqlRequests, expect, test } from './fixtures.ts'
import { projectIdByTitle } from './support/admin.ts'
import { failGraphql, holdGraphql } from './support/graphql.ts'
import { SAMPLE_TITLES } from './support/home.ts'
import { waitForHydration } from './support/hydration.ts'

// The browser's client sends queries as GET /graphql?query=..., which a glob ending in /graphql would not match.
const cards = (page: Page) => page.locator('[data-project-card]')
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) })
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents()
const count = (page: Page) => page.getByText(/^Showing \d+ of \d+ projects$/)
const search = (page: Page) => page.getByPlaceholder('Search projects...')
const techSelect = (page: Page) => page.getByLabel('Technology')
const statusSelect = (page: Page) => page.getByLabel('Status', { exact: true })

/** Waits until the page has hydrated, so typing reaches React. */
async function openList(page: Page, path = '/projects') {
  await page.goto(path)
  await waitForHydration(page)
}

test('the server renders every sample project, with no GraphQL request on first load', async ({ page }) => {
  const graphql = countGraphqlRequests(page)
  await openList(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  await expect.poll(() => cardTitles(page)).toEqual(SAMPLE_TITLES)
  await expect(count(page)).toHaveText('Showing 6 of 6 projects')
  await expect(page).toHaveTitle(/Projects/)
  expect(graphql.count()).toBe(0)
})

test('filter options are exactly the spec lists', async ({ page }) => {
  await openList(page)
  await expect(techSelect(page).locator('option')).toHaveText([
    'All',
    'React',
    'TypeScript',
    'Node.js',
    'PostgreSQL',
    'Python',
    'Next.js',
    'Tailwind CSS',
    'Express',
    'MongoDB',
  ])
  await expect(statusSelect(page).locator('option')).toHaveText([
    'All',
    'Completed',
    'In Progress',
    'Planning',
  ])
})

test('search matches title or description, case-insensitively, and lives in the URL', async ({ page }) => {
  await openList(page)
  await search(page).fill('FOCUS')
  await expect.poll(() => cardTitles(page)).toEqual(['Focus Timer'])
  await expect(count(page)).toHaveText('Showing 1 of 6 projects')
  await expect(page).toHaveURL(/\/projects\?q=FOCUS$/)

  // 'shopping list' appears only in the meal planner's description.
  await search(page).fill('shopping list')
  await expect.poll(() => cardTitles(page)).toEqual(['AI Meal Planner'])

  await page.reload()
  await expect(search(page)).toHaveValue('shopping list')
  await expect(count(page)).toHaveText('Showing 1 of 6 projects')
  await expect.poll(() => cardTitles(page)).toEqual(['AI Meal Planner'])
})

test('typing does not add history entries', async ({ page }) => {
  await page.goto('/')
  await openList(page)
  // Typed key by key, as fast as the browser takes it: no character may get lost to a late URL update.
  await search(page).pressSequentially('focus timer')
  await expect(search(page)).toHaveValue('focus timer')
  await expect(page).toHaveURL(/q=focus\+timer$/)
  await expect.poll(() => cardTitles(page)).toEqual(['Focus Timer'])
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('technology filter is a case-insensitive substring match', async ({ page }) => {
  await openList(page)
  await techSelect(page).selectOption('MongoDB')
  await expect.poll(() => cardTitles(page)).toEqual(['Budget Expense Tracker', 'Plant Care Assistant'])
  await expect(count(page)).toHaveText('Showing 2 of 6 projects')
  await expect(page).toHaveURL(/tech=MongoDB/)

  await techSelect(page).selectOption('Tailwind CSS')
  await expect.poll(() => cardTitles(page)).toEqual(['AI Meal Planner', 'Focus Timer'])
})

test('status filter narrows by status', async ({ page }) => {
  await openList(page)
  await statusSelect(page).selectOption('In Progress')
  await expect.poll(() => cardTitles(page)).toEqual(['Climate Weather Dashboard'])
  await statusSelect(page).selectOption('Planning')
  await expect.poll(() => cardTitles(page)).toEqual(['Reading List & Book Notes'])
  await statusSelect(page).selectOption('Completed')
  await expect
    .poll(() => cardTitles(page))
    .toEqual(['AI Meal Planner', 'Focus Timer', 'Budget Expense Tracker'])
  await expect(page).toHaveURL(/status=Completed/)
})

test('a shared filtered address is rendered filtered by the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/projects?status=completed&tech=next.js&view=list')
  await expect.poll(() => cardTitles(page)).toEqual(['Focus Timer'])
  await expect(count(page)).toHaveText('Showing 1 of 6 projects')
  await expect(page.locator('[data-view="list"]')).toBeVisible()
  await context.close()
})

test('filters combine; the empty state clears search and both filters', async ({ page }) => {
  await openList(page, '/projects?view=list')
  await statusSelect(page).selectOption('Planning')
  await techSelect(page).selectOption('React')
  await search(page).fill('nothing like this')
  await expect(page.getByText('No projects found matching your criteria')).toBeVisible()
  await expect(count(page)).toHaveText('Showing 0 of 6 projects')
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(count(page)).toHaveText('Showing 6 of 6 projects')
  await expect(search(page)).toHaveValue('')
  await expect(techSelect(page)).toHaveValue('All')
  await expect(statusSelect(page)).toHaveValue('All')
  // The layout is not a filter: it stays.
  await expect(page).toHaveURL(/\/projects\?view=list$/)
})

test('grid and list views show their own chip limits', async ({ page }) => {
  await openList(page)
  const grid = page.getByRole('button', { name: 'Grid view' })
  const list = page.getByRole('button', { name: 'List view' })
  await expect(grid).toHaveAttribute('aria-pressed', 'true')
  await expect(list).toHaveAttribute('aria-pressed', 'false')
  // AI Meal Planner has five technologies.
  const meal = card(page, 'AI Meal Planner')
  await expect(meal.getByRole('listitem')).toHaveText(['React', 'TypeScript', 'Python', '+2'])
  await expect(card(page, 'Focus Timer').getByRole('listitem')).toHaveText([
    'React',
    'TypeScript',
    'Next.js',
    '+1',
  ])

  await list.click()
  await expect(list).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/view=list/)
  await expect(meal.getByRole('listitem')).toHaveText([
    'React',
    'TypeScript',
    'Python',
    'PostgreSQL',
    '+1 more',
  ])
  // Four technologies fit a list card with nothing left over.
  await expect(card(page, 'Focus Timer').locator('[data-more]')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
})

test('status badges are coloured by status', async ({ page }) => {
  await openList(page)
  const tone = (title: string) => card(page, title).locator('[data-tone]')
  await expect(tone('AI Meal Planner')).toHaveAttribute('data-tone', 'success')
  await expect(tone('AI Meal Planner')).toHaveText('Completed')
  await expect(tone('Climate Weather Dashboard')).toHaveAttribute('data-tone', 'warning')
  await expect(tone('Climate Weather Dashboard')).toHaveText('In Progress')
  await expect(tone('Reading List & Book Notes')).toHaveAttribute('data-tone', 'neutral')
  await expect(tone('Plant Care Assistant')).toHaveAttribute('data-tone', 'neutral')
})

test('cards open the project; demo and source links open a new tab outside the card link', async ({
  page,
}) => {
  await openList(page)
  const meal = card(page, 'AI Meal Planner')
  const demo = meal.getByRole('link', { name: /^Demo/ })
  const source = meal.getByRole('link', { name: /^Source/ })
  await expect(demo).toHaveAttribute('href', 'https://example.com/meal-planner')
  await expect(source).toHaveAttribute('href', 'https://github.com/example/meal-planner')
  for (const link of [demo, source]) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  expect(await page.locator('a a').count()).toBe(0)
  // Reading List has neither link; Climate only the source.
  await expect(card(page, 'Reading List & Book Notes').getByRole('link')).toHaveCount(1)
  await expect(card(page, 'Climate Weather Dashboard').getByRole('link', { name: /^Demo/ })).toHaveCount(0)

  const id = await projectIdByTitle(page, 'AI Meal Planner')
  await meal.scrollIntoViewIfNeeded()
  // The title link is stretched over the whole card: its description is part of the link's target.
  const description = meal.getByText(/Plans a week of meals/)
  const box = (await description.boundingBox())!
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(hit).toBe(`/project/${id}`)
  await meal.getByRole('link', { name: 'AI Meal Planner', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'AI Meal Planner' })).toBeVisible()
})

test('cards show the hero image, else the decorative visual', async ({ page }) => {
  await openList(page)
  await expect(cards(page).locator('[data-media="visual"]')).toHaveCount(6)
})

test.describe('failures', () => {
  test.use({ expectedHttpErrors: [503] })

  test('a failed load says so', async ({ page }) => {
    // Start on a page that has not loaded the list, so the list must come over the network.
    await page.goto(`/project/${await projectIdByTitle(page, 'Focus Timer')}`)
    await waitForHydration(page)
    await failGraphql(page)
    await page.getByRole('link', { name: 'All projects' }).click()
    await expect(page.getByText('Failed to load projects. Please try again later.')).toBeVisible()
    await expect(count(page)).toHaveCount(0)
  })
})

test('the list shows a loading state while it is fetched', async ({ page }) => {
  await page.goto(`/project/${await projectIdByTitle(page, 'Focus Timer')}`)
  await waitForHydration(page)
  const release = await holdGraphql(page)
  await page.getByRole('link', { name: 'All projects' }).click()
  await expect(page.getByText('Loading projects...')).toBeVisible()
  release()
  await expect(count(page)).toHaveText('Showing 6 of 6 projects')
  await expect(page.getByText('Loading projects...')).toHaveCount(0)
})

test('no WCAG A/AA violations in either layout; the card link shows its focus', async ({ page }) => {
  for (const path of ['/projects', '/projects?view=list&status=Completed']) {
    await openList(page, path)
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
  }
  const link = card(page, 'AI Meal Planner').getByRole('link', { name: 'AI Meal Planner', exact: true })
  await link.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  const outline = await link.evaluate((el) => getComputedStyle(el, '::after').outlineStyle)
  expect(outline).toBe('solid')
})

test('the list fits phone and desktop widths in both views', async ({ page }) => {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const view of ['grid', 'list']) {
      await openList(page, view === 'list' ? '/projects?view=list' : '/projects')
      await expect(cards(page)).toHaveCount(SAMPLE_TITLES.length)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  }
})
