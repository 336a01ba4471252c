import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support/hydration.ts'

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

async function openHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
}

/**
 * Stops the installed clock just ahead of the page's time, so only runFor() moves it from here on. On a
 * busy machine the page's clock can pass the target before the pause arrives ("Cannot fast-forward to the
 * past"): read the time again and retry.
 */
async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100 * 2 ** attempt)
      return
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('past')) throw error
    }
  }
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Get in touch' }).click()
  return contactPopup(page)
}

/** The dropdown: a dialog named by its trigger, holding a menu of two items and the email form. */
async function contactPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Get in touch' })
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('menu')).toBeVisible()
  return popup
}

test('the header is fixed with the brand and profile links opening in a new tab', async ({ page }) => {
  await openHome(page)
  const header = page.getByRole('banner')
  await expect(header).toHaveCSS('position', 'fixed')
  await expect(header.getByRole('link', { name: 'Alex Morgan' })).toHaveAttribute('href', '/')
  for (const [name, href] of [
    ['LinkedIn', 'https://www.linkedin.com/in/example'],
    ['GitHub', 'https://github.com/example'],
  ] as const) {
    const link = header.getByRole('link', { name: new RegExp(name) })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  await page.mouse.wheel(0, 1500)
  await expect(header).toBeInViewport()
})

test('the fonts (Inter, JetBrains Mono) are self-hosted and their faces are in the server-rendered head', async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url())
  })
  const response = await page.goto('/')
  // Inline, not a stylesheet request that would hold up the first paint (docs/decisions/152).
  const html = (await response?.text()) ?? ''
  expect(html).toMatch(
    /<head>[\s\S]*<style>@font-face\{[^<]*url\(\/assets\/inter-latin-wght-normal-[^)]+\.woff2\)/,
  )
  expect(html).toMatch(/<head>[\s\S]*<style>@font-face\{[^<]*url\(\/assets\/jetbrains-mono-[^)]+\.woff2\)/)
  expect(html).not.toContain('rel="stylesheet"')
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready
    // Reading text in Inter, accents in the mono 400; the mono 700 loads only where code uses it (decision 220).
    return document.fonts.check('700 16px "Inter Variable"') && document.fonts.check('16px "JetBrains Mono"')
  })
  expect(loaded).toBe(true)
  expect(fontRequests.length).toBeGreaterThan(0)
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
})

test('profile tooltips open after 700 ms, and at once within 300 ms of the last one', async ({ page }) => {
  await page.clock.install()
  await openHome(page)
  await pauseClock(page)
  const tooltip = page.getByRole('tooltip')
  // Hovering GitHub: nothing at 650 ms, its tooltip by 750.
  const githubTooltipAfterFullDelay = async () => {
    await page
      .locator('header')
      .getByRole('link', { name: /GitHub/ })
      .hover()
    await page.clock.runFor(650)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(tooltip).toHaveText('GitHub')
  }
  await githubTooltipAfterFullDelay()

  // Straight to the neighbour: the skip delay is running, so no wait.
  const linkedin = (await page
    .locator('header')
    .getByRole('link', { name: /LinkedIn/ })
    .boundingBox())!
  await page.mouse.move(linkedin.x + linkedin.width / 2, linkedin.y + linkedin.height / 2, { steps: 5 })
  // Radix ignores moves while the pointer is still in transit towards the last tooltip: one more move.
  await page.mouse.move(linkedin.x + linkedin.width / 2 + 2, linkedin.y + linkedin.height / 2 + 1)
  await page.clock.runFor(50)
  await expect(tooltip).toHaveText('LinkedIn')

  // Away for longer than 300 ms: the full delay applies again.
  await page.mouse.move(600, 400, { steps: 5 })
  await page.clock.runFor(400)
  await expect(tooltip).toHaveCount(0)
  await githubTooltipAfterFullDelay()
})

test('Get in touch opens by mouse: 20rem wide with the items, the sentence and the form', async ({
  page,
}) => {
  await openHome(page)
  const menu = await openMenu(page)
  // offsetWidth: the layout width, unaffected by the opening scale animation.
  expect(await menu.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(320)
  await expect(menu.getByRole('menuitem', { name: 'Send me an email' })).toHaveAttribute(
    'href',
    'mailto:hello@example.com',
  )
  await expect(menu.getByRole('menuitem', { name: 'Join newsletter for updates' })).toHaveAttribute(
    'href',
    '/newsletter',
  )
  await expect(menu.getByRole('separator')).toHaveCount(1)
  await expect(menu.getByText("Or share your email and I'll reach out to you")).toBeVisible()
  await expect(menu.getByRole('textbox')).toHaveAttribute('placeholder', 'you@example.com')
  await expect(menu.getByRole('button', { name: "Let's connect" })).toBeEnabled()

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('Get in touch works by keyboard, and typing in the field is not taken by the menu', async ({ page }) => {
  await openHome(page)
  const trigger = page.getByRole('button', { name: 'Get in touch' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const menu = await contactPopup(page)
  await expect(menu.getByRole('menuitem', { name: 'Send me an email' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Join newsletter for updates' })).toBeFocused()
  await page.keyboard.press('Tab')
  const input = menu.getByRole('textbox')
  await expect(input).toBeFocused()
  // 's' and 'j' would be typeahead jumps to the items if the menu saw them.
  await page.keyboard.type('sj@x.io')
  await expect(input).toHaveValue('sj@x.io')
  await expect(input).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('button', { name: "Let's connect" })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('the newsletter item goes to /newsletter', async ({ page }) => {
  await openHome(page)
  const menu = await openMenu(page)
  await menu.getByRole('menuitem', { name: 'Join newsletter for updates' }).click()
  await expect(page).toHaveURL(/\/newsletter$/)
  await expect(menu).toBeHidden()
})

test('an invalid or empty email raises the destructive toast and submits nothing', async ({ page }) => {
  await openHome(page)
  const menu = await openMenu(page)
  const button = menu.getByRole('button', { name: "Let's connect" })
  await button.click()
  await expect(toasts(page).getByText('Invalid email', { exact: true })).toBeVisible()
  await expect(toasts(page).getByText('Please enter a valid email address')).toBeVisible()

  await menu.getByRole('textbox').fill('not an@email')
  await button.click()
  await expect(button).toHaveText("Let's connect")
  await expect(button).toBeEnabled()
  await expect(menu.getByRole('textbox')).toHaveValue('not an@email')
  // One toast at a time: the second replaces the first.
  await expect(toasts(page).getByRole('listitem')).toHaveCount(1)
})

test('a valid email: Connecting... for 1000 ms, then the Email saved! toast and a cleared field', async ({
  page,
}) => {
  await page.clock.install()
  await openHome(page)
  const menu = await openMenu(page)
  const input = menu.getByRole('textbox')
  await input.fill('visitor@example.org')
  await pauseClock(page)
  await menu.getByRole('button', { name: "Let's connect" }).click()

  const busy = menu.getByRole('button', { name: 'Connecting...' })
  await expect(busy).toBeDisabled()
  await expect(input).toBeDisabled()
  await page.clock.runFor(990)
  await expect(busy).toBeDisabled()
  await expect(toasts(page).getByText('Email saved!')).toHaveCount(0)

  await page.clock.runFor(20)
  await expect(toasts(page).getByText('Email saved!')).toBeVisible()
  await expect(toasts(page).getByText("Thanks for connecting. I'll be in touch soon!")).toBeVisible()
  await expect(input).toHaveValue('')
  await expect(input).toBeEnabled()
  await expect(menu.getByRole('button', { name: "Let's connect" })).toBeEnabled()
})

test('toasts: at most 420 px wide, gone after 5000 ms, F8 focuses them', async ({ page }) => {
  await page.clock.install()
  await openHome(page)
  const menu = await openMenu(page)
  const button = menu.getByRole('button', { name: "Let's connect" })
  await pauseClock(page)
  await button.click()
  const toast = toasts(page).getByRole('listitem')
  await expect(toast).toBeVisible()
  expect((await toast.boundingBox())?.width).toBeLessThanOrEqual(420)
  await page.clock.runFor(4900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(300)
  await expect(toast).toHaveCount(0)

  await button.click()
  await expect(toast).toBeVisible()
  await page.keyboard.press('F8')
  await expect(toasts(page).getByRole('list')).toBeFocused()
})

test('toasts are dismissed by a swipe right past 50 px', async ({ page }) => {
  await openHome(page)
  const popup = await openMenu(page)
  await popup.getByRole('button', { name: "Let's connect" }).click()
  const toast = toasts(page).getByRole('listitem')
  const swipe = async (dx: number) => {
    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + 40, box.y + box.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 6; step++)
      await page.mouse.move(box.x + 40 + (dx * step) / 6, box.y + box.height / 2)
    await page.mouse.up()
  }
  await swipe(30)
  await expect(toast).toBeVisible()
  await swipe(90)
  await expect(toast).toHaveCount(0)
})

test('the header and the open dropdown pass axe (WCAG A and AA)', async ({ page }) => {
  await openHome(page)
  await openMenu(page)
  const { violations } = await new AxeBuilder({ page })
    .include('header')
    .include('[data-radix-popper-content-wrapper]')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menus that cannot open give way: Get in touch is the mail link, the sections are in the footer', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const header = page.getByRole('banner')
      const mail = header.getByRole('link', { name: 'Get in touch' })
      await expect(mail).toBeVisible()
      await expect(mail).toHaveAttribute('href', /^mailto:[^@]+@[^@]+$/)
      await expect(header.getByRole('button')).toHaveCount(0)
      // The phone menu's sections are in the footer instead.
      const footer = page.getByRole('navigation', { name: 'Footer' })
      for (const name of ['Projects', 'About', 'Experience'])
        await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
    }
  })
})

test('with JavaScript the mail link stays out of sight and out of the accessibility tree', async ({
  page,
}) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Get in touch' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Get in touch' })).toHaveCount(0)
  await expect(header.getByRole('button', { name: /^Theme: / })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Projects' }),
  ).toHaveCount(0)
})
