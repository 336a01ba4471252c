import type { VitalsRow } from '../../db/insight-reports.ts'
import { builder } from '../builder.ts'

export const InsightVitalsRef = builder.objectRef<VitalsRow>('InsightVitals').implement({
  description:
    "One Core Web Vital of one page as real visitors measured it: the 75th percentile and how many visits fell in each of Google's bands.",
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The page.' }),
    metric: t.exposeString('metric', { description: 'lcp, inp, cls, fcp or ttfb.' }),
    p75: t.exposeFloat('p75', {
      description: '75th percentile, in milliseconds (CLS has no unit).',
    }),
    good: t.exposeInt('good', { description: 'Visits in the good band.' }),
    needsImprovement: t.exposeInt('needsImprovement', {
      description: 'Visits in the needs-improvement band.',
    }),
    poor: t.exposeInt('poor', { description: 'Visits in the poor band.' }),
  }),
})
