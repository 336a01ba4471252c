import { countGraphqlRequests, expect, test } from './fixtures.ts'
import { waitForHydration } from './support/hydration.ts'

// The page cache serves one copy to every address a page renders alike (docs/decisions/215): the copy
// below is filled by one address and opened at another, as a visitor from a tracked link would get it.
// The fixture fails the test on any hydration warning or console error.

test('a tracked link to the home page gets the cached page, hydrates, and keeps its address', async ({
  page,
}) => {
  await page.request.get('/?r=filled-by-another-address')
  const graphql = countGraphqlRequests(page)
  const address = '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch'
  const response = await page.goto(address)
  expect(response?.headers()['no-vary-search']).toBe('params')
  await waitForHydration(page)
  await expect(page).toHaveURL(address)
  expect(await page.evaluate(() => new URLSearchParams(window.location.search).get('utm_source'))).toBe(
    'newsletter',
  )
  // The loader data in the copy served this address too: the first load asked nothing more.
  expect(graphql.count()).toBe(0)
})

test('a filtered list reached by another spelling of its filters hydrates with them and stays usable', async ({
  page,
}) => {
  await page.request.get('/projects?tech=next-js&status=completed&utm_source=a')
  const address = '/projects?status=Completed&tech=Next.js&fbclid=b'
  await page.goto(address)
  await waitForHydration(page)
  await expect(page).toHaveURL(address)
  await expect(page.getByLabel('Technology')).toHaveValue('Next.js')
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Completed')
  const titles = page.locator('[data-project-card]').getByRole('heading')
  await expect.poll(() => titles.allTextContents()).toEqual(['Focus Timer'])
  // React has the page: a filter change goes through the router, not a reload.
  await page.getByLabel('Technology').selectOption('All')
  await expect(page).toHaveURL(/\/projects\?status=Completed$/)
  await expect
    .poll(() => titles.allTextContents())
    .toEqual(['AI Meal Planner', 'Focus Timer', 'Budget Expense Tracker'])
})
