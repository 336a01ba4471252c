import type { InsightCount } from '../../modules/insight-reports/service.ts'
import { builder } from '../builder.ts'
import { InsightDimensionEnum } from './enums.ts'

export const InsightCountRef = builder.objectRef<InsightCount>('InsightCount').implement({
  description: 'One value of an Insights breakdown (a page, a source, a country…) and how often it was seen.',
  fields: (t) => ({
    dimension: t.field({
      type: InsightDimensionEnum,
      description: 'What the row groups by.',
      resolve: (c) => c.dimension,
    }),
    value: t.exposeString('value', {
      description: 'The stored value: a path, a host, a project id, a country code; empty when unknown.',
    }),
    label: t.exposeString('label', {
      description: 'The value as the screen shows it (a project title, "Direct or unknown" for no referrer).',
    }),
    visitors: t.exposeInt('visitors', { description: 'Distinct visitors, summed over days.' }),
    views: t.exposeInt('views', {
      description: 'Events behind the row: page views, project views, clicks or sign-ups.',
    }),
  }),
})
