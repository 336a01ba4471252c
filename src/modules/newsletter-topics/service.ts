import type { Sql } from '../../db/client.ts'
import * as topics from '../../db/newsletter-topics.ts'
import { AppError, badRequest, notFound, parseId } from '../../errors.ts'
import type { FieldError } from '../../shared/field-errors.ts'
import type { TopicInput } from '../../shared/inputs/newsletter-topics.ts'
import { slugify } from '../../shared/slug.ts'
import type { Topic } from './model.ts'

/*
 * The owner's topics (docs/decisions/235): created, renamed and retired in the admin. Readers and
 * issues store slugs, so a rename changes nothing they chose; a retired topic is offered no more but
 * stays, with the choices that name it.
 */

export const listTopics = (sql: Sql, options: { includeRetired: boolean }): Promise<Topic[]> =>
  topics.listTopics(sql, options)

const NAME_TAKEN = 'A topic with that name already exists'
const nameTaken = () => new AppError(409, NAME_TAKEN, { field: 'name' })

async function existing(sql: Sql, rawId: string): Promise<Topic> {
  const topic = await topics.findTopic(sql, parseId(rawId, 'Topic'))
  if (!topic) throw notFound('Topic not found')
  return topic
}

/**
 * A new topic, offered at once. Its slug comes from the name, with `-2`, `-3`... when a topic (perhaps
 * a retired one) already has it; the unique keys settle two saves at the same moment.
 */
export async function createTopic(sql: Sql, input: TopicInput): Promise<Topic> {
  const name = input.name.trim()
  const base = slugify(name, 'topic', 56)
  for (let n = 1; ; n++) {
    try {
      return await topics.insertTopic(sql, { slug: n === 1 ? base : `${base}-${n}`, name })
    } catch (error) {
      const conflict = topics.conflictOf(error)
      if (conflict === 'name') throw nameTaken()
      if (conflict !== 'slug' || n >= 50) throw error
    }
  }
}

/** Readers' and issues' choices keep the slug, so they follow the new name at once. */
export async function renameTopic(sql: Sql, rawId: string, input: TopicInput): Promise<Topic> {
  const topic = await existing(sql, rawId)
  try {
    return (await topics.renameTopic(sql, topic.id, input.name.trim())) ?? topic
  } catch (error) {
    if (topics.conflictOf(error) === 'name') throw nameTaken()
    throw error
  }
}

/** No longer offered at sign-up, on the dashboard or in the composer; every choice made stays. */
export async function retireTopic(sql: Sql, rawId: string): Promise<Topic> {
  const topic = await existing(sql, rawId)
  return (await topics.setRetired(sql, topic.id, true)) ?? topic
}

export async function restoreTopic(sql: Sql, rawId: string): Promise<Topic> {
  const topic = await existing(sql, rawId)
  return (await topics.setRetired(sql, topic.id, false)) ?? topic
}

/**
 * Refuses (400, naming each bad entry as `field.index`, as schema errors do) a topic that does not
 * exist, or a retired one, unless it is in `kept`: what the reader or issue already had stays theirs,
 * so saving other changes never fails over a topic retired since.
 */
export async function checkChosenTopics(
  sql: Sql,
  chosen: readonly string[],
  field: string,
  kept: readonly string[] = [],
): Promise<void> {
  if (chosen.length === 0) return
  const known = new Map((await topics.listTopics(sql, { includeRetired: true })).map((t) => [t.slug, t]))
  const errors: FieldError[] = []
  chosen.forEach((slug, index) => {
    if (kept.includes(slug)) return
    const topic = known.get(slug)
    if (!topic) errors.push({ field: `${field}.${index}`, message: `There is no topic '${slug}'` })
    else if (topic.retired) {
      errors.push({
        field: `${field}.${index}`,
        message: `The topic '${topic.name}' (${slug}) is retired and can no longer be chosen`,
      })
    }
  })
  if (errors.length === 0) return
  const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ')
  throw badRequest(`Invalid request: ${summary}`, { errors })
}

/** Names of the topics a list of slugs holds, in its order (a slug with no topic stays as it is). */
export async function topicNames(sql: Sql, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return []
  const known = new Map((await topics.listTopics(sql, { includeRetired: true })).map((t) => [t.slug, t.name]))
  return slugs.map((slug) => known.get(slug) ?? slug)
}
