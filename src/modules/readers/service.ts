import type { Sql } from '../../db/client.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as readers from '../../db/readers.ts'
import * as users from '../../db/users.ts'
import { forbidden, notFound, parseId } from '../../errors.ts'
import type { CsvColumn } from '../../http/csv.ts'
import { FREQUENCIES, READER_STATUSES, TOPICS } from '../../shared/enums.ts'
import { readerMatches } from '../../shared/readers.ts'
import type { Reader, ReaderCounts } from './model.ts'

/** Every reader, or those whose username or e-mail contains `search` (the tab's own filter). */
export async function listReaders(sql: Sql, search = ''): Promise<Reader[]> {
  return (await readers.listReaders(sql)).filter((reader) => readerMatches(reader, search))
}

/** The readers `search` finds, and the counts of all of them. */
export async function readerOverview(
  sql: Sql,
  search = '',
): Promise<{ readers: Reader[]; counts: ReaderCounts }> {
  const all = await readers.listReaders(sql)
  return { readers: all.filter((reader) => readerMatches(reader, search)), counts: countReaders(all) }
}

export function countReaders(list: readonly Reader[]): ReaderCounts {
  const active = list.filter((r) => r.status === 'active')
  return {
    total: list.length,
    byStatus: READER_STATUSES.map((status) => ({
      status,
      count: list.filter((r) => r.status === status).length,
    })),
    byFrequency: FREQUENCIES.map((frequency) => ({
      frequency,
      count: active.filter((r) => r.frequency === frequency).length,
    })),
    byTopic: TOPICS.map((topic) => ({ topic, count: active.filter((r) => r.topics.includes(topic)).length })),
    everyTopic: active.filter((r) => r.topics.length === 0).length,
  }
}

/** Another account's id is "not found" here; an administrator's is refused outright. */
async function readerOrThrow(sql: Sql, id: number): Promise<Reader> {
  const reader = await readers.findReader(sql, id)
  if (reader) return reader
  if ((await users.findUserById(sql, id))?.isAdmin) throw adminRefused()
  throw notFound('Reader not found')
}

const adminRefused = () => forbidden('Administrator accounts cannot be changed or deleted here')

/** Ends the reader's subscription as their own unsubscribe does (preferences kept); twice is harmless. */
export async function endSubscription(sql: Sql, rawId: string): Promise<Reader> {
  const id = parseId(rawId, 'Reader')
  await readerOrThrow(sql, id)
  await newsletter.deactivateSubscription(sql, id)
  return readerOrThrow(sql, id)
}

/** Deletes the account with its sessions (signed out everywhere at once) and its subscription. */
export async function deleteReader(sql: Sql, rawId: string): Promise<{ id: number }> {
  const id = parseId(rawId, 'Reader')
  if (await readers.deleteReader(sql, id)) return { id }
  await readerOrThrow(sql, id)
  // It existed as a reader a moment ago and is gone now: someone else deleted it first.
  throw notFound('Reader not found')
}

const STATUS_LABEL = { active: 'active', inactive: 'ended', none: 'never subscribed' } as const

export const READER_CSV_COLUMNS: CsvColumn<Reader>[] = [
  { header: 'Username', value: (r) => r.username },
  { header: 'Email', value: (r) => r.email },
  { header: 'Member since (UTC)', value: (r) => r.createdAt },
  { header: 'Subscription', value: (r) => STATUS_LABEL[r.status] },
  { header: 'Frequency', value: (r) => r.frequency },
  { header: 'Topics', value: (r) => (r.status === 'none' ? null : r.topics.join('; ') || 'every update') },
  { header: 'Subscribed since (UTC)', value: (r) => r.subscribedAt },
]
