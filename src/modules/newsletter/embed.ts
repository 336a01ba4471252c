import { AppError } from '../../errors.ts'

/*
 * The sign-up form the owner copies from the admin onto their other pages (docs/decisions/233): plain
 * HTML that posts an address to /newsletter/join, with no script and from any origin.
 */

export const JOIN_FORM_PATH = '/newsletter/join'

/** Where the embedded form's visitor lands: a page of the site that says what happens next. */
export const JOINED_PATH = '/newsletter/check-inbox'

/**
 * The landing page for a refused post, its `problem` naming why (a bad address, too many), or undefined
 * for an unexpected error.
 */
export function joinedPathFor(error: unknown): string | undefined {
  const status = error instanceof AppError ? error.status : undefined
  const problem = status === 429 ? 'busy' : status === 400 ? 'invalid' : undefined
  return problem && `${JOINED_PATH}?problem=${problem}`
}

/**
 * The fields the endpoint reads from a posted form. Anything else the owner's page adds (a named
 * submit button, a field of their own) is left out rather than refused: the visitor did nothing wrong.
 */
export function embeddedJoinInput(body: unknown): Record<string, string> {
  const form = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const email = typeof form.email === 'string' ? form.email : ''
  const frequency = typeof form.frequency === 'string' && form.frequency !== '' ? form.frequency : undefined
  return frequency === undefined ? { email } : { email, frequency }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The snippet shown on the admin's Site screen, with the site's own address and the owner's name. */
export function signupFormSnippet(siteUrl: string, ownerName: string): string {
  return `<form method="post" action="${escapeHtml(`${siteUrl}${JOIN_FORM_PATH}`)}">
  <label for="newsletter-email">Get ${escapeHtml(ownerName)}’s newsletter by email</label>
  <input id="newsletter-email" type="email" name="email" required autocomplete="email" placeholder="you@example.com">
  <button type="submit">Subscribe</button>
</form>`
}
