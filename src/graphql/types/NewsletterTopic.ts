import type { Topic } from '../../modules/newsletter-topics/model.ts'
import { listTopics } from '../../modules/newsletter-topics/service.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { DateTime } from './DateTime.ts'

export const NewsletterTopicRef = builder.objectRef<Topic>('NewsletterTopic').implement({
  description:
    "One of the owner's newsletter topics (docs/decisions/235). Readers and issues keep its slug, so a rename reaches every choice.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the topic.' }),
    slug: t.exposeString('slug', {
      description:
        'What readers and issues store, and the REST API takes: made from the first name, never changed.',
    }),
    name: t.exposeString('name', { description: 'The name readers see.' }),
    retired: t.exposeBoolean('retired', {
      description: 'No longer offered to readers and issues; those who chose it keep it.',
    }),
    retiredAt: t.expose('retiredAt', {
      type: DateTime,
      nullable: true,
      description: 'When it was retired; null while it is offered.',
    }),
  }),
})

/** Every topic once per GraphQL request, however many readers or issues ask for theirs. */
const topicsByRequest = new WeakMap<GraphQLContext, Promise<Map<string, Topic>>>()

function topicsOf(ctx: GraphQLContext): Promise<Map<string, Topic>> {
  let topics = topicsByRequest.get(ctx)
  if (!topics) {
    topics = listTopics(ctx.deps.sql, { includeRetired: true }).then(
      (all) => new Map(all.map((topic) => [topic.slug, topic])),
    )
    topicsByRequest.set(ctx, topics)
  }
  return topics
}

/**
 * The topics of stored slugs, in their order. A slug no topic has (it cannot be chosen, so only by a
 * hand-made row) reads as a retired topic of that name rather than failing the whole query.
 */
export async function topicsFor(ctx: GraphQLContext, slugs: readonly string[]): Promise<Topic[]> {
  if (slugs.length === 0) return []
  const topics = await topicsOf(ctx)
  return slugs.map(
    (slug) => topics.get(slug) ?? { id: 0, slug, name: slug, retired: true, retiredAt: null, createdAt: '' },
  )
}

builder.queryFields((t) => ({
  newsletterTopics: t.field({
    type: [NewsletterTopicRef],
    description:
      "The owner's topics in their order: those readers and issues may choose, and with `includeRetired` the retired ones too.",
    args: {
      includeRetired: t.arg.boolean({
        required: false,
        description: 'Also list retired topics (their names are on earlier issues and choices).',
      }),
    },
    resolve: (_root, args, ctx) => listTopics(ctx.deps.sql, { includeRetired: args.includeRetired === true }),
  }),
}))
