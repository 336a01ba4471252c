import { data, type LoaderFunctionArgs } from 'react-router'
import { runQuery } from '../../app/page-data.ts'
import { ADMIN_AREA_QUERY, ADMIN_QUERY, type AdminAreaResult, type AdminResult } from './queries.ts'

/**
 * Who may see the panel is decided before rendering: signed out is 401 (the page still shows the spec's
 * toast and moves on to /auth), a reader is 403 with Access Denied. The inbox and the readers are asked
 * for at the same time: the server answers `admin` only to the administrator, null to anyone else.
 */
export async function adminLoader({ context }: LoaderFunctionArgs) {
  const [{ me, projects, workExperiences, site }, { admin }] = await Promise.all([
    runQuery<AdminResult>(context, ADMIN_QUERY, {}, 'network-only'),
    runQuery<AdminAreaResult>(context, ADMIN_AREA_QUERY, {}, 'network-only'),
  ])
  if (!me) return data({ access: 'signed-out' } as const, { status: 401 })
  if (!me.isAdmin || !admin) return data({ access: 'denied' } as const, { status: 403 })
  return { access: 'admin', projects, workExperiences, site, admin } as const
}
export type AdminData =
  | { access: 'signed-out' }
  | { access: 'denied' }
  | {
      access: 'admin'
      projects: AdminResult['projects']
      workExperiences: AdminResult['workExperiences']
      site: AdminResult['site']
      admin: AdminArea
    }
export type AdminArea = NonNullable<AdminAreaResult['admin']>
