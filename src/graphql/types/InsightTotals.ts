import type { Totals } from '../../db/insight-reports.ts'
import { builder } from '../builder.ts'

export const InsightTotalsRef = builder.objectRef<Totals>('InsightTotals').implement({
  description: 'The headline figures of a period.',
  fields: (t) => ({
    visitors: t.exposeInt('visitors', { description: 'Distinct visitors, summed over days.' }),
    views: t.exposeInt('views', { description: 'Page views.' }),
    signups: t.exposeInt('signups', { description: 'Newsletter sign-ups made on the site.' }),
    contacts: t.exposeInt('contacts', { description: 'Messages sent through the contact form.' }),
  }),
})
