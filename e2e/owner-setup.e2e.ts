import { expect, test } from './fixtures.ts'
import { gotoHydrated, toast } from './support/accounts.ts'
import { type OwnServer, startOwnServer } from './support/own-server.ts'

/**
 * A first run: a server with no administrator, as a plain `npm start` makes. It runs on a port of its
 * own with its own embedded database, so the claim does not touch the shared server's admin; a worker
 * started again after a failure (a retry) gets a fresh one on the next port.
 */
let server: OwnServer | undefined
let base = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const port = Number(process.env.E2E_PORT ?? 4173) + 10 + test.info().workerIndex
  server = await startOwnServer(port, { E2E_NO_ADMIN: '1', E2E_LOG: '1' })
  base = server.base
})
test.afterAll(async () => {
  await server?.stop()
})

/** The one-time setup link the server's log printed at start. */
function setupLink(): URL {
  const line = server
    ?.log()
    .split('\n')
    .find((entry) => entry.includes('no admin account yet'))
  expect(line, 'the log says there is no admin and how to create one').toBeDefined()
  return new URL(JSON.parse(line as string).setup)
}

test('without JavaScript a wrong setup token is refused and claims nothing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: base })
  const page = await context.newPage()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/setup$/)
  await expect(page.getByRole('heading', { name: 'Set up your site' })).toBeVisible()
  await page.getByLabel('Setup token').fill('not-the-token-from-the-log')
  await page.getByLabel('Username').fill('intruder')
  await page.getByLabel('Password', { exact: true }).fill('a long enough password')
  await page.getByRole('button', { name: 'Create owner account' }).click()
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/setup/)
  // Still unclaimed: /admin offers the setup again.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/setup$/)
  await context.close()
})

test('the link from the log claims the site: the owner is signed in, in the header too, and setup closes', async ({
  page,
}) => {
  const link = setupLink()
  expect(link.origin).toBe(base)
  // Typed before hydration, the controlled fields would be reset by it: the owner's form is React's first.
  await gotoHydrated(page, link.toString())
  await expect(page.getByLabel('Setup token')).toHaveValue(link.searchParams.get('token') as string)
  await page.getByLabel('Username').fill('owner')
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await page.getByRole('button', { name: 'Create owner account' }).click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(toast(page).getByText('The site is yours, owner')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Account: owner' })).toBeVisible()
  // Used up: the setup page is gone, and the token claims nothing a second time.
  await page.goto(link.toString())
  await expect(page).toHaveURL(/\/admin\/projects$/)
  const again = await page.request.post(`${base}/api/setup`, {
    data: { token: link.searchParams.get('token'), username: 'second', password: 'another long password' },
  })
  expect(again.status()).toBeGreaterThanOrEqual(400)
  expect(again.status()).toBeLessThan(500)
})
