import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAsAdmin } from './support/admin.ts'
import { waitForHydration } from './support/hydration.ts'

/** The JSON-LD blocks of the page as the browser sees them. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>))

const canonical = (page: Page) => page.locator('link[rel="canonical"]')
const robots = (page: Page) => page.locator('meta[name="robots"]')

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]

test('the home page carries its canonical address, the feed link and Person/WebSite data', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(canonical(page)).toHaveAttribute('href', new URL('/', baseURL).href)
  await expect(robots(page)).toHaveCount(0)
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new URL('/feed.xml', baseURL).href,
  )
  const data = await structuredData(page)
  expect(data.map((d) => d['@type']).sort()).toEqual(['Person', 'WebSite'])
  const person = data.find((d) => d['@type'] === 'Person')!
  expect(person.jobTitle).toBe('FullStack Machine Learning Engineer')
  expect(person.sameAs).toHaveLength(2)
})

test('a project page is described as source code with breadcrumbs and a 1200×630 card', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/projects')
  const id = (await page.locator('a[href^="/project/"]').first().getAttribute('href'))!.split('/').pop()!
  await page.goto(`/project/${id}`)
  await waitForHydration(page)
  await expect(canonical(page)).toHaveAttribute('href', new URL(`/project/${id}`, baseURL).href)
  const data = await structuredData(page)
  const code = data.find((d) => d['@type'] === 'SoftwareSourceCode')!
  expect(code.url).toBe(new URL(`/project/${id}`, baseURL).href)
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[]
  expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(['/', '/projects', `/project/${id}`])
  const image = (await page.locator('meta[property="og:image"]').getAttribute('content'))!
  const card = await request.get(image)
  expect(card.headers()['content-type']).toBe('image/png')
  expect(pngSize(await card.body())).toEqual([1200, 630])
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
})

test('a client-side navigation moves the canonical address and drops the previous page data', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('a[href="/projects"]').first().click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(canonical(page)).toHaveAttribute('href', new URL('/projects', baseURL).href)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  // The tags the server writes, each once: the last page's are replaced, not added to.
  await expect(page).toHaveTitle('Projects')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Projects')
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    new URL('/projects', baseURL).href,
  )
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
})

test('the private pages, the forms and the 404 page ask not to be indexed', async ({ page }) => {
  for (const path of ['/auth', '/auth/link', '/newsletter/check-inbox', '/admin', '/no/such/page']) {
    await page.goto(path)
    await expect(robots(page)).toHaveAttribute('content', 'noindex')
  }
})

test('signed in, the page streams with a nonce and its JSON-LD raises no CSP report', async ({ page }) => {
  await signInAsAdmin(page)
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toContain("'nonce-")
  await waitForHydration(page)
  expect(await structuredData(page)).toHaveLength(2)
})

test('icons, manifest, robots and sitemap answer with their types', async ({ request }) => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/feed.xml', 'application/atom+xml; charset=utf-8'],
  ] as const) {
    const response = await request.get(path)
    expect([path, response.status(), response.headers()['content-type']]).toEqual([path, 200, type])
  }
  const missing = await request.get('/.well-known/security.txt')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-type']).toBe('text/plain; charset=utf-8')
})
