import type { LoaderFunctionArgs } from 'react-router'
import { runQuery, settle } from '../../app/page-data.ts'
import { PROJECTS_QUERY } from '../../graphql/documents.ts'
import type { ProjectsResult } from '../../graphql/types.ts'

export function projectsLoader({ context }: LoaderFunctionArgs) {
  return settle(context, {
    projects: runQuery<ProjectsResult>(context, PROJECTS_QUERY, {}).then((d) => d.projects),
  })
}
