import { type Static, Type as t } from '@sinclair/typebox'
import { INSIGHT_PERIODS, INSIGHT_TABLES } from '../../shared/insights.ts'

const day = (name: string) =>
  t.Optional(
    t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: `${name} must be a date written YYYY-MM-DD` }),
  )

/** `GET /api/insights/export?table=pages&period=30d` (custom periods add `from` and `to`). */
export const InsightExportQuery = t.Object(
  {
    table: t.Union(
      INSIGHT_TABLES.map((name) => t.Literal(name)),
      { error: `table must be one of ${INSIGHT_TABLES.join(', ')}` },
    ),
    period: t.Union(
      INSIGHT_PERIODS.map((name) => t.Literal(name)),
      { default: '30d', error: `period must be one of ${INSIGHT_PERIODS.join(', ')}` },
    ),
    from: day('from'),
    to: day('to'),
  },
  { additionalProperties: false },
)
export type InsightExportQuery = Static<typeof InsightExportQuery>
