import type { Topic } from '../../modules/newsletter-topics/model.ts'
import { listTopics } from '../../modules/newsletter-topics/service.ts'
import { builder } from '../builder.ts'
import { DateTime } from './DateTime.ts'

const NewsletterTopicRef = builder.objectRef<Topic>('NewsletterTopic').implement({
  description:
    "One of the owner's newsletter topics (docs/decisions/235). Readers and issues keep its slug (their `topics` lists), so a rename reaches every choice.",
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

builder.queryFields((t) => ({
  newsletterTopics: t.field({
    type: [NewsletterTopicRef],
    description:
      "The owner's topics in their order: those readers and issues may choose, and with `includeRetired` the retired ones too (to name the slugs in earlier choices and issues).",
    args: {
      includeRetired: t.arg.boolean({
        required: false,
        description: 'Also list retired topics (their names are on earlier issues and choices).',
      }),
    },
    resolve: (_root, args, ctx) => listTopics(ctx.deps.sql, { includeRetired: args.includeRetired === true }),
  }),
}))
