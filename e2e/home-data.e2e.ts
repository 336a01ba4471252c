import type { Page } from '@playwright/test'
import { DEFAULT_CAREER_START } from '../src/shared/site.ts'
import { formatYearsOfExperience, yearsOfExperience } from '../web/pages/home/about/experience.ts'
import { topTechnologies } from '../web/pages/home/about/skills.ts'
import { countGraphqlRequests, expect, test } from './fixtures.ts'
import { failGraphql, holdGraphql, isGraphql } from './support/graphql.ts'
import { publicContent, SAMPLE_TITLES } from './support/home.ts'
import { waitForHomeSections, waitForHydration } from './support/hydration.ts'

/** Any in-app link to the home page (the header's, whatever its wording): a client-side navigation. */
const linkHome = (page: Page) => page.locator('a[href="/"]').first()

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

test('the sections under the hero hydrate in place: their server HTML is never replaced', async ({
  page,
}) => {
  // A browser date other than the server's changes the years figure right after hydration: the kind
  // of update that, reaching a section not hydrated yet, would make React render it again (blank first).
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { removedSections: removed })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && ['about', 'projects', 'timeline'].includes(node.id))
            removed.push(node.id)
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  await waitForHomeSections(page)
  await expect(page.locator('#about dl dd').first()).toHaveText(
    formatYearsOfExperience(yearsOfExperience(new Date('2026-01-01T00:00:00Z'), DEFAULT_CAREER_START)),
  )
  expect(
    await page.evaluate(() => (window as unknown as { removedSections: string[] }).removedSections),
  ).toEqual([])
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

test('stats: years from the browser date, completed projects, endless tea', async ({ page }) => {
  // Before June 2026: three years, whatever the server's own date says.
  const { projects } = await publicContent(page.request)
  await page.clock.install({ time: new Date('2026-03-15T10:00:00Z') })
  await page.goto('/')
  const stat = (name: string) => page.locator('#about dl div').filter({ hasText: name }).locator('dd')
  await expect(stat('Years of Experience')).toHaveText('≈3')
  // The completed ones, as the label says (issue 24 item 8), not every project.
  const completed = projects.filter((p) => p.status === 'completed').length
  expect(completed).toBeLessThan(projects.length)
  await expect(stat('Projects Completed')).toHaveText(String(completed))
  await expect(stat('Cups of Tea')).toHaveText('∞')
})

test('without JavaScript the years come from the server date', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const expected = formatYearsOfExperience(yearsOfExperience(new Date(), DEFAULT_CAREER_START))
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

  test('after a failure: Projects Completed is a dash, and Retry loads the sections (issue 15 item 17)', async ({
    page,
  }) => {
    const { projects } = await publicContent(page.request)
    await page.goto('/no-such-page')
    await failGraphql(page)
    await linkHome(page).click()
    await expect(page.getByText('Failed to load projects. Please try again later.')).toBeVisible()
    const completed = page.locator('#about dl div').filter({ hasText: 'Projects Completed' }).locator('dd')
    await expect(completed).toHaveText('—not available')
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(2)

    await page.unroute(isGraphql)
    await page.locator('#projects').getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('strip-card')).toHaveCount(projects.length)
    await expect(completed).toHaveText(String(projects.filter((p) => p.status === 'completed').length))
    await expect(page.getByTestId('timeline-item').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  })

  test('/projects: Retry after a failed load shows the list', async ({ page }) => {
    const { projects } = await publicContent(page.request)
    await page.goto('/no-such-page')
    await waitForHydration(page)
    await failGraphql(page)
    await linkHome(page).click()
    await page.getByRole('link', { name: 'View All Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
    await expect(page.getByText('Failed to load projects. Please try again later.')).toBeVisible()
    await page.unroute(isGraphql)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${projects.length} of ${projects.length} projects`,
    )
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
