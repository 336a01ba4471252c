import type { Page } from '@playwright/test'

/** Holds the page's requests matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}
