import { getSubscription } from '../../modules/newsletter/service.ts'
import type { Preferences } from '../../shared/inputs/newsletter.ts'
import type { Subscription } from '../../shared/models/newsletter.ts'
import { builder } from '../builder.ts'
import { DateTime } from './DateTime.ts'
import { NewsletterFrequencyEnum } from './enums.ts'

const NewsletterPreferencesRef = builder.objectRef<Preferences>('NewsletterPreferences').implement({
  description: 'What the subscriber receives and how often.',
  fields: (t) => ({
    frequency: t.expose('frequency', { type: NewsletterFrequencyEnum, description: 'How often it is sent.' }),
    topics: t.exposeStringList('topics', {
      description:
        'Slugs of the chosen topics (`newsletterTopics` names them; a retired one stays until the reader drops it); empty means every update.',
    }),
  }),
})

const NewsletterSubscriptionRef = builder.objectRef<Subscription>('NewsletterSubscription').implement({
  description: "The signed-in user's newsletter subscription.",
  fields: (t) => ({
    isActive: t.exposeBoolean('isActive', { description: 'Whether newsletters are currently sent.' }),
    isPending: t.exposeBoolean('isPending', {
      description:
        'Active but waiting for the link in the confirmation email (double opt-in): nothing is sent yet.',
    }),
    subscribedAt: t.expose('subscribedAt', {
      type: DateTime,
      nullable: true,
      description: 'Start of the current subscription; null if never subscribed.',
    }),
    preferences: t.expose('preferences', {
      type: NewsletterPreferencesRef,
      description: 'Frequency and topics chosen by the subscriber.',
    }),
  }),
})

builder.queryFields((t) => ({
  newsletterSubscription: t.field({
    type: NewsletterSubscriptionRef,
    nullable: true,
    description: "The signed-in user's subscription (inactive when never subscribed); null when signed out.",
    resolve: async (_root, _args, ctx) => {
      const user = await ctx.currentUser()
      return user ? getSubscription(ctx.deps.sql, user.id) : null
    },
  }),
}))
