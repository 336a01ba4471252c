import type { Sql } from '../../db/client.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as readers from '../../db/readers.ts'
import type { PageWindow } from '../../db/search.ts'
import * as users from '../../db/users.ts'
import { forbidden, notFound, parseId } from '../../errors.ts'
import type { CsvColumn } from '../../http/csv.ts'
import {
  FREQUENCIES,
  READER_CONSENT_LABELS,
  READER_STATE_LABELS,
  READER_STATES,
  type ReaderState,
} from '../../shared/enums.ts'
import { listTopics } from '../newsletter-topics/service.ts'
import { type Page, pageWindow } from '../paging.ts'
import type { Reader, ReaderCounts } from './model.ts'

/** Which readers a list or export shows: part of a username or e-mail, and one state or all. */
export interface ReaderQuery {
  search?: string
  state?: ReaderState
}

const filterOf = ({ search = '', state }: ReaderQuery): readers.ReaderFilter => ({
  search: search.trim(),
  state,
})

/** One page of the readers the query finds, and how many it finds in all. */
export async function readerPage(sql: Sql, query: ReaderQuery, window: PageWindow): Promise<Page<Reader>> {
  const filter = filterOf(query)
  const [items, total] = await Promise.all([
    readers.listReaders(sql, filter, pageWindow(window)),
    readers.countMatchingReaders(sql, filter),
  ])
  return { items, total }
}

/**
 * Every reader the query finds: the CSV export of what the Subscribers screen shows, with the names
 * of their topics (the owner's words) rather than the slugs stored.
 */
export async function listReaders(sql: Sql, query: ReaderQuery = {}): Promise<Reader[]> {
  const [all, topics] = await Promise.all([
    readers.listReaders(sql, filterOf(query)),
    listTopics(sql, { includeRetired: true }),
  ])
  const names = new Map(topics.map((topic) => [topic.slug, topic.name]))
  return all.map((reader) => ({ ...reader, topics: reader.topics.map((slug) => names.get(slug) ?? slug) }))
}

/**
 * Counted by the database: a tally over 100,000 readers must not load them. Frequencies and topics
 * count active readers (those the newsletter reaches); every offered topic is listed (0 included), a
 * retired one while active readers still follow it.
 */
export async function countReaders(sql: Sql): Promise<ReaderCounts> {
  const [{ groups, none }, topics] = await Promise.all([
    readers.tallyReaders(sql),
    listTopics(sql, { includeRetired: true }),
  ])
  const active = groups.filter((group) => group.state === 'active')
  const sum = (of: readers.ReaderGroup[]) => of.reduce((total, group) => total + group.count, 0)
  const byState = READER_STATES.map((state) => ({
    state,
    count: state === 'none' ? none : sum(groups.filter((group) => group.state === state)),
  }))
  return {
    total: byState.reduce((total, { count }) => total + count, 0),
    byState,
    byFrequency: FREQUENCIES.map((frequency) => ({
      frequency,
      count: sum(active.filter((group) => group.frequency === frequency)),
    })),
    byTopic: topics
      .map((topic) => ({ topic, count: sum(active.filter((group) => group.topics.includes(topic.slug))) }))
      .filter(({ topic, count }) => !topic.retired || count > 0)
      .map(({ topic, count }) => ({ topic: topic.slug, count })),
    everyTopic: sum(active.filter((group) => group.topics.length === 0)),
  }
}

/** Another account's id is "not found" here; an administrator's is refused outright. */
async function readerOrThrow(sql: Sql, id: number): Promise<Reader> {
  const reader = await readers.findReader(sql, id)
  if (reader) return reader
  if ((await users.findUserById(sql, id))?.isAdmin) {
    throw forbidden('Administrator accounts cannot be changed or deleted here')
  }
  throw notFound('Reader not found')
}

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

/** Names as the account holds them, the state as the screen shows it; toCsv neutralises formulas. */
export const READER_CSV_COLUMNS: CsvColumn<Reader>[] = [
  { header: 'Username', value: (r) => r.username },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Member since (UTC)', value: (r) => r.createdAt },
  { header: 'State', value: (r) => READER_STATE_LABELS[r.state] },
  { header: 'Frequency', value: (r) => r.frequency },
  { header: 'Topics', value: (r) => (r.state === 'none' ? null : r.topics.join('; ') || 'every update') },
  { header: 'Subscribed since (UTC)', value: (r) => r.subscribedAt },
  { header: 'Subscribed by', value: (r) => (r.consent ? READER_CONSENT_LABELS[r.consent] : null) },
]
