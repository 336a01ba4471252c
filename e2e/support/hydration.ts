import type { Page } from '@playwright/test'

/** Resolves once React has hydrated the element (it attaches its props to hydrated DOM nodes). */
export async function waitForHydration(page: Page, selector = 'header button') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'))
  }, selector)
}
