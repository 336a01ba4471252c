import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { csvDownload } from '../../http/csv.ts'
import { validate } from '../../http/validate.ts'
import { requireAdmin } from '../auth/current-user.ts'
import { InsightExportQuery } from './model.ts'
import { EXPORT_TOP, insightsReport, insightTable, rangeOf } from './service.ts'

export const insightReportRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'insight-reports' }).get('/api/insights/export', async ({ request, query }) => {
    await requireAdmin(deps, request)
    const { table, period, from, to } = validate(InsightExportQuery, query)
    const range = rangeOf(period, from, to)
    const { columns, rows } = await insightTable(insightsReport(deps.sql, period, range, EXPORT_TOP), table)
    return csvDownload(`insights-${table}-${range.from}-to-${range.to}`, columns, rows as never[])
  })
