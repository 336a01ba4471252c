import { Link } from 'react-router'
import { useQuery } from 'urql'
import { PROJECTS_QUERY } from '../../graphql/documents.ts'
import type { ProjectsResult } from '../../graphql/types.ts'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function HomePage() {
  const [{ data, fetching, error }] = useQuery<ProjectsResult>({ query: PROJECTS_QUERY })
  return (
    <PageSection id="projects">
      <PageTitle>Projects</PageTitle>
      {fetching && !data ? <p>Loading projects...</p> : null}
      {error && !data ? <p role="alert">Failed to load projects. Please try again later.</p> : null}
      <ul>
        {data?.projects.map((p) => (
          <li key={p.id}>
            <Link to={`/project/${p.id}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
      <Link to="/projects">View All Projects</Link>
    </PageSection>
  )
}
