import type { Page } from '@playwright/test'

/** The browser sends queries as GET /graphql?query=…, which a '**\/graphql' glob would miss: match the path. */
export const isGraphql = (url: URL) => url.pathname === '/graphql'

/** Answers every GraphQL request with 503 (declare it with `test.use({ expectedHttpErrors: [503] })`). */
export async function failGraphql(page: Page): Promise<void> {
  await page.route(isGraphql, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
}

/** Holds GraphQL requests until the returned function is called, to see loading states. */
export async function holdGraphql(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(isGraphql, async (route) => {
    await held
    await route.continue()
  })
  return release
}
