import { request as playwrightRequest } from '@playwright/test'
import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { createReader, fillSignUp, newReader } from './support/accounts.ts'
import {
  createProjectViaApi,
  deleteViaApi,
  pngFile,
  publicProject,
  signInAsAdmin,
  uniqueName,
} from './support/admin.ts'

/*
 * With JavaScript off, forms post to their page's route action, which writes through the REST API on
 * the server and answers with the page (docs/decisions/221-route-actions.md).
 */
test.use({ javaScriptEnabled: false })

test('sign in without JavaScript: a wrong password says so, the right one reaches the panel', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(page.getByText('This form needs JavaScript')).toHaveCount(0)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Username').fill(E2E_ADMIN.username)
  await form.getByLabel('Password', { exact: true }).fill('not-the-password')
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible()
  await expect(form.getByLabel('Username')).toHaveValue(E2E_ADMIN.username)
  await expect(page).toHaveURL(/\/auth$/)
  await form.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
})

test.describe('the admin panel without JavaScript', () => {
  let original: Record<string, unknown> | undefined
  test.afterEach(async ({ page }) => {
    if (original) await page.request.put('/api/site', { data: original })
    original = undefined
  })

  test('Site settings save; greetings are added, moved and removed', async ({ page }) => {
    await signInAsAdmin(page)
    original = (await (await page.request.get('/api/site')).json()) as Record<string, unknown>
    await page.goto('/admin/site')
    const form = page.getByRole('form', { name: 'Site settings' })
    await form.getByLabel('Job title').fill('Compiler Engineer, no script')
    await form.getByRole('textbox', { name: 'Greeting 1' }).fill('Hello without script')
    // The greeting buttons send the form back with their change, unsaved, what was typed kept.
    const lines = (original.greetings as string[]).length
    await form.getByRole('button', { name: 'Add greeting' }).click()
    await expect(form.getByRole('textbox', { name: `Greeting ${lines + 1}` })).toHaveValue('')
    await expect(form.getByLabel('Job title')).toHaveValue('Compiler Engineer, no script')
    await form.getByRole('textbox', { name: `Greeting ${lines + 1}` }).fill('Typed last')
    await form.getByRole('button', { name: `Move greeting ${lines + 1} up` }).click()
    await expect(form.getByRole('textbox', { name: `Greeting ${lines}` })).toHaveValue('Typed last')
    await form.getByRole('button', { name: `Remove greeting ${lines}` }).click()
    await expect(form.getByRole('textbox', { name: `Greeting ${lines + 1}` })).toHaveCount(0)
    await expect(form.getByRole('textbox', { name: 'Greeting 1' })).toHaveValue('Hello without script')
    await form.getByRole('button', { name: 'Save Site Settings' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Site settings saved successfully!' }),
    ).toBeVisible()
    await expect(form.getByLabel('Job title')).toHaveValue('Compiler Engineer, no script')
    const saved = (await (await page.request.get('/api/site')).json()) as Record<string, unknown>
    expect(saved.jobTitle).toBe('Compiler Engineer, no script')
    expect(saved.greetings).toEqual(['Hello without script', ...(original.greetings as string[]).slice(1)])

    // A bad value is named at its field, what was typed stays, nothing is saved.
    await form.getByLabel('GitHub URL').fill('not a url')
    await form.getByLabel('Job title').fill('Not saved')
    await form.getByRole('button', { name: 'Save Site Settings' }).click()
    await expect(form.getByText('GitHub URL must be a URL (http:// or https://)')).toBeVisible()
    await expect(form.getByLabel('Job title')).toHaveValue('Not saved')
    const after = (await (await page.request.get('/api/site')).json()) as Record<string, unknown>
    expect(after.jobTitle).toBe('Compiler Engineer, no script')
  })

  test('Inbox: mark handled, mark unread, delete after the confirmation', async ({ page, baseURL }) => {
    const email = `nojs.${Date.now().toString(36)}@example.org`
    const visitor = await playwrightRequest.newContext({ baseURL })
    expect((await visitor.post('/api/contact', { data: { email, page: '/' } })).status()).toBe(202)
    await visitor.dispose()

    await signInAsAdmin(page)
    await page.goto(`/admin/inbox?q=${encodeURIComponent(email)}`)
    const item = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: email })
    await expect(item).toContainText('Unread')
    await item.getByRole('button', { name: `Mark handled: ${email}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Message marked as handled' })).toBeVisible()
    // The search the form was sent from is kept.
    await expect(page).toHaveURL(/\?q=/)
    await expect(item).toContainText('Handled')
    await item.getByRole('button', { name: `Mark unread: ${email}` }).click()
    await expect(item).toContainText('Unread')

    // Without JavaScript the row's button is a link to the page with this row's confirmation open.
    await item.getByRole('link', { name: `Delete message from ${email}` }).click()
    await expect(page).toHaveURL(/[?&]confirm=delete-/)
    await expect(page).toHaveURL(/[?&]q=/)
    const confirm = item.getByRole('form', { name: 'Delete message?' })
    await expect(page.getByRole('form', { name: 'Delete message?' })).toHaveCount(1)
    await expect(confirm).toContainText('This action cannot be undone.')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Message deleted successfully!' })).toBeVisible()
    await expect(item).toHaveCount(0)
  })

  test('Newsletter: a draft is written in the composer, listed, sent as a test, scheduled and deleted after the confirmation', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    const title = `No-script draft ${Date.now().toString(36)}`
    // The composer is an address of its own, and its form posts to the screen's action.
    await page.goto('/admin/newsletter')
    await page.getByRole('link', { name: 'New issue' }).click()
    await expect(page).toHaveURL(/\?new=1$/)
    const composer = page.getByRole('form', { name: 'Newsletter issue' })
    await composer.getByLabel('Title', { exact: true }).fill(title)
    await composer.getByLabel('Text (Markdown)').fill('Written for the list.')
    await composer.getByLabel('Add images').setInputFiles(await pngFile('chart.png', 80))
    await composer.getByRole('button', { name: 'Save draft' }).click()
    // Saved, it opens at its own address with the image at the end of its text, to be described.
    await expect(page).toHaveURL(/\?edit=\d+&saved$/)
    await expect(page.getByRole('heading', { name: 'Edit issue' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
    await expect(composer.getByLabel('Text (Markdown)')).toHaveValue(/^Written for the list\.\n\n!\[\]\(/)
    await composer.getByLabel('Image 1: description').fill('A rising line')
    await composer.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
    await expect(composer.getByLabel('Text (Markdown)')).toHaveValue(/!\[A rising line\]\(/)
    await composer.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/admin\/newsletter$/)
    const item = page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) })
    await expect(item).toContainText('Draft')
    await item.getByRole('button', { name: 'Send test to me' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Test email sent' })).toBeVisible()
    // Send asks first, in the page, and says who the issue would reach; Cancel goes back to the list.
    await item.getByRole('link', { name: 'Send', exact: true }).click()
    const question = page.getByRole('group', { name: 'Send this issue?' })
    await expect(question.getByRole('status')).toHaveText(
      /^(\d+ readers? will get|Nobody would get) this issue/,
    )
    await question.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/admin\/newsletter$/)
    await expect(question).toHaveCount(0)
    // Schedule asks in the page too; without script the owner names the time zone the time is in.
    await item.getByRole('link', { name: `Schedule ${title}` }).click()
    const schedule = page.getByRole('group', { name: 'Schedule this issue' })
    await expect(schedule.getByLabel('Time zone')).toHaveValue('UTC')
    const day = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    await schedule.getByLabel('Date and time').fill(`${day}T09:30`)
    await schedule.getByLabel('Time zone').selectOption('Asia/Tokyo')
    await schedule.getByRole('button', { name: 'Schedule' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Issue scheduled' })).toContainText(
      'at 09:30 (Asia/Tokyo)',
    )
    await expect(schedule).toHaveCount(0)
    await expect(item).toContainText('Scheduled')
    await item.getByRole('button', { name: `Cancel schedule for ${title}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled send cancelled' })).toBeVisible()
    await item.getByRole('link', { name: `Delete draft ${title}` }).click()
    await item
      .getByRole('form', { name: 'Delete this draft?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Draft deleted' })).toBeVisible()
    await expect(page.getByText(title, { exact: true })).toHaveCount(0)
  })

  test('Subscribers: the state links filter, and a subscription ends after the confirmation', async ({
    page,
    baseURL,
  }) => {
    const api = await playwrightRequest.newContext({ baseURL })
    const reader = await createReader(api)
    await api.dispose()

    await signInAsAdmin(page)
    await page.goto(`/admin/subscribers?q=${encodeURIComponent(reader.email)}`)
    const row = page.getByRole('row', { name: new RegExp(reader.username) })
    await expect(row).toContainText('Active')
    const states = page.getByRole('navigation', { name: 'Readers by state' })
    await states.getByRole('link', { name: /^Active \d+$/ }).click()
    await expect(page).toHaveURL(/[?&]state=active/)
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(states.getByRole('link', { name: /^Active \d+$/ })).toHaveAttribute('aria-current', 'page')
    await expect(row).toBeVisible()
    // Cancel goes back to the list as it was; the confirmation is asked again.
    await row.getByRole('link', { name: `End subscription of ${reader.username}` }).click()
    await row.getByRole('form', { name: 'End subscription?' }).getByRole('link', { name: 'Cancel' }).click()
    await expect(page).not.toHaveURL(/confirm=/)
    await expect(page.getByRole('form', { name: 'End subscription?' })).toHaveCount(0)
    await row.getByRole('link', { name: `End subscription of ${reader.username}` }).click()
    await row
      .getByRole('form', { name: 'End subscription?' })
      .getByRole('button', { name: 'End subscription' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Subscription ended' })).toBeVisible()
    // Back on the Active list, where the reader no longer is; the Unsubscribed one has them.
    await expect(page).toHaveURL(/[?&]state=active/)
    await expect(page).not.toHaveURL(/confirm=/)
    await expect(row).toHaveCount(0)
    await states.getByRole('link', { name: /^Unsubscribed \d+$/ }).click()
    await expect(row).toContainText('Unsubscribed')
    await expect(row.getByRole('link', { name: /^End subscription/ })).toHaveCount(0)
  })
})

test('Work experience: add inline, a missing field is named, then edit and delete it', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/work')
  await page.getByRole('link', { name: 'Add Work Experience' }).click()
  await expect(page).toHaveURL(/\/admin\/work\?new=1$/)
  const company = `No Script ${Date.now().toString(36)}`
  let form = page.getByRole('form', { name: 'Work experience details' })
  for (const [label, value] of [
    ['Position', 'Plain HTML Engineer'],
    ['Location', 'Berlin'],
    ['Duration', '1 year'],
    ['Start date', '2025-01'],
    ['End date', 'Present'],
    ['Description', 'Forms that post\nPages that answer'],
    ['Technologies', 'HTML, HTTP'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value)
  }
  await form.getByRole('button', { name: 'Create Work Experience' }).click()
  await expect(form.getByText('Company is required')).toBeVisible()
  await expect(form.getByLabel('Position', { exact: true })).toHaveValue('Plain HTML Engineer')
  await form.getByLabel('Company', { exact: true }).fill(company)
  await form.getByRole('button', { name: 'Create Work Experience' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Work experience created successfully!' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: `Plain HTML Engineer · ${company}` })).toBeVisible()
  await expect(form).toHaveCount(0)

  await page.getByRole('link', { name: `Edit Plain HTML Engineer at ${company}` }).click()
  form = page.getByRole('form', { name: 'Work experience details' })
  await expect(form.getByLabel('Company', { exact: true })).toHaveValue(company)
  await form.getByLabel('Position', { exact: true }).fill('Web Standards Engineer')
  await form.getByRole('button', { name: 'Update Work Experience' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Work experience updated successfully!' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: `Web Standards Engineer · ${company}` })).toBeVisible()

  await page.getByRole('link', { name: `Delete Web Standards Engineer at ${company}` }).click()
  await page
    .getByRole('form', { name: 'Delete work experience?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Work experience deleted successfully!' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: `Web Standards Engineer · ${company}` })).toHaveCount(0)
})

test("Projects: on the project's own page its icon uploads, screenshots move and go, and its commands are added, edited and deleted", async ({
  page,
}) => {
  await signInAsAdmin(page)
  const title = uniqueName('No Script Media')
  const id = await createProjectViaApi(page, title)
  for (const shot of [await pngFile('one.png', 40), await pngFile('two.png', 200)]) {
    const upload = await page.request.post(`/api/projects/${id}/upload-screenshots`, {
      multipart: { screenshots: shot },
    })
    expect(upload.ok()).toBe(true)
  }
  try {
    await page.goto('/admin/projects')
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/projects\\?edit=${id}$`))
    await expect(page.getByText('Move a screenshot one place with its arrows.')).toBeVisible()
    // No drag handle, and no move past either end.
    await expect(page.getByRole('button', { name: 'Move screenshot 1', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Move screenshot 1 earlier' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Move screenshot 2 later' })).toBeDisabled()

    const iconForm = page.getByRole('form', { name: 'Upload icon' })
    await iconForm.getByLabel('File to upload icon').setInputFiles(await pngFile('icon.png', 120))
    await iconForm.getByRole('button', { name: 'Upload icon', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Icon uploaded successfully!' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Current icon' })).toBeVisible()

    const before = (await publicProject(page, String(id)))!.screenshotUrls
    await page.getByRole('button', { name: 'Move screenshot 1 later' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Screenshots reordered successfully!' }),
    ).toBeVisible()
    expect((await publicProject(page, String(id)))!.screenshotUrls).toEqual([before[1], before[0]])

    await page.getByRole('button', { name: 'Delete screenshot 1' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Screenshot deleted successfully!' }),
    ).toBeVisible()
    await expect(page.getByTestId('screenshot-item')).toHaveCount(1)
    expect((await publicProject(page, String(id)))!.screenshotUrls).toEqual([before[0]])

    await page.getByRole('link', { name: 'Add Command' }).click()
    let form = page.getByRole('form', { name: 'New command' })
    await form.getByLabel('Command', { exact: true }).fill('make serve')
    await form.getByRole('button', { name: 'Add Command' }).click()
    await expect(form.getByText('Description is required')).toBeVisible()
    await expect(form.getByLabel('Command', { exact: true })).toHaveValue('make serve')
    await form.getByLabel('Command description').fill('Serves the site')
    await form.getByRole('button', { name: 'Add Command' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Command created successfully!' })).toBeVisible()
    await expect(form).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`\\?edit=${id}$`))

    await page.getByRole('link', { name: 'Edit command make serve' }).click()
    form = page.getByRole('form', { name: 'Edit command' })
    await form.getByLabel('Command', { exact: true }).fill('make serve PORT=8080')
    await form.getByRole('button', { name: 'Update Command' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Command updated successfully!' })).toBeVisible()
    await expect(page.getByText('make serve PORT=8080')).toBeVisible()

    await page.getByRole('link', { name: 'Delete command make serve PORT=8080' }).click()
    await page.getByRole('form', { name: 'Delete command?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Command deleted successfully!' })).toBeVisible()
    await expect(page.getByText('make serve PORT=8080')).toHaveCount(0)
    expect((await publicProject(page, String(id)))!.commands).toEqual([])
  } finally {
    await deleteViaApi(page, `/api/projects/${id}`)
  }
})

test.describe('the dashboard without JavaScript', () => {
  test('newsletter preferences: edit in place, save, and the card shows them', async ({ page }) => {
    await createReader(page.request)
    await page.goto('/dashboard')
    await expect(page.getByText('This form needs JavaScript')).toHaveCount(0)
    const card = page.getByRole('region', { name: /Newsletter/ })
    const frequency = card.locator('p', { hasText: 'How often:' })
    await expect(frequency).toHaveText('How often: At most monthly')
    await card.locator('summary', { hasText: 'Edit preferences' }).click()
    const form = card.getByRole('form', { name: 'Newsletter preferences' })
    await form.getByRole('radio', { name: 'At most weekly' }).check()
    await form.getByRole('checkbox', { name: 'Career Tips' }).check()
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Preferences updated' })).toBeVisible()
    await expect(frequency).toHaveText('How often: At most weekly')
    await expect(card.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText(['Career Tips'])
    const saved = (await (await page.request.get('/api/newsletter/subscription')).json()) as {
      preferences: { frequency: string }
    }
    expect(saved.preferences.frequency).toBe('weekly')
  })

  test('delete my account: a wrong password says so, the right one signs out and says so', async ({
    page,
  }) => {
    const reader = await createReader(page.request)
    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'Account', exact: true })
    await card.locator('summary', { hasText: 'Delete my account' }).click()
    const form = card.getByRole('form', { name: 'Delete account' })
    await form.getByLabel('Password', { exact: true }).fill('not-the-password')
    await form.getByRole('button', { name: 'Delete account' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Delete failed' })).toBeVisible()
    await form.getByLabel('Password', { exact: true }).fill(reader.password)
    await form.getByRole('button', { name: 'Delete account' }).click()
    await expect(page).toHaveURL(/\/account\/deleted$/)
    await expect(page.getByRole('status').filter({ hasText: 'Your account was deleted' })).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth$/)
  })

  test("Logout ends the session and goes home; the admin panel's Logout goes to sign-in", async ({
    page,
  }) => {
    await createReader(page.request)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect((await page.request.get('/api/user')).status()).toBe(401)

    await signInAsAdmin(page)
    await page.goto('/admin/projects')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })
})

test('subscribe on /newsletter with an address alone: a bad address is named, then the page says what follows', async ({
  page,
}) => {
  const reader = newReader()
  await page.goto('/newsletter')
  await expect(page.getByText('This form needs JavaScript')).toHaveCount(0)
  const form = page.getByRole('form', { name: 'Subscribe by email' })
  await form.getByLabel('Your email').fill('not-an-address')
  await form.getByRole('radio', { name: 'At most weekly' }).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Your email')).toHaveValue('not-an-address')
  await expect(form.getByRole('radio', { name: 'At most weekly' })).toBeChecked()

  await form.getByLabel('Your email').fill(reader.email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible()
  await expect(page).toHaveURL(/\/newsletter$/)
})

test("signed in, the header's avatar leads to the dashboard; from there the admin reaches the panel", async ({
  page,
}) => {
  await createReader(page.request)
  await page.goto('/projects')
  // The avatar submits an empty form (GET /dashboard?) where the script would open its menu.
  await page.getByRole('banner').getByRole('button', { name: 'Account: Grace Reader' }).click()
  await expect(page).toHaveURL(/\/dashboard\??$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Reader' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0)

  await signInAsAdmin(page)
  await page.goto('/')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account: / })
    .click()
  await expect(page).toHaveURL(/\/dashboard\??$/)
  await page.getByRole('link', { name: 'Admin Panel' }).click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
})

test('on /newsletter the Sign up tab opens the sign-up form, which creates the account', async ({ page }) => {
  const reader = newReader()
  await page.goto('/newsletter')
  const tabs = page.getByRole('tablist', { name: 'Sign up or sign in' })
  await expect(tabs.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('form', { name: 'Sign up' })).toHaveCount(0)
  await tabs.getByRole('tab', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/newsletter\?tab=signup#account-title$/)
  await expect(tabs.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0)

  const form = page.getByRole('form', { name: 'Sign up' })
  await fillSignUp(form, reader)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Reader' })).toBeVisible()
})

test("a project's icon and the site's default theme are radio buttons: the choice is saved", async ({
  page,
}) => {
  await signInAsAdmin(page)
  const id = await createProjectViaApi(page, uniqueName('No Script Icon'))
  const site = (await (await page.request.get('/api/site')).json()) as { themeDefault: string }
  try {
    await page.goto(`/admin/projects?edit=${id}`)
    const project = page.getByRole('form', { name: 'Project details' })
    const icons = project.getByRole('radiogroup', { name: 'Icon' })
    await expect(icons.getByRole('radio', { name: 'Automatic (from the title)' })).toBeChecked()
    await icons.getByRole('radio', { name: 'brain', exact: true }).check()
    await project.getByRole('button', { name: 'Update Project' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Project updated successfully!' })).toBeVisible()
    const saved = (await (await page.request.get(`/api/projects/${id}`)).json()) as { iconName: string }
    expect(saved.iconName).toBe('brain')
    await page.goto(`/admin/projects?edit=${id}`)
    await expect(icons.getByRole('radio', { name: 'brain', exact: true })).toBeChecked()

    await page.goto('/admin/site')
    const form = page.getByRole('form', { name: 'Site settings' })
    const themes = form.getByRole('radiogroup', { name: 'Default theme' })
    const other = site.themeDefault === 'dark' ? 'system' : 'dark'
    const label = { dark: 'Dark (the site’s own look)', system: 'Follow the visitor’s system setting' }
    await expect(themes.getByRole('radio', { name: label[other] })).not.toBeChecked()
    await themes.getByRole('radio', { name: label[other] }).check()
    await form.getByRole('button', { name: 'Save Site Settings' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Site settings saved successfully!' }),
    ).toBeVisible()
    await expect(themes.getByRole('radio', { name: label[other] })).toBeChecked()
    const after = (await (await page.request.get('/api/site')).json()) as { themeDefault: string }
    expect(after.themeDefault).toBe(other)
  } finally {
    await page.request.put('/api/site', { data: site })
    await deleteViaApi(page, `/api/projects/${id}`)
  }
})
