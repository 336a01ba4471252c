import { type LoaderFunctionArgs, redirect } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { DASHBOARD_QUERY, type DashboardResult } from '../../lib/session.ts'

export async function dashboardLoader({ context }: LoaderFunctionArgs) {
  const { me, ...newsletter } = await runQuery<DashboardResult>(context, DASHBOARD_QUERY, {}, 'network-only')
  if (!me) throw redirect('/auth')
  return { me, ...newsletter }
}
export type DashboardData = Awaited<ReturnType<typeof dashboardLoader>>
