import { Link, useParams } from 'react-router'
import { useQuery } from 'urql'
import { HttpStatus, PageMeta } from '../../app/render-context.tsx'
import { PROJECT_QUERY } from '../../graphql/documents.ts'
import type { ProjectResult } from '../../graphql/types.ts'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function ProjectPage() {
  const { id = '' } = useParams()
  const [{ data, fetching }] = useQuery<ProjectResult>({ query: PROJECT_QUERY, variables: { id } })
  if (fetching && !data) return <PageSection>Loading project...</PageSection>
  const project = data?.project
  if (!project) {
    return (
      <PageSection>
        <HttpStatus code={404} />
        <PageMeta title="Project not found" description="There is no project at this address." />
        <PageTitle>Project not found</PageTitle>
        <Link to="/">Return to home</Link>
      </PageSection>
    )
  }
  return (
    <PageSection>
      <PageMeta
        title={project.title}
        description={project.description}
        image={project.heroImageUrl ?? undefined}
      />
      <PageTitle>{project.title}</PageTitle>
      <p>{project.description}</p>
    </PageSection>
  )
}
