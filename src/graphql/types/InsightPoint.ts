import type { SeriesPoint } from '../../db/insight-reports.ts'
import { builder } from '../builder.ts'

export const InsightPointRef = builder.objectRef<SeriesPoint>('InsightPoint').implement({
  description: 'Visitors and page views in one hour, day or month of an Insights series.',
  fields: (t) => ({
    at: t.exposeString('at', { description: 'Start of the hour, day or month, ISO 8601 UTC.' }),
    visitors: t.exposeInt('visitors', {
      description: 'Distinct visitors, summed over days (visitor ids change every day).',
    }),
    views: t.exposeInt('views', { description: 'Page views.' }),
  }),
})
