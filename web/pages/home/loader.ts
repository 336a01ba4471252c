import type { LoaderFunctionArgs } from 'react-router'
import { runQuery, settle } from '../../app/page-data.ts'
import { PROJECTS_QUERY, WORK_EXPERIENCES_QUERY } from '../../graphql/documents.ts'
import type { ProjectsResult, WorkExperiencesResult } from '../../graphql/types.ts'

export function homeLoader({ context }: LoaderFunctionArgs) {
  return settle(context, {
    projects: runQuery<ProjectsResult>(context, PROJECTS_QUERY, {}).then((d) => d.projects),
    workExperiences: runQuery<WorkExperiencesResult>(context, WORK_EXPERIENCES_QUERY, {}).then(
      (d) => d.workExperiences,
    ),
  })
}
