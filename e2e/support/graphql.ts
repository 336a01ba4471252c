import type { Page } from '@playwright/test'
import { holdRequests } from './hold.ts'

/** The browser sends queries as GET /graphql?query=…, which a '**\/graphql' glob would miss: match the path. */
export const isGraphql = (url: URL) => url.pathname === '/graphql'

/** Answers every GraphQL request with 503 (declare it with `test.use({ expectedHttpErrors: [503] })`). */
export async function failGraphql(page: Page): Promise<void> {
  await page.route(isGraphql, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
}

/** Holds GraphQL requests until the returned function is called, to see loading states. */
export const holdGraphql = (page: Page) => holdRequests(page, isGraphql)
