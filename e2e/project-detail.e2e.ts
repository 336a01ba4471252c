import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { countGraphqlRequests, expect, test } from './fixtures.ts'
import {
  createProjectViaApi,
  deleteViaApi,
  projectIdByTitle,
  signInAsAdmin,
  uniqueName,
} from './support/admin.ts'
import { failGraphql, holdGraphql, isGraphql } from './support/graphql.ts'
import { holdRequests } from './support/hold.ts'
import { isHydrated, waitForHydration } from './support/hydration.ts'

// The browser's client sends queries as GET /graphql?query=..., which a glob ending in /graphql would not match.
/** A screenshot-sized PNG that looks like an app window, so the page screenshots show real proportions. */
async function screenshotPng(name: string, red: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800">
    <rect width="1280" height="800" fill="rgb(${red},90,160)"/>
    <rect width="1280" height="64" fill="rgba(0,0,0,0.35)"/>
    <rect x="48" y="112" width="360" height="640" rx="24" fill="rgba(255,255,255,0.18)"/>
    <rect x="448" y="112" width="784" height="300" rx="24" fill="rgba(255,255,255,0.28)"/>
    <rect x="448" y="452" width="376" height="300" rx="24" fill="rgba(255,255,255,0.12)"/>
    <rect x="856" y="452" width="376" height="300" rx="24" fill="rgba(255,255,255,0.12)"/>
  </svg>`
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() }
}

async function openProject(page: Page, title: string) {
  const id = await projectIdByTitle(page, title)
  const response = await page.goto(`/project/${id}`)
  await waitForHydration(page)
  return { id, response }
}

test('the server renders every field of a project, with no GraphQL request', async ({ page }) => {
  const graphql = countGraphqlRequests(page)
  const { response } = await openProject(page, 'AI Meal Planner')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'AI Meal Planner' })).toBeVisible()
  await expect(page.locator('header [data-icon="utensils"]')).toBeVisible()
  // Once, in the Project Overview (issue 15 item 12).
  await expect(page.getByText(/^Plans a week of meals/)).toHaveCount(1)
  await expect(page.getByRole('main').getByText(/^Plans a week of meals/)).toBeVisible()
  // The role in the header; status and duration once, in the Project Status box (issue 24).
  await expect(page.locator('main header dl')).toHaveText('RoleFull-stack & ML engineer')
  const facts = page.locator('[data-status-box] dl')
  await expect(facts).toContainText('StatusCompleted')
  await expect(facts).toContainText('Duration4 months')
  await expect(facts.locator('[data-dot]')).toHaveAttribute('data-dot', 'green')
  await expect(page.getByText('Completed', { exact: true })).toHaveCount(1)

  const demo = page.getByRole('link', { name: 'View Live Demo' })
  const source = page.getByRole('link', { name: 'View Source' })
  await expect(demo).toHaveAttribute('href', 'https://example.com/meal-planner')
  await expect(source).toHaveAttribute('href', 'https://github.com/example/meal-planner')
  for (const link of [demo, source]) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }

  await expect(page).toHaveTitle(/AI Meal Planner/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /AI Meal Planner/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Plans a week of meals/)
  expect(graphql.count()).toBe(0)
})

test('the overview holds the spec sections; a project without screenshots shows no showcase', async ({
  page,
}) => {
  await openProject(page, 'AI Meal Planner')
  const overview = page.getByRole('tabpanel', { name: 'Overview' })
  for (const heading of [
    'Project Overview',
    'Key Features',
    'Challenges',
    'Technologies',
    'Project Status',
  ]) {
    await expect(overview.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  await expect(overview.getByText('Shopping list grouped by store aisle')).toBeVisible()
  await expect(overview.getByText('Cold-start recommendations for new users')).toBeVisible()
  await expect(overview.getByRole('complementary').getByRole('listitem')).toHaveText([
    'React',
    'TypeScript',
    'Python',
    'PostgreSQL',
    'Tailwind CSS',
  ])
  await expect(page.locator('[data-status-box] [data-dot]')).toHaveAttribute('data-dot', 'green')
  await expect(overview.getByRole('heading', { name: 'Screenshots' })).toHaveCount(0)
})

test('any status but Completed gets a blue dot; missing links are hidden', async ({ page }) => {
  await openProject(page, 'Climate Weather Dashboard')
  await expect(page.locator('[data-status-box] [data-dot]')).toHaveAttribute('data-dot', 'blue')
  await expect(page.locator('[data-status-box] dl')).toContainText('StatusIn Progress')
  await expect(page.getByRole('link', { name: 'View Live Demo' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View Source' })).toBeVisible()

  await openProject(page, 'Reading List & Book Notes')
  await expect(page.locator('[data-status-box] [data-dot]')).toHaveAttribute('data-dot', 'blue')
  await expect(page.getByRole('link', { name: 'View Live Demo' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View Source' })).toHaveCount(0)
})

test("tabs switch with the keyboard; Commands lists the project's commands, Version History is coming soon", async ({
  page,
}) => {
  await openProject(page, 'Focus Timer')
  const overview = page.getByRole('tab', { name: 'Overview' })
  await expect(overview).toHaveAttribute('aria-selected', 'true')
  await overview.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Commands' })).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: 'Deployment' })).toBeVisible()
  await expect(panel.getByTestId('project-command')).toHaveCount(1)
  await expect(panel.getByText('npm run build', { exact: true })).toBeVisible()
  await expect(panel.getByText('Build the production bundle')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Version History' })).toBeFocused()
  await expect(page.getByRole('tabpanel')).toHaveText('Version history for Focus Timer coming soon')
  await page.keyboard.press('ArrowRight')
  await expect(overview).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible()
})

test('Commands: grouped by category in the spec order, with description, example and a copy button; coming soon when there are none (issue 15 item 19)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAsAdmin(page)
  const title = uniqueName('Commands Demo')
  const id = await createProjectViaApi(page, title)
  try {
    await gotoProjectTab(page, id, 'Commands')
    await expect(page.getByRole('tabpanel')).toHaveText(`Commands for ${title} coming soon`)

    for (const command of [
      {
        command: 'make test',
        description: 'Runs the tests',
        category: 'Testing',
        example: 'make test FILTER=api',
      },
      { command: 'make deploy', description: 'Ships it', category: 'Deployment' },
      { command: 'make setup', description: 'Installs everything', category: 'Setup' },
      { command: 'make lint', description: 'Checks style', category: 'Testing' },
    ]) {
      const response = await page.request.post(`/api/projects/${id}/commands`, { data: command })
      expect(response.status()).toBe(201)
    }
    await gotoProjectTab(page, id, 'Commands')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Setup', 'Testing', 'Deployment'])
    const testing = panel.getByRole('region', { name: 'Testing' })
    await expect(testing.getByTestId('project-command')).toHaveCount(2)
    const first = testing.getByTestId('project-command').first()
    await expect(first).toContainText('make test')
    await expect(first).toContainText('Runs the tests')
    await expect(first).toContainText('Example')
    await expect(first).toContainText('make test FILTER=api')
    await first.getByRole('button', { name: 'Copy make test' }).click()
    await expect(first.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('make test')
    await expect(first.getByRole('button', { name: 'Copy make test' })).toBeVisible({ timeout: 4000 })
    const { violations } = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze()
    expect(violations).toEqual([])
  } finally {
    await deleteViaApi(page, `/api/projects/${id}`)
  }
})

async function gotoProjectTab(page: Page, id: number, tab: string) {
  await page.goto(`/project/${id}`)
  await waitForHydration(page)
  await page.getByRole('tab', { name: tab }).click()
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
}

for (const path of ['/project/999999', '/project/abc']) {
  test(`${path} is 'Project not found' with HTTP 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible()
    // The 404 page's design (issue 15 item 15): the constellation banner and the code.
    await expect(page.getByText('ERROR 404')).toBeVisible()
    await expect(page.locator('canvas[aria-hidden="true"]')).toHaveCount(1)
    await page.getByRole('link', { name: 'Return to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
}

test('client-side navigation shows the loading state', async ({ page }) => {
  await page.goto('/projects')
  await waitForHydration(page)
  const release = await holdGraphql(page)
  await page.getByRole('link', { name: 'Plant Care Assistant', exact: true }).click()
  await expect(page.getByText('Loading project...')).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Plant Care Assistant' })).toBeVisible()
})

test.describe('failures', () => {
  test.use({ expectedHttpErrors: [503] })

  // An outage is not a deleted project: the page says so and offers a fresh load, never 'Project not found'.
  test('a failed load says the site is unavailable, with a way to try again', async ({ page }) => {
    await page.goto('/projects')
    await waitForHydration(page)
    await failGraphql(page)
    await page.getByRole('link', { name: 'Plant Care Assistant', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Project not found' })).toHaveCount(0)
    await expect(page).toHaveTitle('Temporarily unavailable')
    await page.unroute(isGraphql)
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Plant Care Assistant' })).toBeVisible()
  })
})

test.describe('screenshots showcase', () => {
  test.describe.configure({ mode: 'serial' })
  let id = 0
  const title = uniqueName('Showcase Test')

  /** A project with a hero image and three screenshots, made through the real admin API. */
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signInAsAdmin(page)
    id = await createProjectViaApi(page, title)
    for (const [i, red] of [40, 130, 220].entries()) {
      const response = await page.request.post(`/api/projects/${id}/upload-screenshots`, {
        multipart: { screenshots: await screenshotPng(`shot-${i + 1}.png`, red) },
      })
      expect(response.ok()).toBe(true)
    }
    const hero = await page.request.post(`/api/projects/${id}/upload-hero`, {
      multipart: { hero: await screenshotPng('hero.png', 90) },
    })
    expect(hero.ok()).toBe(true)
    await context.close()
  })

  test.afterAll(async ({ browser }: { browser: Browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signInAsAdmin(page)
    await deleteViaApi(page, `/api/projects/${id}`)
    await context.close()
  })

  const counter = (page: Page) => page.locator('[data-showcase] [data-counter]')
  const lightbox = (page: Page) => page.getByRole('dialog', { name: `${title} screenshots` })

  /**
   * The lightbox's code loads when it first opens, and React reveals a part that waited for code on a
   * timer, which the installed clock holds: a slow chunk (a loaded CI run) left the dialog hidden for good.
   * The clock moves on in small steps until the dialog shows.
   */
  async function shownLightbox(page: Page) {
    const dialog = lightbox(page)
    await expect(async () => {
      await page.clock.runFor(100)
      await expect(dialog).toBeVisible({ timeout: 250 })
    }).toPass()
    return dialog
  }

  async function open(page: Page) {
    await page.clock.install()
    await page.goto(`/project/${id}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Screenshots' })).toBeVisible()
  }

  test('the slideshow advances every 4000 ms with wrap-around until a screenshot is picked', async ({
    page,
  }) => {
    await open(page)
    await expect(counter(page)).toHaveText('1 / 3')
    await expect(page.getByRole('img', { name: `${title} screenshot 1` })).toBeVisible()
    await page.clock.runFor(4000)
    await expect(counter(page)).toHaveText('2 / 3')
    await page.clock.runFor(4000)
    await expect(counter(page)).toHaveText('3 / 3')
    await page.clock.runFor(4000)
    await expect(counter(page)).toHaveText('1 / 3')

    await page.getByRole('button', { name: `Show ${title} screenshot 3` }).click()
    await expect(counter(page)).toHaveText('3 / 3')
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(12_000)
    await expect(counter(page)).toHaveText('3 / 3')
  })

  test('previous and next wrap around', async ({ page }) => {
    await open(page)
    const stage = page.locator('[data-showcase]')
    await stage.getByRole('button', { name: 'Previous screenshot' }).click()
    await expect(counter(page)).toHaveText('3 / 3')
    await stage.getByRole('button', { name: 'Next screenshot' }).click()
    await expect(counter(page)).toHaveText('1 / 3')
  })

  test('the slideshow waits while the tab is hidden', async ({ page }) => {
    await open(page)
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s })
        document.dispatchEvent(new Event('visibilitychange'))
      }, state)
    await setVisibility('hidden')
    await page.clock.runFor(10_000)
    await expect(counter(page)).toHaveText('1 / 3')
    await setVisibility('visible')
    await page.clock.runFor(4000)
    await expect(counter(page)).toHaveText('2 / 3')
  })

  test('no autoplay under reduced motion, but the visitor can start it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page)
    await page.clock.runFor(10_000)
    await expect(counter(page)).toHaveText('1 / 3')
    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await page.clock.runFor(4000)
    await expect(counter(page)).toHaveText('2 / 3')
  })

  test('the lightbox: keyboard, focus trap, wrap-around, Esc, and it stops autoplay', async ({ page }) => {
    await open(page)
    const slide = page.getByRole('button', { name: `${title} screenshot 1`, exact: true })
    await slide.click()
    const dialog = await shownLightbox(page)
    await expect(dialog.getByRole('img', { name: `${title} screenshot 1` })).toBeVisible()
    await expect(dialog.getByText('1 / 3')).toBeVisible()

    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText('2 / 3')).toBeVisible()
    await expect(dialog.getByRole('img', { name: `${title} screenshot 2` })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText('1 / 3')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText('3 / 3')).toBeVisible()

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    // Radix hands focus back from a zero-delay timer, which runs on the test's clock.
    await page.clock.runFor(50)
    await expect(page.getByRole('button', { name: `${title} screenshot 3`, exact: true })).toBeFocused()
    // Opening the lightbox stopped the slideshow for good.
    await page.clock.runFor(12_000)
    await expect(counter(page)).toHaveText('3 / 3')
  })

  test('a screenshot pressed before the showcase has hydrated opens once its code is there', async ({
    page,
  }) => {
    // The showcase is its own chunk: the rest of the page hydrates without it, and React drops a click on
    // server HTML it has not hydrated, so the boot code holds the press (decision 222).
    const release = await holdRequests(page, /\/assets\/ScreenshotShowcase-[\w-]+\.js$/)
    await page.goto(`/project/${id}`)
    await waitForHydration(page)
    const slide = page.getByRole('button', { name: `${title} screenshot 1`, exact: true })
    await slide.click()
    await page.waitForTimeout(300)
    expect(await isHydrated(slide)).toBe(false)
    await expect(lightbox(page)).toHaveCount(0)
    release()
    await expect(lightbox(page)).toBeVisible()
    await expect(lightbox(page).getByText('1 / 3')).toBeVisible()
  })

  test('swiping in the lightbox changes the image', async ({ page }) => {
    await open(page)
    await page.getByRole('button', { name: 'Gallery' }).click()
    await expect(page.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: `Open ${title} screenshot 2` }).click()
    const dialog = await shownLightbox(page)
    await expect(dialog.getByText('2 / 3')).toBeVisible()
    const area = dialog.locator('[data-swipe-area]')
    const swipe = async (fromX: number, toX: number) => {
      await area.dispatchEvent('pointerdown', { pointerId: 7, clientX: fromX, clientY: 300, button: 0 })
      await area.dispatchEvent('pointerup', { pointerId: 7, clientX: toX, clientY: 310, button: 0 })
    }
    await swipe(700, 560)
    await expect(dialog.getByText('3 / 3')).toBeVisible()
    await swipe(700, 560)
    await expect(dialog.getByText('1 / 3')).toBeVisible()
    await swipe(500, 640)
    await expect(dialog.getByText('3 / 3')).toBeVisible()
    // Too short to count as a swipe.
    await swipe(500, 470)
    await expect(dialog.getByText('3 / 3')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await page.clock.runFor(50)
    // Focus lands on the screenshot last shown, not the one that opened the lightbox.
    await expect(page.getByRole('button', { name: `Open ${title} screenshot 3` })).toBeFocused()
  })

  test('no WCAG A/AA violations on the page, in the gallery and in the lightbox', async ({ page }) => {
    const check = async () => {
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
    }
    await open(page)
    await check()
    await page.getByRole('button', { name: 'Gallery' }).click()
    await check()
    await page.getByRole('button', { name: `Open ${title} screenshot 1` }).click()
    await shownLightbox(page)
    await check()
  })

  test('the hero image is the list card image, shown on the detail page, and, cropped to 1200×630, the shared og:image', async ({
    page,
    request,
  }) => {
    await page.goto(`/projects?q=${encodeURIComponent(title)}`)
    const media = page.locator('[data-project-card] [data-media]')
    await expect(media).toHaveAttribute('data-media', 'image')
    await expect(media.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]+\.png$/)
    await page.goto(`/project/${id}`)
    const hero = page.locator('main header').getByRole('img', { name: `${title} preview` })
    await expect(hero).toBeVisible()
    await expect(hero).toHaveAttribute('src', /^\/media\/[0-9a-f]+\.png$/)
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const og = page.locator('meta[property="og:image"]')
    await expect(og).toHaveAttribute('content', new RegExp(`/og/project/${id}\\.png\\?v=\\d+$`))
    const card = await request.get((await og.getAttribute('content'))!)
    expect(card.headers()['content-type']).toBe('image/png')
  })

  test('the detail page and the lightbox fit phone and desktop widths', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/project/${id}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Pause slideshow' }).click()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.getByRole('button', { name: `${title} screenshot 1`, exact: true }).click()
      await expect(lightbox(page)).toBeVisible()
      const box = await lightbox(page).boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    }
    await page.setViewportSize({ width: 320, height: 800 })
    await openProject(page, 'AI Meal Planner')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})
