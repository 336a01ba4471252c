/** The header's Get in touch form (spec sections 4, 5 and 9). It makes no network call. */

/** How long the simulated save takes before the success toast. */
export const CONTACT_SUBMIT_DELAY_MS = 1000

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Non-empty and text, an at sign, text, a dot, text, with no spaces. */
export function isValidContactEmail(email: string): boolean {
  return email.length > 0 && EMAIL_PATTERN.test(email)
}

export const CONTACT_MESSAGES = {
  invalid: { title: 'Invalid email', description: 'Please enter a valid email address' },
  saved: { title: 'Email saved!', description: "Thanks for connecting. I'll be in touch soon!" },
} as const
