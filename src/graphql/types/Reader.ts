import type { Reader, ReaderCounts } from '../../modules/readers/model.ts'
import { countReaders, readerPage } from '../../modules/readers/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { DateTime } from './DateTime.ts'
import { NewsletterFrequencyEnum, ReaderConsentEnum, ReaderStateEnum } from './enums.ts'
import { pageArgs, pageRef, windowOf } from './Page.ts'

const ReaderRef = builder.objectRef<Reader>('Reader').implement({
  description: 'A site account that is not an administrator, with its newsletter subscription.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the account.' }),
    username: t.exposeString('username', { description: 'Sign-in name.' }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'E-mail address; null when none was given.',
    }),
    firstName: t.exposeString('firstName', {
      nullable: true,
      description: 'First name, as the account holds it.',
    }),
    lastName: t.exposeString('lastName', {
      nullable: true,
      description: 'Last name, as the account holds it.',
    }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'Member since.' }),
    state: t.expose('state', {
      type: ReaderStateEnum,
      description:
        'Where the reader stands: active (gets the newsletter), pending (has not opened the confirmation link), failed (the newest message to their address was refused or failed every retry), unsubscribed, or never subscribed.',
    }),
    frequency: t.expose('frequency', {
      type: NewsletterFrequencyEnum,
      nullable: true,
      description: 'Chosen frequency (kept after the subscription ends); null if it never started.',
    }),
    topics: t.exposeStringList('topics', {
      description:
        'Slugs of the chosen topics (retired ones included; `newsletterTopics` names them); empty means every update.',
    }),
    subscribedAt: t.expose('subscribedAt', {
      type: DateTime,
      nullable: true,
      description: 'Start of the current or last subscription; null if it never started.',
    }),
    consent: t.expose('consent', {
      type: ReaderConsentEnum,
      nullable: true,
      description: 'How the current or last subscription began; null if it never started.',
    }),
  }),
})

type Count<K extends string, V> = { [key in K]: V } & { count: number }

const StateCountRef = builder
  .objectRef<Count<'state', ReaderCounts['byState'][number]['state']>>('ReaderStateCount')
  .implement({
    description: 'How many readers are in one state.',
    fields: (t) => ({
      state: t.expose('state', { type: ReaderStateEnum, description: 'The state counted.' }),
      count: t.exposeInt('count', { description: 'Readers in that state.' }),
    }),
  })

const FrequencyCountRef = builder
  .objectRef<Count<'frequency', ReaderCounts['byFrequency'][number]['frequency']>>('ReaderFrequencyCount')
  .implement({
    description: 'How many active readers have one frequency.',
    fields: (t) => ({
      frequency: t.expose('frequency', {
        type: NewsletterFrequencyEnum,
        description: 'The frequency counted.',
      }),
      count: t.exposeInt('count', { description: 'Active readers with that frequency.' }),
    }),
  })

const TopicCountRef = builder
  .objectRef<Count<'topic', ReaderCounts['byTopic'][number]['topic']>>('ReaderTopicCount')
  .implement({
    description: 'How many active readers chose one topic.',
    fields: (t) => ({
      topic: t.exposeString('topic', {
        description: 'The topic counted: its slug (see `newsletterTopics`).',
      }),
      count: t.exposeInt('count', { description: 'Active readers that chose it.' }),
    }),
  })

const ReaderCountsRef = builder.objectRef<ReaderCounts>('ReaderCounts').implement({
  description:
    'How the readers split by state, and active readers (those the newsletter reaches) by frequency and topic.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Every reader.' }),
    byState: t.expose('byState', { type: [StateCountRef], description: 'One entry per state.' }),
    byFrequency: t.expose('byFrequency', {
      type: [FrequencyCountRef],
      description: 'One entry per frequency, active readers only.',
    }),
    byTopic: t.expose('byTopic', {
      type: [TopicCountRef],
      description:
        "One entry per offered topic, and per retired topic still followed, in the owner's order; active readers only.",
    }),
    everyTopic: t.exposeInt('everyTopic', {
      description: 'Active readers with no topic chosen, which means every update.',
    }),
  }),
})

const ReaderPageRef = pageRef('ReaderPage', ReaderRef, 'the readers')

builder.objectFields(AdminRef, (t) => ({
  readers: t.field({
    type: ReaderPageRef,
    description:
      'Readers, newest member first, a page at a time; `search` keeps those whose username or e-mail contains it, `state` those in that state.',
    args: {
      ...pageArgs,
      state: t.arg({ type: ReaderStateEnum, required: false, description: 'Only readers in this state.' }),
    },
    resolve: (_admin, args, ctx) =>
      readerPage(ctx.deps.sql, { search: args.search ?? '', state: args.state ?? undefined }, windowOf(args)),
  }),
  readerCounts: t.field({
    type: ReaderCountsRef,
    description: 'Counts over every reader (whatever a search finds).',
    resolve: (_admin, _args, ctx) => countReaders(ctx.deps.sql),
  }),
}))
