import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { createReader } from './support/accounts.ts'
import { signInAsAdmin, toastTitled, uniqueName } from './support/admin.ts'
import { waitForHydration } from './support/hydration.ts'

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  })
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('the admin composes an issue with a live preview, sends it, and it appears in the archive', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const title = uniqueName('Notes from the lab')
  // A reader with no issue yet: the send reaches at least one (one that reaches nobody is refused).
  await createReader(request)
  await signInAsAdmin(page)
  await page.goto('/admin/newsletter')
  await waitForHydration(page)
  const panel = page.getByRole('region', { name: 'Newsletter' })
  await expect(panel.getByRole('heading', { name: 'Newsletter' })).toBeVisible()
  await expectNoAxeViolations(page, 'main')

  await panel.getByRole('link', { name: 'New issue' }).click()
  // The composer has an address of its own: Back closes it, Forward opens it again.
  await expect(page).toHaveURL(/\/admin\/newsletter\?new=1$/)
  const form = page.getByRole('form', { name: 'Newsletter issue' })
  await page.goBack()
  await expect(form).toHaveCount(0)
  await page.goForward()
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(form.getByText('Title is required (at most 200 characters)')).toBeVisible()
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Career Tips').check()
  await form
    .getByLabel('Text (Markdown)')
    .fill(
      '## What changed\n\nHello **readers**.<script>window.pwned = 1</script> [Docs](https://docs.example/x)',
    )
  // The preview is the server's rendering, sanitised: the bold text is there, the script is not.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.locator('strong')).toHaveText('readers')
  await expect(preview.getByRole('heading', { name: 'What changed' })).toBeVisible()
  expect(await preview.locator('script').count()).toBe(0)
  await form.getByRole('button', { name: 'Insert image from the media library' }).click()
  await expect(
    form.getByRole('button', { name: /Insert image 1/ }).or(form.getByText(/media library is empty/)),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'main')
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(toastTitled(page, 'Draft saved')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/newsletter$/)

  const card = panel.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  await expect(card.getByText('Career Tips')).toBeVisible()
  await card.getByRole('button', { name: 'Send test to me' }).click()
  await expect(toastTitled(page, 'Test email sent')).toBeVisible()

  await card.getByRole('link', { name: 'Send', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Send this issue?' })
  // The dialog says who the send reaches before the owner clicks (the query Send itself runs).
  const reach = confirm.getByRole('status')
  await expect(reach).toHaveText(/^\d+ readers? will get this issue/)
  const reached = Number(/^(\d+)/.exec((await reach.textContent()) ?? '')![1])
  expect(reached).toBeGreaterThanOrEqual(1)
  await expectNoAxeViolations(page, '[role="alertdialog"]')
  await confirm.getByRole('button', { name: 'Send' }).click()
  await expect(toastTitled(page, 'Sending started')).toBeVisible()
  await expect(card.getByText(new RegExp(`· ${reached} recipients?$`))).toBeVisible()
  // The worker finishes it; the list follows by itself.
  await expect(card.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(card.getByText(/Remaining 0/)).toBeVisible()

  // Progress is read from the database: a reload shows the same.
  await page.reload()
  await waitForHydration(page)
  await expect(card.getByText(/Sent \d+ · Failed 0 · Remaining 0/)).toBeVisible()

  await card.getByRole('link', { name: 'View in the archive' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('article strong')).toHaveText('readers')
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
  // The issue ends with the way to get the next one (issue 24).
  const next = page.getByRole('complementary', { name: 'Get the next issue' })
  await expect(next.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/newsletter')
  await expectNoAxeViolations(page)

  const archive = await page.goto('/newsletter/archive')
  expect(archive?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await expectNoAxeViolations(page)
  const issuePath = new URL((await page.getByRole('link', { name: title }).getAttribute('href'))!, page.url())
    .pathname

  // Taken down from the admin: gone from the archive, its page a 410 (decision 227).
  await page.goto('/admin/newsletter')
  await waitForHydration(page)
  await card.getByRole('button', { name: `Unpublish ${title}` }).click()
  await page
    .getByRole('alertdialog', { name: 'Unpublish this issue?' })
    .getByRole('button', { name: 'Unpublish' })
    .click()
  await expect(toastTitled(page, 'Issue unpublished')).toBeVisible()
  await expect(card.getByText('Unpublished', { exact: true })).toBeVisible()
  expect((await page.request.get(issuePath)).status()).toBe(410)
  expect(await (await page.request.get('/newsletter/archive')).text()).not.toContain(title)
})

/** The admin reads the outbox (no SMTP in e2e) through GraphQL, as the Outbox tab does. */
async function outboxHeaders(page: Page, to: string, subject: string): Promise<Record<string, string>> {
  const gql = async (query: string, variables = {}) =>
    ((await (await page.request.post('/graphql', { data: { query, variables } })).json()) as { data: never })
      .data
  for (let i = 0; i < 60; i++) {
    const { admin } = await gql('{ admin { outbox(limit: 200) { items { id to subject } } } }')
    const summary = (
      admin as { outbox: { items: { id: string; to: string; subject: string }[] } }
    ).outbox.items.find((m) => m.to === to && m.subject === subject)
    if (summary) {
      const { outboxMessage } = await gql(
        'query($id: ID!) { outboxMessage(id: $id) { headers { name value } } }',
        {
          id: summary.id,
        },
      )
      const headers = (outboxMessage as { headers: { name: string; value: string }[] }).headers
      return Object.fromEntries(headers.map((h) => [h.name, h.value]))
    }
    await page.waitForTimeout(500)
  }
  throw new Error(`no mail "${subject}" to ${to} in the outbox`)
}

test('a reader leaves from the link in the newsletter email, without signing in', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const reader = await createReader(request)
  const title = uniqueName('Leaving soon')
  await signInAsAdmin(page)
  const created = await page.request.post('/api/newsletter/issues', {
    data: { title, markdown: 'A short issue.', topics: [] },
  })
  const { id } = (await created.json()) as { id: number }
  expect((await page.request.post(`/api/newsletter/issues/${id}/send`)).ok()).toBe(true)

  const headers = await outboxHeaders(page, reader.email, title)
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const link = /<(http[^>]+)>/.exec(headers['List-Unsubscribe'] ?? '')![1]!
  await page.context().clearCookies()
  const url = new URL(link)
  const confirm = await page.goto(url.pathname + url.search)
  expect(confirm?.status()).toBe(200)
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible()
  await expectNoAxeViolations(page)
  const subscription = await (await request.get('/api/newsletter/subscription')).json()
  expect(subscription).toMatchObject({ isActive: false })
})

test.describe('public newsletter pages', () => {
  test.use({ expectedHttpErrors: [400, 404] })

  test('an unknown issue is a 404 page', async ({ page }) => {
    const response = await page.goto('/newsletter/archive/no-such-issue')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found').first()).toBeVisible()
  })

  test('a forged unsubscribe link is a 400 page that says so', async ({ page }) => {
    const response = await page.goto(`/newsletter/unsubscribe?token=1.${'A'.repeat(43)}`)
    expect(response?.status()).toBe(400)
    await waitForHydration(page)
    await expect(
      page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
