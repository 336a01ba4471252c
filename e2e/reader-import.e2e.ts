import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { gotoHydrated, toast } from './support/accounts.ts'
import { signInAsAdmin } from './support/admin.ts'

/** WCAG A/AA violations on the whole page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Messages logged to these addresses, read as the admin through GraphQL (the Mail log's query). */
async function mailTo(page: Page, search: string): Promise<number> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'query ($search: String) { admin { mailLog(search: $search) { total } } }',
      variables: { search },
    },
  })
  return ((await response.json()) as { data: { admin: { mailLog: { total: number } } } }).data.admin.mailLog
    .total
}

test('the owner uploads a small CSV, reads the preview, confirms, and finds the readers listed; nobody is mailed', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const tag = Date.now().toString(36)
  await signInAsAdmin(page)
  await gotoHydrated(page, '/admin/subscribers')

  await page.getByText('Import from CSV').click()
  const csv = [
    'Email Address,First Name,Last Name,Topics',
    `ada.${tag}@example.org,Ada,Lovelace,Career Tips`,
    `grace.${tag}@example.org,Grace,Hopper,`,
    'not-an-address,Bad,Row,',
  ].join('\r\n')
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name: 'readers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Upload and preview' }).click()

  // The preview: what will happen, the row left out and why, and that nothing is mailed.
  await expect(page).toHaveURL(/\/admin\/subscribers\/import\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Import readers' })).toBeVisible()
  await expect(page.getByText('2 new readers will be added, subscribed and confirmed.')).toBeVisible()
  await expect(page.getByRole('row', { name: /not-an-address.*Not a valid email address/ })).toBeVisible()
  await expect(page.getByText('No email is sent')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Import 2 readers' }).click()
  await expect(toast(page).getByText('Readers imported')).toBeVisible()
  await expect(page.getByText(/^Imported on /)).toBeVisible()
  await expect(page.getByText('2 new readers were added, subscribed and confirmed.')).toBeVisible()

  await page.getByRole('link', { name: 'See the readers' }).click()
  await expect(page).toHaveURL(/\/admin\/subscribers$/)
  await page.getByRole('searchbox', { name: 'Search readers' }).fill(tag)
  await page.getByRole('searchbox', { name: 'Search readers' }).press('Enter')
  const table = page.getByRole('region', { name: /2 of \d+ readers match/ })
  await expect(table).toBeVisible()
  for (const name of ['Ada Lovelace', 'Grace Hopper']) {
    const row = table.getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText('Active')
    await expect(row).toContainText('Imported')
  }
  expect(await mailTo(page, tag)).toBe(0)
})

test('the owner adds one reader by hand; the same address again is merged, not doubled', async ({ page }) => {
  const email = `hand.${Date.now().toString(36)}@example.org`
  await signInAsAdmin(page)
  await gotoHydrated(page, '/admin/subscribers')
  await page.getByText('Add a reader').click()
  const form = page.getByRole('form', { name: 'Add a reader' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('First name').fill('Hand')
  await form.getByLabel('Frequency').selectOption('weekly')
  await form.getByRole('button', { name: 'Add reader' }).click()
  await expect(
    toast(page).getByText(`${email} is now a reader and gets the next issue. No email was sent.`),
  ).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue('')
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
  await expect(row).toContainText('Added by the owner')
  await expect(row).toContainText('At most weekly')

  await form.getByLabel('Email').fill(email.toUpperCase())
  await form.getByRole('button', { name: 'Add reader' }).click()
  await expect(toast(page).getByText('Already a reader', { exact: true })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveCount(1)
  expect(await mailTo(page, email)).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the file posts to the screen, the preview page confirms it, and the page says what was done', async ({
    page,
  }) => {
    const email = `nojs.${Date.now().toString(36)}@example.org`
    await signInAsAdmin(page)
    await page.goto('/admin/subscribers')
    await page.locator('summary', { hasText: 'Import from CSV' }).click()
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(`email\n${email}\n`) })
    await page.getByRole('button', { name: 'Upload and preview' }).click()
    await expect(page).toHaveURL(/\/admin\/subscribers\/import\/\d+$/)
    await expect(page.getByText('1 new reader will be added, subscribed and confirmed.')).toBeVisible()
    await page.getByRole('button', { name: 'Import 1 reader' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Readers imported' })).toBeVisible()
    await expect(page.getByText('1 new reader was added, subscribed and confirmed.')).toBeVisible()
    await page.getByRole('link', { name: 'See the readers' }).click()
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText(
      'Imported',
    )
  })
})
