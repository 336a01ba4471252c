import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support/hydration.ts'

test('the first Tab shows a Skip to content link that moves focus past the header (issue 15 item 20)', async ({
  page,
}) => {
  await page.goto('/projects')
  await waitForHydration(page)
  const skip = page.getByRole('link', { name: 'Skip to content' })
  expect((await skip.boundingBox())!.y).toBeLessThan(0)
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0)
  await page.keyboard.press('Enter')
  await expect(page.locator('main#content')).toBeFocused()
  // The next Tab lands in the page, not back in the header.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('header'))).toBeNull()
})

test('print: dark on white, no fixed header, About shown, strip and timeline as lists, links printed', async ({
  page,
}) => {
  await page.goto('/')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body)
    return { color: style.color, background: style.backgroundColor }
  })
  expect(body).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' })
  expect(await page.locator('#about [data-reveal]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  const strip = page.getByTestId('project-strip')
  expect(await strip.evaluate((el) => getComputedStyle(el).display)).toBe('block')
  expect(
    await page.locator('[data-testid="timeline-track"] ol').evaluate((el) => getComputedStyle(el).display),
  ).toBe('block')
  const link = page.locator('a[href^="http"]').first()
  expect(await link.evaluate((el) => getComputedStyle(el, '::after').content)).toContain('http')
})
