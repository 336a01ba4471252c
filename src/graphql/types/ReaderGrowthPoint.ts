import type { GrowthDay } from '../../db/insight-reports.ts'
import { builder } from '../builder.ts'

export const ReaderGrowthPointRef = builder.objectRef<GrowthDay>('ReaderGrowthPoint').implement({
  description: 'How the newsletter readership changed in one day (or month, over long periods).',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'First day of the day or month, YYYY-MM-DD (UTC).' }),
    new: t.exposeInt('new', { description: 'Readers who subscribed.' }),
    confirmed: t.exposeInt('confirmed', { description: 'Readers who confirmed their address.' }),
    unsubscribed: t.exposeInt('unsubscribed', { description: 'Readers who unsubscribed.' }),
  }),
})
