import type { Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { createReader, fillSignUp, gotoHydrated, newReader, toast } from './support/accounts.ts'

test('sign-up → dashboard → edit preferences → unsubscribe → logout', async ({ page }) => {
  const reader = newReader()
  await gotoHydrated(page, '/newsletter')
  // Readers with an account sign in there first; an account with a password is the other tab.
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tab', { name: 'Sign up' }).click()
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('First name').fill(reader.firstName)
  await form.getByLabel('Last name').fill(reader.lastName)
  await form.getByLabel('Email').fill(reader.email)
  // The form asks no phone number any more (it was never sent; decision 233).
  await expect(form.getByLabel(/Phone/)).toHaveCount(0)
  await expect(form.locator('input[type="tel"]')).toHaveCount(0)
  await form.getByLabel('Username').fill(reader.username)
  await form.getByLabel('Password', { exact: true }).fill(reader.password)
  // How often: every issue unless the reader chooses (decision 227).
  const howOften = form.getByRole('group', { name: 'How often' })
  await expect(howOften.getByRole('radio', { name: 'Every issue' })).toBeChecked()
  await howOften.getByRole('radio', { name: 'At most monthly' }).check()
  const sent = page.waitForRequest('**/api/newsletter/signup')
  await form.getByRole('button', { name: 'Create account' }).click()
  expect((await sent).postDataJSON()).toEqual({ ...reader, frequency: 'monthly', topics: [] })

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(toast(page).getByText('Account created successfully!')).toBeVisible()
  const profile = page.getByRole('region', { name: /Profile/ })
  await expect(profile.getByText(reader.username)).toBeVisible()
  await expect(profile.getByText(reader.email)).toBeVisible()
  await expect(profile.getByText('Grace Reader')).toBeVisible()
  await expect(profile.getByText('Administrator')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0)

  const card = page.getByRole('region', { name: /Newsletter/ })
  await expect(card.getByText('Active')).toBeVisible()
  await expect(card.getByText('At most monthly')).toBeVisible()

  // Cancel restores the saved values.
  await card.getByRole('button', { name: 'Edit preferences' }).click()
  await card.getByRole('radio', { name: 'At most weekly' }).click()
  await card.getByRole('checkbox', { name: 'Career Tips' }).click()
  await card.getByRole('button', { name: 'Cancel' }).click()
  await expect(card.getByText('At most monthly')).toBeVisible()
  await card.getByRole('button', { name: 'Edit preferences' }).click()
  await expect(card.getByRole('radio', { name: 'At most monthly' })).toBeChecked()
  await expect(card.getByRole('checkbox', { name: 'Career Tips' })).not.toBeChecked()

  // Save returns to the view with the new values.
  await card.getByRole('radio', { name: 'At most weekly' }).click()
  await card.getByRole('checkbox', { name: 'Career Tips' }).click()
  await card.getByRole('checkbox', { name: 'Database Design' }).click()
  // The page reads the saved values again after the save; made slow here, the form stays open saying
  // 'Saving...' meanwhile, and closes onto the new values, never the old ones.
  const slowRead = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  }
  const graphql = (url: URL) => url.pathname === '/graphql'
  await page.route(graphql, slowRead)
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByRole('button', { name: 'Saving...' })).toBeVisible()
  await expect(toast(page).getByText('Preferences updated')).toBeVisible()
  const savedFrequency = card.getByText(/^How often:/)
  await savedFrequency.waitFor()
  expect(await savedFrequency.textContent()).toBe('How often: At most weekly')
  await page.unroute(graphql, slowRead)
  await expect(card.getByText('At most weekly')).toBeVisible()
  await expect(card.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText([
    'Database Design',
    'Career Tips',
  ])

  // Saved on the server: a fresh load renders them.
  await gotoHydrated(page, '/dashboard')
  await expect(card.getByText('At most weekly')).toBeVisible()

  await card.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(toast(page).getByText('Unsubscribed')).toBeVisible()
  await expect(card.getByText('You are not subscribed to the newsletter.')).toBeVisible()
  // Not /newsletter, which would send a signed-in reader back to the dashboard (issue 24).
  await expect(card.getByRole('link', { name: 'Read past issues' })).toHaveAttribute(
    'href',
    '/newsletter/archive',
  )

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth$/)
})

test('sign-up shows field errors next to the fields, checked with the server schema', async ({ page }) => {
  await gotoHydrated(page, '/newsletter')
  let requests = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/newsletter/signup')) requests++
  })
  await page.getByRole('tab', { name: 'Sign up' }).click()
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByLabel('Password', { exact: true }).fill('short')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address')
  await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password must be 8 to 256 characters long',
  )
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  expect(requests).toBe(0)
})

test.describe('conflicts', () => {
  test.use({ expectedHttpErrors: [409] })

  test('a taken username is named next to its field', async ({ page }) => {
    const taken = await createReader(page.context().request)
    await page.context().clearCookies()
    await gotoHydrated(page, '/newsletter')
    const reader = newReader()
    await page.getByRole('tab', { name: 'Sign up' }).click()
    const form = page.getByRole('form', { name: 'Sign up' })
    await fillSignUp(form, reader, taken.username)
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(toast(page).getByText('Signup failed')).toBeVisible()
    await expect(toast(page).getByText('Please try again')).toBeVisible()
    await expect(form.getByLabel('Username')).toHaveAccessibleDescription('That username is already taken')
    await expect(page).toHaveURL(/\/newsletter$/)
  })
})
