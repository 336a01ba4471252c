import type { Page } from '@playwright/test'
import { formatYearsOfExperience, yearsOfExperience } from '../web/pages/home/about/experience.ts'
import { topTechnologies } from '../web/pages/home/about/skills.ts'
import { countGraphqlRequests, expect, test } from './fixtures.ts'
import { failGraphql, holdGraphql } from './support/graphql.ts'
import { publicContent } from './support/home.ts'
import { waitForHydration } from './support/hydration.ts'

/** Any in-app link to the home page (the header's, whatever its wording): a client-side navigation. */
const linkHome = (page: Page) => page.locator('a[href="/"]').first()

/** urql sends queries as GET with the query in the search string. */
const SAMPLE_TITLES = [
  'AI Meal Planner',
  'Focus Timer',
  'Climate Weather Dashboard',
  'Budget Expense Tracker',
  'Reading List & Book Notes',
  'Plant Care Assistant',
]

test('the server HTML holds the projects and the work experience', async ({ request }) => {
  const html = await (await request.get('/')).text()
  for (const title of SAMPLE_TITLES) expect(html).toContain(title.replace('&', '&amp;'))
  expect(html).toContain('Brightline Analytics')
  expect(html).toContain('Lumen Retail')
  expect(html).toContain(
    'My professional journey through the years - current role highlighted in the center.',
  )
  expect(html).not.toContain('Loading projects...')
  expect(html).not.toContain('Loading work experiences...')
  expect(html).toContain('id="about"')
  expect(html).toContain('id="projects"')
  expect(html).toContain('id="timeline"')
})

test('first load: content at once, no GraphQL request, title and description', async ({ page }) => {
  const { projects, workExperiences } = await publicContent(page.request)
  const graphql = countGraphqlRequests(page)
  await page.goto('/')
  await expect(page.getByTestId('strip-card')).toHaveCount(projects.length)
  await expect(page.getByTestId('timeline-item')).toHaveCount(workExperiences.length)
  await waitForHydration(page)
  expect(graphql.count()).toBe(0)
  await expect(page).toHaveTitle('Alex Morgan · FullStack Machine Learning Engineer')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Alex Morgan/)
})

test('without JavaScript the About block is visible, not waiting for a fade-in', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const about = page.locator('#about')
  await about.scrollIntoViewIfNeeded()
  await expect(about.getByText('Here is a little background')).toBeVisible()
  await expect(about.locator('[data-reveal]')).toHaveCSS('opacity', '1')
  await expect(page.getByTestId('typewriter').getByText(/./)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName("Hi, I'm Alex.")
  await context.close()
})

test('stats: years from the browser date, number of projects, endless tea', async ({ page }) => {
  // Before June 2026: three years, whatever the server's own date says.
  const { projects } = await publicContent(page.request)
  await page.clock.install({ time: new Date('2026-03-15T10:00:00Z') })
  await page.goto('/')
  const stat = (name: string) => page.locator('#about dl div').filter({ hasText: name }).locator('dd')
  await expect(stat('Years of Experience')).toHaveText('≈3')
  await expect(stat('Projects Completed')).toHaveText(String(projects.length))
  await expect(stat('Cups of Tea')).toHaveText('∞')
})

test('without JavaScript the years come from the server date', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const expected = formatYearsOfExperience(yearsOfExperience(new Date()))
  await expect(
    page.locator('#about dl div').filter({ hasText: 'Years of Experience' }).locator('dd'),
  ).toHaveText(expected)
  await context.close()
})

test('skill tags: the most frequent technologies, at most 8', async ({ page }) => {
  const { projects } = await publicContent(page.request)
  await page.goto('/')
  const tags = page.getByRole('list', { name: 'Skills' }).getByRole('listitem')
  await expect(tags).toHaveCount(8)
  await expect(tags).toHaveText(topTechnologies(projects))
  // With the sample data: React in 5 projects, then TypeScript, Python and PostgreSQL in 4 each.
  await expect(tags.first()).toHaveText('React')
})

test.describe('failed requests', () => {
  // An aborted request would log a network error the fixture cannot tell from a real one; a 503 it can.
  test.use({ expectedHttpErrors: [503] })

  test('error texts for projects and work experience', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await failGraphql(page)
    await linkHome(page).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Failed to load projects. Please try again later.')).toBeVisible()
    await expect(page.getByText('Failed to load work experiences. Please try again later.')).toBeVisible()
    await expect(page.getByTestId('strip-card')).toHaveCount(0)
    await expect(page.getByTestId('timeline-item')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View All Projects' })).toBeVisible()
  })
})

test('slow requests: loading texts, then the content', async ({ page }) => {
  const { projects } = await publicContent(page.request)
  await page.goto('/no-such-page')
  const release = await holdGraphql(page)
  await linkHome(page).click()
  await expect(page.getByText('Loading projects...')).toBeVisible()
  await expect(page.getByText('Loading work experiences...')).toBeVisible()
  release()
  await expect(page.getByTestId('strip-card')).toHaveCount(projects.length)
  await expect(page.getByText('Loading projects...')).toHaveCount(0)
  await expect(
    page.getByText('My professional journey through the years - current role highlighted in the center.'),
  ).toBeVisible()
})
