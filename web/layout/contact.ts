/**
 * The header's Get in touch form (docs/spec.md §4, §5 and §9, issue 12): it saves the address through
 * POST /api/contact, checked with the schema that endpoint validates with. Only the popup imports this
 * file, so TypeBox loads with the popup, never on a page's first load.
 */
import { Value } from '@sinclair/typebox/value'
import { CONTACT_HONEYPOT, type ContactBody, ContactEmail } from '../../src/shared/inputs/contact.ts'
import { apiRequest } from '../lib/api.ts'

/** The form stays busy at least this long, however fast the server answers (spec: 1000 ms). */
const CONTACT_SUBMIT_DELAY_MS = 1000

/** Non-empty and text, an at sign, text, a dot, text, with no spaces (the server's own check). */
export function isValidContactEmail(email: string): boolean {
  return Value.Check(ContactEmail, email)
}

export const CONTACT_MESSAGES = {
  invalid: { title: 'Invalid email', description: 'Please enter a valid email address' },
  saved: { title: 'Email saved!', description: "Thanks for connecting. I'll be in touch soon!" },
  failed: { title: 'Email not saved', description: 'Something went wrong. Please try again later.' },
} as const

export { CONTACT_HONEYPOT }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends the address with the page it was left on, and settles no sooner than the busy time: success
 * and failure alike take at least CONTACT_SUBMIT_DELAY_MS. The server's answer never says whether the
 * message was kept, so there is nothing else to show.
 */
export async function sendContactMessage(body: ContactBody): Promise<void> {
  const [sent] = await Promise.allSettled([
    apiRequest('POST', '/api/contact', body),
    pause(CONTACT_SUBMIT_DELAY_MS),
  ])
  if (sent.status === 'rejected') throw sent.reason
}
