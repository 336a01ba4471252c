import { Link } from 'react-router'
import { useQuery } from 'urql'
import { PageMeta } from '../../app/render-context.tsx'
import { PROJECTS_QUERY } from '../../graphql/documents.ts'
import type { ProjectsResult } from '../../graphql/types.ts'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function ProjectsPage() {
  const [{ data, fetching, error }] = useQuery<ProjectsResult>({ query: PROJECTS_QUERY })
  return (
    <PageSection>
      <PageMeta title="Projects" description="Every project, with search and filters." />
      <PageTitle>Projects</PageTitle>
      <Link to="/">Back to home</Link>
      {fetching && !data ? <p>Loading projects...</p> : null}
      {error && !data ? <p role="alert">Failed to load projects. Please try again later.</p> : null}
      <ul>
        {data?.projects.map((p) => (
          <li key={p.id}>
            <Link to={`/project/${p.id}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
