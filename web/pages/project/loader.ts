import { data, type LoaderFunctionArgs } from 'react-router'
import { runQuery, settle } from '../../app/page-data.ts'
import { PROJECT_QUERY } from '../../graphql/documents.ts'
import type { ProjectResult } from '../../graphql/types.ts'

export async function projectLoader({ context, params }: LoaderFunctionArgs) {
  const page = await settle(context, {
    project: runQuery<ProjectResult>(context, PROJECT_QUERY, { id: params.id ?? '' }).then((d) => d.project),
  })
  // Only a settled answer can be a 404; after a client-side navigation the page shows it in place.
  if (page.project === null) throw data(null, { status: 404 })
  return page
}
export type ProjectPageData = Awaited<ReturnType<typeof projectLoader>>
