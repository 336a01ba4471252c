import type { Sql } from '../../db/client.ts'
import { TOPICS, type Topic } from '../../shared/enums.ts'

/** What a reader's topic is stored as, from what a CSV cell or a form says; undefined for an unknown one. */
export type TopicMatcher = (typed: string) => Topic | undefined

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The one place readers in bulk learn which topics exist (docs/decisions/236). Today that is the fixed
 * list, named in any case; the owner's own topics (issue 21 item 10) will read them from the database
 * here, which is why it takes `sql` and answers asynchronously: the import and add-one callers need no
 * change.
 */
export async function topicMatcher(_sql: Sql): Promise<TopicMatcher> {
  const byName = new Map<string, Topic>(TOPICS.map((topic) => [fold(topic), topic]))
  return (typed) => byName.get(fold(typed))
}
