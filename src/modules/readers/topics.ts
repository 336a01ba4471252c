import type { Sql } from '../../db/client.ts'
import { listTopics } from '../newsletter-topics/service.ts'

/** The slug a reader's topic is stored as, from what a CSV cell or a form says; undefined for an unknown one. */
export type TopicMatcher = (typed: string) => string | undefined

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The one place readers in bulk learn which topics exist (docs/decisions/236): the owner's offered
 * topics (docs/decisions/235), named in any case, or by slug. The export names topics, so its file
 * imports back; a retired topic can no longer be chosen, here as anywhere else.
 */
export async function topicMatcher(sql: Sql): Promise<TopicMatcher> {
  const bySlugOrName = new Map<string, string>()
  for (const topic of await listTopics(sql, { includeRetired: false })) {
    bySlugOrName.set(topic.slug, topic.slug)
    bySlugOrName.set(fold(topic.name), topic.slug)
  }
  return (typed) => bySlugOrName.get(fold(typed))
}
