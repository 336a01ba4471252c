import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from '../fixtures.ts'
import { waitForHydration } from './hydration.ts'

let serial = 0

/** A sign-up payload no other test uses (the e2e database lives for the whole run). */
export function newReader() {
  serial++
  const tag = `${Date.now().toString(36)}${serial}`
  return {
    firstName: 'Grace',
    lastName: 'Reader',
    email: `grace.${tag}@example.com`,
    username: `grace-${tag}`,
    password: `pass-${tag}-long-enough`,
  }
}
export type Reader = ReturnType<typeof newReader>

/** Creates the account through the real API (a separate request context: the page stays signed out). */
export async function createReader(request: APIRequestContext): Promise<Reader> {
  const reader = newReader()
  const response = await request.post('/api/newsletter/signup', {
    data: { ...reader, frequency: 'monthly', topics: [] },
  })
  expect(response.status()).toBe(201)
  return reader
}

/** Waits for the page's scripts to take over, so form submissions are handled by React. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** The toast region (Radix renders each toast as a status item in a labelled list). */
export const toast = (page: Page) => page.getByRole('region', { name: /Notification/ })

/** Fills /newsletter's Sign up form with a reader's details (the username may be another's). */
export async function fillSignUp(form: Locator, reader: Reader, username = reader.username): Promise<void> {
  await form.getByLabel('First name').fill(reader.firstName)
  await form.getByLabel('Last name').fill(reader.lastName)
  await form.getByLabel('Email').fill(reader.email)
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password', { exact: true }).fill(reader.password)
}
