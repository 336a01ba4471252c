import { test as base, expect, type Page } from '@playwright/test'
import { isSandboxRefusal } from './support/sandbox.ts'

/**
 * Every browser test fails on any console error, uncaught exception or React hydration warning,
 * so "no console errors" is checked everywhere, not in one test.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedHttpErrors: number[] }>({
  /** Statuses a test provokes on purpose (e.g. 401 for a failed login): the browser logs them as errors. */
  expectedHttpErrors: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedHttpErrors }, use) => {
      const problems: string[] = []
      page.on('console', (msg) => {
        const text = msg.text()
        // A page answered with an intentional error status (e.g. the 404 page) is not a console problem.
        if (text.startsWith('Failed to load resource') && msg.location().url === page.url()) return
        const status = /^Failed to load resource: .*status of (\d{3})/.exec(text)?.[1]
        if (status && expectedHttpErrors.includes(Number(status))) return
        if (isSandboxRefusal(text)) return
        if (msg.type() === 'error' || /hydrat|did not match/i.test(text))
          problems.push(`${msg.type()}: ${text.slice(0, 300)}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use(problems)
      expect(problems, 'console errors or hydration warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Counts GraphQL requests the page makes from now on. */
export function countGraphqlRequests(page: Page): { count: () => number } {
  let n = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') n++
  })
  return { count: () => n }
}
