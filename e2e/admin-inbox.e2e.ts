import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { type Page, request as playwrightRequest } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { createReader, gotoHydrated, toast } from './support/accounts.ts'
import { signInAsAdmin, toastTitled } from './support/admin.ts'

/** WCAG A/AA violations on the whole page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Leaves an address in the header's Get in touch form (already open), as a visitor would. */
async function leaveAddress(page: Page, email: string, options: { fillHoneypot?: boolean } = {}) {
  const popup = page.getByRole('dialog', { name: 'Get in touch' })
  const field = popup.getByRole('textbox', { name: 'Your email address' })
  await field.fill(email)
  if (options.fillHoneypot) await popup.locator('input[name="website"]').fill('https://spam.example')
  await popup.getByRole('button', { name: "Let's connect" }).click()
  await expect(popup.getByRole('button', { name: 'Connecting...' })).toBeDisabled()
  await expect(toast(page).getByText('Email saved!')).toBeVisible()
  await expect(field).toHaveValue('')
}

/** The text of the file a click on the link downloads. */
async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') }
}

test('an address left in the header appears in the admin inbox; a bot filling the honeypot leaves nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const tag = Date.now().toString(36)
  const email = `inbox.${tag}@example.org`
  const bot = `bot.${tag}@example.org`

  // A visitor on the projects page, signed out, in a browser of their own.
  const visitor = await browser.newPage()
  await gotoHydrated(visitor, '/projects')
  await visitor.getByRole('button', { name: 'Get in touch' }).click()
  await leaveAddress(visitor, email)
  // A bot gets the same busy time and the same toast.
  await leaveAddress(visitor, bot, { fillHoneypot: true })
  await visitor.close()

  await signInAsAdmin(page)
  await gotoHydrated(page, '/admin')
  const tab = page
    .getByRole('navigation', { name: 'Content to manage' })
    .getByRole('link', { name: /^Inbox.*\d+ unread$/ })
  const unreadBefore = Number(/(\d+) unread/.exec((await tab.textContent()) ?? '')?.[1])
  await tab.click()
  await expect(page).toHaveURL(/\/admin\/inbox$/)
  await expect(tab).toHaveAttribute('aria-current', 'page')
  const messages = page.getByRole('list', { name: 'Messages' })
  const item = messages.getByRole('listitem').filter({ hasText: email })
  await expect(item).toHaveCount(1)
  await expect(messages.getByRole('listitem').first()).toContainText(email)
  await expect(item.getByRole('link', { name: '/projects' })).toHaveAttribute('href', '/projects')
  await expect(item).toContainText('Unread')
  await expect(item.locator('time')).toHaveText(/UTC$/)
  await expect(messages.getByText(bot)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // Mark handled, and back.
  await item.getByRole('button', { name: `Mark handled: ${email}` }).click()
  await expect(toastTitled(page, 'Message marked as handled')).toBeVisible()
  await expect(item).toContainText('Handled')
  const after = unreadBefore - 1
  await expect(
    page
      .getByRole('navigation', { name: 'Content to manage' })
      .getByRole('link', { name: after > 0 ? new RegExp(`${after} unread$`) : /^Inbox$/ }),
  ).toBeVisible()
  await item.getByRole('button', { name: `Mark unread: ${email}` }).click()
  await expect(item).toContainText('Unread')

  // The export holds the message.
  const csv = await downloaded(page, page.getByRole('link', { name: 'Export CSV' }))
  expect(csv.name).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(csv.text).toContain(`${email},/projects,`)

  // Delete asks first; Cancel keeps it.
  await item.getByRole('button', { name: `Delete message from ${email}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete message?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(item).toHaveCount(1)
  await item.getByRole('button', { name: `Delete message from ${email}` }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitled(page, 'Message deleted successfully!')).toBeVisible()
  await expect(item).toHaveCount(0)
})

test('the Subscribers tab: counts and states, search, export, end a subscription, delete a reader', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  // The reader signs up in a context of their own, so the page stays the admin's.
  const api = await playwrightRequest.newContext({ baseURL })
  const reader = await createReader(api)
  await api.dispose()

  await signInAsAdmin(page)
  await gotoHydrated(page, '/admin')
  await page
    .getByRole('navigation', { name: 'Content to manage' })
    .getByRole('link', { name: 'Subscribers' })
    .click()
  await expect(page).toHaveURL(/\/admin\/subscribers$/)
  await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible()
  const states = page.getByRole('navigation', { name: 'Readers by state' })
  await expect(states.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('aria-current', 'page')
  for (const label of ['Active', 'Pending', 'Mail failing', 'Unsubscribed', 'Never subscribed'])
    await expect(states.getByRole('link', { name: new RegExp(`^${label} \\d+$`) })).toBeVisible()
  // Administrators are not readers.
  await expect(page.getByRole('row', { name: /e2e-admin/ })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('searchbox', { name: 'Search readers' }).fill(reader.email.toUpperCase())
  await page.getByRole('searchbox', { name: 'Search readers' }).press('Enter')
  await expect(page).toHaveURL(/\?q=/)
  const rows = page.getByRole('row')
  await expect(rows).toHaveCount(2)
  const row = page.getByRole('row', { name: new RegExp(reader.username) })
  await expect(row).toContainText('Active')
  await expect(row).toContainText(`${reader.firstName} ${reader.lastName}`)
  await expect(row).toContainText('At most monthly')
  await expect(row).toContainText('Every update')
  // The state links keep the search: the reader is on Active, not on Pending.
  await states.getByRole('link', { name: /^Pending \d+$/ }).click()
  await expect(page).toHaveURL(/\?q=[^&]+&state=pending$/)
  await expect(states.getByRole('link', { name: /^Pending \d+$/ })).toHaveAttribute('aria-current', 'page')
  await expect(row).toHaveCount(0)
  await states.getByRole('link', { name: /^Active \d+$/ }).click()
  await expect(page).toHaveURL(/\?q=[^&]+&state=active$/)
  await expect(row).toBeVisible()

  const csv = await downloaded(page, page.getByRole('link', { name: 'Export CSV' }))
  expect(csv.name).toMatch(/^readers-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = csv.text.trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${reader.username},${reader.firstName},${reader.lastName},${reader.email},`)
  expect(lines[1]).toContain(',Active,monthly,')

  await row.getByRole('button', { name: `End subscription of ${reader.username}` }).click()
  const endDialog = page.getByRole('alertdialog', { name: 'End subscription?' })
  await endDialog.getByRole('button', { name: 'End subscription' }).click()
  await expect(toastTitled(page, 'Subscription ended')).toBeVisible()
  // No longer on the Active list; on the Unsubscribed one.
  await expect(row).toHaveCount(0)
  await states.getByRole('link', { name: /^Unsubscribed \d+$/ }).click()
  await expect(row).toContainText('Unsubscribed')
  await expect(row.getByRole('button', { name: /End subscription/ })).toHaveCount(0)

  await row.getByRole('button', { name: `Delete ${reader.username}` }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete reader?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toastTitled(page, 'Reader deleted successfully!')).toBeVisible()
  // The search now matches nobody: the list says so instead of drawing an empty table.
  await expect(page.getByText('No readers match.')).toBeVisible()
  await expect(rows).toHaveCount(0)

  // The account is gone: its password no longer signs in.
  const gone = await playwrightRequest.newContext({ baseURL })
  const login = await gone.post('/api/login', {
    data: { username: reader.username, password: reader.password },
  })
  expect(login.status()).toBe(401)
  await gone.dispose()
})

test.describe('when the server cannot save', () => {
  // The browser logs the provoked 503 as a failed resource load.
  test.use({ expectedHttpErrors: [503] })

  test('the form says so after the same busy time and keeps the address', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }),
    )
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Get in touch' }).click()
    const popup = page.getByRole('dialog', { name: 'Get in touch' })
    const field = popup.getByRole('textbox', { name: 'Your email address' })
    await field.fill('kept@example.org')
    const started = Date.now()
    await popup.getByRole('button', { name: "Let's connect" }).click()
    await expect(toast(page).getByText('Email not saved', { exact: true })).toBeVisible()
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    await expect(toast(page).getByText('Email saved!')).toHaveCount(0)
    await expect(field).toHaveValue('kept@example.org')
    await expect(popup.getByRole('button', { name: "Let's connect" })).toBeEnabled()
  })
})
