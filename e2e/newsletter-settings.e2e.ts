import { expect, test } from './fixtures.ts'
import { signInAsAdmin, toastTitled, uniqueName } from './support/admin.ts'
import { waitForHydration } from './support/hydration.ts'

/*
 * The Newsletter screen's topics and welcome email (decision 235), with JavaScript: each form posts to
 * the screen's action and the screen shows the result. The e2e database lives for the whole run, so
 * only a topic of this test's own is changed, and the welcome email stays off (no mail server here).
 */
test("the owner adds, renames and retires a topic, and the composer follows; the welcome email's text saves", async ({
  page,
}) => {
  test.setTimeout(60_000)
  const name = uniqueName('Gardening')
  await signInAsAdmin(page)
  await page.goto('/admin/newsletter')
  await waitForHydration(page)

  const topics = page.getByRole('region', { name: 'Topics' })
  await topics.getByLabel('New topic').fill(name)
  await topics.getByRole('button', { name: 'Add topic' }).click()
  await expect(toastTitled(page, 'Topic added')).toBeVisible()
  await expect(topics.getByLabel('New topic')).toHaveValue('')
  const row = topics.getByRole('listitem').filter({ hasText: name })
  await expect(row).toBeVisible()

  // A native disclosure: its summary opens the rename form, with or without JavaScript.
  await row.getByText('Rename', { exact: true }).click()
  await row.getByLabel('New name').fill(`${name} club`)
  await row.getByRole('button', { name: 'Save name' }).click()
  await expect(toastTitled(page, 'Topic renamed')).toBeVisible()
  const renamed = topics.getByRole('listitem').filter({ hasText: `${name} club` })
  await expect(renamed.getByText(/^Key: gardening-/)).toBeVisible()

  await page.getByRole('link', { name: 'New issue' }).click()
  await expect(page.getByRole('form', { name: 'Newsletter issue' }).getByLabel(`${name} club`)).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()

  await renamed.getByRole('button', { name: `Retire ${name} club` }).click()
  await expect(toastTitled(page, 'Topic retired')).toBeVisible()
  await expect(renamed.getByRole('button', { name: `Offer again: ${name} club` })).toBeVisible()
  await page.getByRole('link', { name: 'New issue' }).click()
  const composer = page.getByRole('form', { name: 'Newsletter issue' })
  await expect(composer.getByLabel('Career Tips')).toBeVisible()
  await expect(composer.getByLabel(`${name} club`)).toHaveCount(0)
  await page.getByRole('link', { name: 'Cancel' }).click()

  const welcome = page.getByRole('form', { name: 'Welcome email' })
  await expect(
    welcome.getByRole('checkbox', { name: 'Send a welcome email to new readers' }),
  ).not.toBeChecked()
  await welcome.getByLabel('Text (Markdown)').fill('So glad you are **here**.')
  // The preview follows the typing, rendered by the server.
  await expect(
    page.getByRole('region', { name: 'Preview of the welcome email' }).locator('strong'),
  ).toHaveText('here')
  await welcome.getByRole('button', { name: 'Save welcome email' }).click()
  await expect(toastTitled(page, 'Welcome email saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Welcome email' }).getByLabel('Text (Markdown)')).toHaveValue(
    'So glad you are **here**.',
  )
})
