import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { deleteViaApi, pngFile, signInAsAdmin, uniqueName } from './support/admin.ts'
import { publicContent, SAMPLE_TITLES } from './support/home.ts'
import { waitForHomeSections } from './support/hydration.ts'

const scrollLeftOf = (strip: Locator) => strip.evaluate((el) => el.scrollLeft)

/** Which sides of the strip fade out (a transparent stop at 0 or at 100% of the mask). */
async function fadesOf(strip: Locator) {
  const mask = await strip.evaluate((el) => getComputedStyle(el).maskImage)
  return {
    left: /^linear-gradient\(to right, rgba\(0, 0, 0, 0\) 0(px)?,/.test(mask),
    right: /rgba\(0, 0, 0, 0\) 100%\)$/.test(mask),
  }
}

async function openStrip(page: Page) {
  await page.goto('/')
  // The tests read the scroll position right after a press: the strip must have hydrated.
  await waitForHomeSections(page)
  const strip = page.getByTestId('project-strip')
  await strip.scrollIntoViewIfNeeded()
  return {
    strip,
    left: page.getByRole('button', { name: 'Scroll projects left' }),
    right: page.getByRole('button', { name: 'Scroll projects right' }),
  }
}

test('arrow buttons scroll 320 px, each disabled at its end, with edge fades to match', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { strip, left, right } = await openStrip(page)
  await expect(left).toBeDisabled()
  await expect(right).toBeEnabled()
  await expect(strip).toHaveAttribute('data-at-start', 'true')
  expect(await fadesOf(strip)).toEqual({ left: false, right: true })

  await right.click()
  expect(await scrollLeftOf(strip)).toBe(320)
  await expect(left).toBeEnabled()
  expect(await fadesOf(strip)).toEqual({ left: true, right: true })

  await right.click()
  expect(await scrollLeftOf(strip)).toBe(640)
  await left.click()
  expect(await scrollLeftOf(strip)).toBe(320)

  // Keep going to the end, one settled scroll per click: clicking while the last scroll event is still
  // on its way would wait on a button that is about to be disabled.
  const max = await strip.evaluate((el) => el.scrollWidth - el.clientWidth)
  for (let at = 320; at < max - 1; ) {
    at = Math.min(at + 320, max)
    await right.click()
    const target = at
    await expect.poll(async () => Math.abs((await scrollLeftOf(strip)) - target) <= 1).toBe(true)
  }
  await expect(strip).toHaveAttribute('data-at-end', 'true')
  await expect(right).toBeDisabled()
  await expect(left).toBeEnabled()
  expect(await fadesOf(strip)).toEqual({ left: true, right: false })
})

test('from the end, the left arrow steps back exactly 320 px, smoothly or not (issue 15 item 4)', async ({
  page,
}) => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    await page.emulateMedia({ reducedMotion })
    const { strip, left, right } = await openStrip(page)
    const max = await strip.evaluate((el) => el.scrollWidth - el.clientWidth)
    // The end is not a multiple of 320 px here, which is where snapping used to pull the step to a card.
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
    await expect(right).toBeDisabled()
    await left.click()
    await expect.poll(() => scrollLeftOf(strip)).toBe(max - 320)
    await left.click()
    await expect.poll(() => scrollLeftOf(strip)).toBe(max - 640)
    await right.click()
    await expect.poll(() => scrollLeftOf(strip)).toBe(max - 320)
  }
})

test('the arrows scroll smoothly when motion is welcome', async ({ page }) => {
  const { strip, right } = await openStrip(page)
  await right.click()
  await expect.poll(() => scrollLeftOf(strip)).toBe(320)
})

test('the buttons follow resizing and manual scrolling', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { strip, left, right } = await openStrip(page)
  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
  await expect(right).toBeDisabled()
  // A narrower window hides more of the strip: the end is no longer reached.
  await page.setViewportSize({ width: 900, height: 800 })
  await expect(right).toBeEnabled()
  await strip.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }))
  await expect(left).toBeDisabled()
})

test('cards: icon, title, description cut at a word, divider, decorative visual, link to the project', async ({
  page,
}) => {
  await page.goto('/')
  const card = page.getByTestId('strip-card').filter({ hasText: 'AI Meal Planner' })
  await expect(card).toHaveAttribute('href', /^\/project\/\d+$/)
  await expect(card.locator('[data-icon="utensils"]')).toBeVisible()
  await expect(
    card.getByText(
      /^Plans a week of meals around dietary goals and what is already in the fridge, then builds the\.\.\.$/,
    ),
  ).toBeVisible()
  await expect(card.locator('hr')).toHaveCount(1)
  await expect(card.locator('[data-visual="1"]')).toBeVisible()
  const titles = page.getByTestId('strip-card').getByRole('heading', { level: 3 })
  await expect(titles).toHaveText((await publicContent(page.request)).projects.map((p) => p.title))
  for (const [i, title] of SAMPLE_TITLES.entries()) {
    const sample = page.getByTestId('strip-card').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(sample.locator('[data-visual]')).toHaveAttribute('data-visual', String(i + 1))
  }

  const href = await card.getAttribute('href')
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('cards are links reached by keyboard, with a visible focus ring', async ({ page }) => {
  await page.goto('/')
  const first = page.getByTestId('strip-card').first()
  await first.focus()
  await expect(first).toBeFocused()
  const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('strip-card').nth(1)).toBeFocused()
})

test('the card tilts towards the pointer and the glow follows it', async ({ page }) => {
  await page.goto('/')
  // The tilt itself, on a hydrated strip; a pointer resting there before is before-hydration.e2e.ts's.
  await waitForHomeSections(page)
  const card = page.getByTestId('strip-card').first()
  await card.scrollIntoViewIfNeeded()
  const box = (await card.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1)
  await expect(card).toHaveAttribute('data-tilting', 'true')
  const vars = await card.evaluate((el) => ({
    rx: el.style.getPropertyValue('--rx'),
    ry: el.style.getPropertyValue('--ry'),
    gx: el.style.getPropertyValue('--gx'),
  }))
  expect(Number.parseFloat(vars.ry)).toBeGreaterThan(5)
  expect(Number.parseFloat(vars.rx)).toBeGreaterThan(5)
  expect(Number.parseFloat(vars.gx)).toBeGreaterThan(80)
  expect(await card.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none')
  await page.mouse.move(0, 0)
  await expect(card).not.toHaveAttribute('data-tilting', 'true')
})

test('touch does not tilt the card', async ({ page }) => {
  await page.goto('/')
  const card = page.getByTestId('strip-card').first()
  await card.scrollIntoViewIfNeeded()
  const box = (await card.boundingBox())!
  await card.dispatchEvent('pointermove', {
    pointerType: 'touch',
    clientX: box.x + box.width * 0.9,
    clientY: box.y + box.height * 0.1,
  })
  await expect(card).not.toHaveAttribute('data-tilting', 'true')
})

test('the arrow buttons work from the keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { strip, right } = await openStrip(page)
  await right.focus()
  await page.keyboard.press('Enter')
  expect(await scrollLeftOf(strip)).toBe(320)
  await page.keyboard.press('Space')
  expect(await scrollLeftOf(strip)).toBe(640)
})

test('reduced motion: no tilt', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.getByTestId('typewriter')).toHaveAttribute('data-animating', 'false')
  const card = page.getByTestId('strip-card').first()
  await card.scrollIntoViewIfNeeded()
  const box = (await card.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1)
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2)
  await expect(card).not.toHaveAttribute('data-tilting', 'true')
  expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
})

test('View All Projects goes to /projects', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View All Projects' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})

test('a project with a hero image shows it; other titles get the icon tile /projects shows (issue 15 item 11)', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const withImage = uniqueName('Hero Shot')
  const plain = uniqueName('Plain Card')
  const ids: number[] = []
  // Projects Completed counts completed projects (issue 24 item 8): two new ones without a status add none.
  const before = (await publicContent(page.request)).projects.filter((p) => p.status === 'completed').length
  try {
    for (const title of [withImage, plain]) {
      const response = await page.request.post('/api/projects', {
        data: {
          title,
          description: `${'word '.repeat(30)}end`,
          technologies: ['Rust'],
          colorTheme: 'purple',
          order: 99,
        },
      })
      expect(response.ok()).toBe(true)
      ids.push(((await response.json()) as { id: number }).id)
    }
    const upload = await page.request.post(`/api/projects/${ids[0]}/upload-hero`, {
      multipart: { hero: await pngFile('hero.png', 200) },
    })
    expect(upload.ok()).toBe(true)

    await page.goto('/')
    const imageCard = page.getByTestId('strip-card').filter({ hasText: withImage })
    const image = imageCard.getByRole('img', { name: `${withImage} preview` })
    await expect(image).toHaveAttribute('src', /^\/media\//)
    await expect(imageCard.locator('[data-visual]')).toHaveCount(0)
    await expect(imageCard.getByText(/^(word ){19}word\.\.\.$/)).toBeVisible()

    const plainCard = page.getByTestId('strip-card').filter({ hasText: plain })
    await expect(plainCard.locator('[data-visual]')).toHaveCount(0)
    await expect(plainCard.getByRole('img')).toHaveCount(0)
    await expect(plainCard.locator('[data-icon="code2"]').first()).toBeVisible()
    const tile = plainCard.locator('[data-tile="icon"]')
    await expect(tile.locator('[data-icon="code2"]')).toBeVisible()
    const stripTile = await tile.evaluate((el) => getComputedStyle(el).backgroundImage)
    await expect(imageCard.locator('[data-tile]')).toHaveCount(0)

    // The same tile, same palette, on /projects.
    await page.goto('/projects')
    const listTile = page
      .locator('[data-project-card]')
      .filter({ hasText: plain })
      .locator('[data-tile="icon"]')
    await expect(listTile.locator('[data-icon="code2"]')).toBeVisible()
    expect(await listTile.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(stripTile)
    await page.goto('/')
    await expect(
      page.locator('#about dl div').filter({ hasText: 'Projects Completed' }).locator('dd'),
    ).toHaveText(String(before))
  } finally {
    for (const id of ids) await deleteViaApi(page, `/api/projects/${id}`)
  }
})
