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

test('the admin panel ships as its own chunk, fetched only by its own page', async ({ request }) => {
  // The chunks each page's boot code asks for (docs/decisions/222-before-hydration-code.md).
  const chunks = async (path: string) => {
    const html = await (await request.get(path)).text()
    const code = /<script type="application\/json" id="page-code">(.*?)<\/script>/.exec(html)?.[1]
    expect(code, `${path} lists its code`).toBeDefined()
    return JSON.parse(code!) as { scripts: string[]; preloads: string[] }
  }
  const home = await chunks('/')
  const admin = await chunks('/admin')
  expect(home.scripts).toEqual(admin.scripts)
  expect(home.preloads.some((href) => href.includes('AdminPage'))).toBe(false)
  expect(admin.preloads.some((href) => href.includes('AdminPage'))).toBe(true)
  // The matched page's chunk comes in the same round as the entry's, not after it.
  expect((await chunks('/project/1')).preloads.some((href) => href.includes('ProjectPage'))).toBe(true)
})

for (const path of ['/', '/project/1', '/newsletter', '/auth']) {
  test(`${path} asks for no script before its first contentful paint, and then hydrates`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    const html = (await response?.text()) ?? ''
    expect(html).not.toMatch(/<script[^>]*\bsrc=|<link rel="modulepreload"/)
    await waitForHydration(page)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint)
  })
}
