import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Cuts the network except the local server: every request to another host is aborted and recorded. */
async function offlineExceptLocalServer(page: Page): Promise<string[]> {
  const blocked: string[] = []
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1') return route.continue()
    blocked.push(url.href)
    return route.abort('internetdisconnected')
  })
  return blocked
}

test('the explorer opens with the network cut and runs a query', async ({ page }) => {
  const blocked = await offlineExceptLocalServer(page)
  // GraphiQL takes the initial query from the address, as in a shared explorer link.
  const response = await page.goto(`/graphql?query=${encodeURIComponent('{ projects { title } }')}`)
  expect(response?.headers()['content-type']).toContain('text/html')
  await expect(page).toHaveTitle('Portfolio GraphQL API')

  await expect(page.locator('.graphiql-query-editor')).toContainText('projects', { timeout: 20_000 })
  await page.getByRole('button', { name: /execute query/i }).click()

  await expect(page.locator('.graphiql-response')).toContainText('"AI Meal Planner"', { timeout: 15_000 })

  // The schema documents itself: the Docs panel shows the field descriptions.
  await page.getByRole('button', { name: /documentation explorer/i }).click()
  await page.getByRole('link', { name: 'Query' }).first().click()
  await expect(page.getByText('Every project, in display order.')).toBeVisible()

  expect(blocked).toEqual([])
})

test('a first visit opens on the example tabs, and one runs as it is', async ({ page }) => {
  const blocked = await offlineExceptLocalServer(page)
  await page.goto('/graphql')
  const tabs = page.getByRole('tablist')
  for (const name of [
    'ProjectsWithCommands',
    'OneProject',
    'WorkExperience',
    'NewsletterArchive',
    'SignedInReader',
  ])
    await expect(tabs.getByRole('tab', { name })).toBeVisible({ timeout: 20_000 })
  // The editor swaps its text once the tab is selected; on a busy machine a click can land before the
  // tab bar answers, so the click is repeated until it takes.
  await expect(async () => {
    await tabs.getByRole('tab', { name: 'OneProject' }).click()
    await expect(page.locator('.graphiql-query-editor')).toContainText('project(id: $id)', { timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  // GraphiQL learns the new tab's operation name a moment after the text: a run in between asks for the
  // old tab's operation ('Cannot infer operation'), as a person pressing at once would see; press again.
  await expect(async () => {
    await page.getByRole('button', { name: /execute query/i }).click()
    await expect(page.locator('.graphiql-response')).toContainText('"AI Meal Planner"', { timeout: 5000 })
  }).toPass({ timeout: 30_000 })
  expect(blocked).toEqual([])
})

test("the public pages carry none of the explorer's code", async ({ request }) => {
  const home = await (await request.get('/')).text()
  expect(home).not.toMatch(/graphiql/i)
  // Every file of the client build (route chunks included), as the server serves them.
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))
  expect(files.size).toBeGreaterThan(0)
  for (const file of files) {
    if (!/\.(js|css)$/.test(file)) continue
    const response = await request.get(`/${file}`)
    expect(response.status(), file).toBe(200)
    expect(await response.text(), file).not.toMatch(/graphiql/i)
  }
})
