import { inTransaction, type Sql } from '../../db/client.ts'
import * as contactMessages from '../../db/contact-messages.ts'
import type { PageWindow } from '../../db/search.ts'
import { notFound, parseId } from '../../errors.ts'
import type { CsvColumn } from '../../http/csv.ts'
import { CONTACT_HONEYPOT, type ContactBody } from '../../shared/inputs/contact.ts'
import { countAttempt, type ThrottlePolicy } from '../auth/throttle.ts'
import { type MailDeps, notifyOwner } from '../mail/service.ts'
import { type Page, pageWindow } from '../paging.ts'
import type { ContactMessage } from './model.ts'

const HOUR_MS = 60 * 60 * 1000

/** Messages per client address: a person leaves an address once or twice, a script many times. */
export const CONTACT_ADDRESS_POLICY: ThrottlePolicy = { limit: 5, windowMs: HOUR_MS, blockMs: HOUR_MS }
const contactAddressKey = (address: string) => `contact:address:${address}`

/**
 * Saves an address left in the header form, unless a bot filled the honeypot or the client address is
 * over its limit: then nothing is saved and the caller answers exactly as for a saved one, so neither
 * bots nor anyone else learn what happened, or whether the address was seen before (decision 180).
 *
 * A saved message is also mailed to the owner (NOTIFY_OWNER_ON_CONTACT), through the queue in the same
 * transaction: a slow mail server never delays the answer, and a failed save sends nothing.
 */
export async function receiveContactMessage(
  deps: MailDeps,
  body: ContactBody,
  clientAddress: string,
): Promise<ContactMessage | null> {
  if (body[CONTACT_HONEYPOT]) return null
  const { hits } = await countAttempt(deps.sql, contactAddressKey(clientAddress), CONTACT_ADDRESS_POLICY)
  if (hits > CONTACT_ADDRESS_POLICY.limit) return null
  return inTransaction(deps.sql, async (tx) => {
    const message = await contactMessages.insertContactMessage(tx, { email: body.email, page: body.page })
    if (deps.config.mail.notifyOwnerOnContact) {
      await notifyOwner(
        deps,
        {
          kind: 'owner-contact',
          summary: `${message.email} would like you to get in touch.`,
          details: [
            ['Email', message.email],
            ['Page', message.page],
          ],
        },
        { tx },
      )
    }
    return message
  })
}

/** One page of the messages whose address or page contains `search`, and how many it finds in all. */
export async function contactMessagePage(
  sql: Sql,
  search: string,
  window: PageWindow,
): Promise<Page<ContactMessage>> {
  const needle = search.trim()
  const [items, total] = await Promise.all([
    contactMessages.listContactMessages(sql, needle, pageWindow(window)),
    contactMessages.countContactMessages(sql, needle),
  ])
  return { items, total }
}

/** Every message `search` finds: the CSV export of what the Inbox screen shows. */
export function listContactMessages(sql: Sql, search = ''): Promise<ContactMessage[]> {
  return contactMessages.listContactMessages(sql, search.trim())
}

export function countUnreadContactMessages(sql: Sql): Promise<number> {
  return contactMessages.countUnread(sql)
}

export async function markContactMessage(sql: Sql, rawId: string, handled: boolean): Promise<ContactMessage> {
  const saved = await contactMessages.setHandled(sql, parseId(rawId, 'Message'), handled)
  if (!saved) throw notFound('Message not found')
  return saved
}

export async function deleteContactMessage(sql: Sql, rawId: string): Promise<{ id: number }> {
  const id = parseId(rawId, 'Message')
  if (!(await contactMessages.deleteContactMessage(sql, id))) throw notFound('Message not found')
  return { id }
}

/** The inbox as a spreadsheet, newest first like the screen. */
export const CONTACT_CSV_COLUMNS: CsvColumn<ContactMessage>[] = [
  { header: 'Received (UTC)', value: (m) => m.createdAt },
  { header: 'Email', value: (m) => m.email },
  { header: 'Page', value: (m) => m.page },
  { header: 'Handled (UTC)', value: (m) => m.handledAt },
]
