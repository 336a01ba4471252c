import { data, type LoaderFunctionArgs } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { ADMIN_QUERY, type AdminResult } from './queries.ts'

/**
 * Who may see the panel is decided before rendering: signed out is 401 (the page still shows the spec's
 * toast and moves on to /auth), a reader is 403 with Access Denied.
 */
export async function adminLoader({ context }: LoaderFunctionArgs) {
  const { me, projects, workExperiences } = await runQuery<AdminResult>(
    context,
    ADMIN_QUERY,
    {},
    'network-only',
  )
  if (!me) return data({ access: 'signed-out' } as const, { status: 401 })
  if (!me.isAdmin) return data({ access: 'denied' } as const, { status: 403 })
  return { access: 'admin', projects, workExperiences } as const
}
export type AdminData =
  | { access: 'signed-out' }
  | { access: 'denied' }
  | { access: 'admin'; projects: AdminResult['projects']; workExperiences: AdminResult['workExperiences'] }
