import type { Page } from '@playwright/test'
import config from '../playwright.config.ts'
import { expect, test } from './fixtures.ts'
import { signInAsAdmin } from './support/admin.ts'
import { e2eDatabase } from './support/database.ts'
import { waitForHydration } from './support/hydration.ts'

// Headless Chromium says "HeadlessChrome", which the server rightly takes for a bot: a visitor's agent,
// for the pages and also for the browser itself (a beacon sent while a page unloads carries the
// browser's agent, not the page's override).
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const launch = config.use?.launchOptions ?? {}
test.use({
  userAgent: VISITOR_AGENT,
  // The visit's time zone gives its country (Europe/Berlin → DE).
  timezoneId: 'Europe/Berlin',
  launchOptions: { ...launch, args: [...(launch.args ?? []), `--user-agent=${VISITOR_AGENT}`] },
})

const sql = e2eDatabase()
test.skip(!sql, 'needs the e2e server on DATABASE_URL: the embedded database cannot be read from here')
test.afterAll(async () => {
  await sql?.end()
})

interface Stored {
  kind: string
  path: string
  target: string | null
  lcp: number | null
  cls: number | null
  fcp: number | null
  ttfb: number | null
  country: string | null
  browser: string | null
}
const storedSince = (since: Date) =>
  sql!<Stored[]>`
    SELECT kind, path, target, lcp, cls, fcp, ttfb, country, browser FROM insight_events
    WHERE at >= ${since} ORDER BY at, kind`

const visitSince = async (since: Date) => (await storedSince(since)).filter((e) => e.path !== '/newsletter')

/** The next beacon the page sends, answered by the server. */
const nextBeacon = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/insights/events') && r.request().method() === 'POST')

test('a visit to /, /projects and a project page lands in the database, with the vitals', async ({
  page,
  context,
}) => {
  const since = new Date(Date.now() - 1000)
  await context.route('https://github.com/**', (route) => route.fulfill({ body: 'elsewhere' }))
  const first = nextBeacon(page)
  await page.goto('/?utm_source=e2e&utm_medium=test')
  expect((await first).status()).toBe(204)
  expect((await first).request().postDataJSON()).toMatchObject({ tz: 'Europe/Berlin' })
  await waitForHydration(page)

  const second = nextBeacon(page)
  await page.locator('a[href="/projects"]').first().click()
  await expect(page).toHaveURL(/\/projects$/)
  await second

  const third = nextBeacon(page)
  const projectLink = page.locator('a[href^="/project/"]').first()
  const projectPath = (await projectLink.getAttribute('href'))!
  await projectLink.click()
  await expect(page).toHaveURL(new RegExp(`${projectPath}$`))
  await third

  // A link off the site (it opens a new tab, the page stays): one outbound event, its URL without query.
  const github = page.locator('main a[href^="https://github.com/"]').first()
  const githubUrl = new URL((await github.getAttribute('href'))!)
  const outbound = nextBeacon(page)
  const popup = page.waitForEvent('popup')
  await github.click()
  await outbound
  await (await popup).close()

  // Leaving the page hides it: the landing page's vitals go out with sendBeacon as it unloads.
  await page.goto('/newsletter')

  await expect
    // The page left for (/newsletter) counts too, in its own time: only the visit's events are compared.
    .poll(async () => (await visitSince(since)).map((e) => `${e.kind} ${e.path}`).sort(), {
      timeout: 10_000,
    })
    .toEqual(
      [
        'pageview /',
        'pageview /projects',
        `pageview ${projectPath}`,
        `project ${projectPath}`,
        `outbound ${projectPath}`,
        'vitals /',
      ].sort(),
    )
  const events = await visitSince(since)
  const vitals = events.find((e) => e.kind === 'vitals')!
  expect(vitals.fcp).toBeGreaterThan(0)
  expect(vitals.lcp).toBeGreaterThan(0)
  expect(vitals.ttfb).toBeGreaterThanOrEqual(0)
  expect(vitals.cls).toBeGreaterThanOrEqual(0)
  expect(events.find((e) => e.kind === 'project')!.target).toBe(projectPath.split('/').at(-1)!)
  expect(events.find((e) => e.kind === 'outbound')!.target).toBe(`${githubUrl.origin}${githubUrl.pathname}`)
  expect(events.find((e) => e.kind === 'pageview')!.browser).toBe('Chrome')
  expect(events.find((e) => e.kind === 'pageview')!.country).toBe('DE')
})

test('an admin’s visit is not counted', async ({ page, browser }) => {
  const since = new Date()
  await signInAsAdmin(page)
  const sent = nextBeacon(page)
  await page.goto('/projects')
  expect((await sent).status()).toBe(204)

  // A visitor's beacon after it: events are written in the order they arrive, so once this one is in
  // the database, the admin's would be too had it been counted.
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT })
  const marker = `/e2e-marker-${Date.now()}`
  const response = await visitor.request.post('/api/insights/events', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({ events: [{ kind: 'pageview', path: marker }] }),
  })
  expect(response.status()).toBe(204)
  await visitor.close()
  await expect
    .poll(async () => (await storedSince(since)).map((e) => e.path), { timeout: 10_000 })
    .toContain(marker)
  expect((await storedSince(since)).filter((e) => e.kind === 'pageview' && e.path === '/projects')).toEqual(
    [],
  )
})
