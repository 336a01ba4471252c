import { E2E_ADMIN } from './credentials.ts'
import { expect, test } from './fixtures.ts'
import { createReader, gotoHydrated, toast } from './support/accounts.ts'

test('sign in by email on the newsletter page, then signed-in visits are redirected', async ({ page }) => {
  const reader = await createReader(page.context().request)
  await page.context().clearCookies()
  await gotoHydrated(page, '/newsletter')
  // Sign in is the tab open for readers (decision 233); choosing it again keeps it.
  await page.getByRole('tab', { name: 'Sign in' }).click()
  const username = page.getByPlaceholder('Username or email')
  await expect(username).toBeVisible()
  await username.fill(reader.email)
  const form = page.getByRole('form', { name: 'Sign in', exact: true })
  await form.getByLabel('Password', { exact: true }).fill(reader.password)
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(toast(page).getByText('Welcome back!')).toBeVisible()
  await expect(toast(page).getByText(`Logged in as ${reader.username}`)).toBeVisible()
  await expect(page.getByRole('region', { name: /Profile/ }).getByText(reader.email)).toBeVisible()

  await page.goto('/newsletter')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/$/)
})

test('the admin signs in on /auth, lands on /admin and sees the badge on the dashboard', async ({ page }) => {
  await gotoHydrated(page, '/auth')
  await expect(page.getByRole('link', { name: 'Sign up for newsletter' })).toHaveAttribute(
    'href',
    '/newsletter',
  )
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  const password = page.getByLabel('Password', { exact: true })
  await password.fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(toast(page).getByText(`Logged in as ${E2E_ADMIN.username}`)).toBeVisible()

  await gotoHydrated(page, '/dashboard')
  await expect(page.getByText('Administrator')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('empty fields are named next to them and nothing is sent', async ({ page }) => {
  await gotoHydrated(page, '/auth')
  let sent = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login')) sent++
  })
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is required')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password is required',
  )
  expect(sent).toBe(0)
})

test.describe('failed login', () => {
  test.use({ expectedHttpErrors: [401] })

  test('shows the toast and the alert box, and stays on /auth', async ({ page }) => {
    await gotoHydrated(page, '/auth')
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible()
    await expect(toast(page).getByText('Login failed')).toBeVisible()
    await expect(toast(page).getByText('Invalid username or password')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
  })
})

test('at 390 px a long email in the dashboard wraps before an @ or a dot, never mid-word (issue 15 item 17)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const tag = Date.now().toString(36)
  const response = await page.request.post('/api/newsletter/signup', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      username: `wrap-${tag}`,
      email: `grace.hopper.reader.${tag}@computing-history.example.com`,
      password: `pass-${tag}-long-enough`,
      frequency: 'monthly',
      topics: [],
    },
  })
  expect(response.status()).toBe(201)
  await page.goto('/dashboard')
  const email = page.locator('dd').filter({ hasText: '@computing-history' })
  await expect(email).toBeVisible()
  const lines = await email.evaluate((dd) => {
    // The characters before each line break, from the position of every character.
    const out: string[] = []
    let last: number | null = null
    let previous = ''
    const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const top = range.getBoundingClientRect().top
        if (last !== null && top > last + 2) out.push(`${previous}|${node.textContent![i]}`)
        last = top
        previous = node.textContent![i]!
      }
    }
    return { breaks: out, fits: dd.scrollWidth <= dd.clientWidth }
  })
  expect(lines.fits).toBe(true)
  expect(lines.breaks.length).toBeGreaterThan(0)
  // Before an @ or a dot, or after a hyphen: never inside a word.
  for (const at of lines.breaks) expect(at).toMatch(/\|[@.]$|^-\|/)
})
