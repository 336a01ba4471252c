import { type Static, Type as t } from '@sinclair/typebox'
import { OneOf } from '../../shared/inputs/fields.ts'
import { INSIGHT_PERIODS, INSIGHT_TABLES } from '../../shared/insights.ts'

const day = (name: string) =>
  t.Optional(
    t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: `${name} must be a date written YYYY-MM-DD` }),
  )

/** `GET /api/insights/export?table=pages&period=30d` (custom periods add `from` and `to`). */
export const InsightExportQuery = t.Object(
  {
    table: OneOf('table', INSIGHT_TABLES),
    period: OneOf('period', INSIGHT_PERIODS, { default: '30d' }),
    from: day('from'),
    to: day('to'),
  },
  { additionalProperties: false },
)
export type InsightExportQuery = Static<typeof InsightExportQuery>
