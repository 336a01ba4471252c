import { countGraphqlRequests, expect, test } from './fixtures.ts'
import { waitForHydration } from './support/hydration.ts'

test('the home page holds its content before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByText('AI Meal Planner').first()).toBeVisible()
  await context.close()
})

test('hydrates without errors and without a GraphQL request on first load', async ({ page }) => {
  const graphql = countGraphqlRequests(page)
  await page.goto('/')
  await waitForHydration(page)
  expect(graphql.count()).toBe(0)
})

test('client-side navigation to /projects and back', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const marker = await page.evaluate(() => {
    ;(window as unknown as { __marker: number }).__marker = 42
    return 42
  })
  await page.getByRole('link', { name: 'View All Projects' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  // Same document throughout: the navigation happened in the client.
  expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(marker)
})

test('unknown paths show Page Not Found with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('the admin panel ships as its own chunk, preloaded only on its own page; reading pages preload no code', async ({
  request,
}) => {
  const preloads = async (path: string) => {
    const html = await (await request.get(path)).text()
    return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
  }
  const home = await preloads('/')
  const admin = await preloads('/admin')
  expect(home.some((href) => href?.includes('AdminPage'))).toBe(false)
  expect(admin.some((href) => href?.includes('AdminPage'))).toBe(true)
  // docs/decisions/153-module-preloads-on-personal-pages-only.md
  expect(home).toEqual([])
  expect(await preloads('/project/1')).toEqual([])
})
