import { useParams } from 'react-router'
import styled from 'styled-components'
import { useQuery } from 'urql'
import { HttpStatus, PageMeta } from '../../app/render-context.tsx'
import { PROJECT_QUERY } from '../../graphql/documents.ts'
import type { ProjectResult } from '../../graphql/types.ts'
import { BackLink, PageColumn, StateMessage } from '../projects/ui.tsx'
import { ProjectDetail } from './ProjectDetail.tsx'

const Column = styled(PageColumn)`
  padding-top: ${({ theme }) => theme.space(8)};
`

const NotFoundTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.text};
`

export function ProjectPage() {
  const { id = '' } = useParams()
  const [{ data, fetching }] = useQuery<ProjectResult>({ query: PROJECT_QUERY, variables: { id } })
  if (fetching && !data) {
    return (
      <Column>
        <StateMessage role="status">Loading project...</StateMessage>
      </Column>
    )
  }
  const project = data?.project
  // A failed request and an unknown id look the same to a visitor: there is nothing to show.
  if (!project) {
    return (
      <Column>
        <HttpStatus code={404} />
        <PageMeta title="Project not found" description="There is no project at this address." />
        <StateMessage>
          <NotFoundTitle>Project not found</NotFoundTitle>
          <BackLink to="/">Return to home</BackLink>
        </StateMessage>
      </Column>
    )
  }
  return (
    <Column>
      <PageMeta
        title={project.title}
        description={project.description}
        image={project.heroImageUrl ?? undefined}
      />
      <ProjectDetail project={project} />
    </Column>
  )
}
