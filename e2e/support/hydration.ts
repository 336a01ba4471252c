import { expect, type Locator, type Page } from '@playwright/test'

/** Resolves once React has hydrated the element (it attaches its props to hydrated DOM nodes). */
export async function waitForHydration(page: Page, selector = 'header button') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'))
  }, selector)
}

/** Whether React has taken the element over yet (read once, from the test). */
export const isHydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))

/**
 * Resolves once the home page's sections under the hero have hydrated: they load and hydrate after the
 * rest of the page (docs/decisions/151-below-the-fold-hydration.md). Polled from the test, not in the
 * page, so it also works while a test holds the page's clock.
 */
export async function waitForHomeSections(page: Page) {
  await expect.poll(() => isHydrated(page.getByTestId('timeline-track'))).toBe(true)
}
