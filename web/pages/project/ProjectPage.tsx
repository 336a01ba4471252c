import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import styled from 'styled-components'
import { useDeferred } from '../../app/page-data.ts'
import { PageError, UnavailableMessage } from '../error/PageError.tsx'
import { BackLink, PageColumn, StateMessage } from '../projects/ui.tsx'
import type { projectLoader } from './loader.ts'
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

function ProjectNotFound() {
  return (
    <Column>
      <StateMessage>
        <NotFoundTitle>Project not found</NotFoundTitle>
        <BackLink to="/">Return to home</BackLink>
      </StateMessage>
    </Column>
  )
}

/** The route's error element: its loader's 404 on the server; anything else is the site-wide error. */
export function ProjectError() {
  const error = useRouteError()
  return isRouteErrorResponse(error) && error.status === 404 ? <ProjectNotFound /> : <PageError />
}

export function ProjectPage() {
  const project = useDeferred(useLoaderData<typeof projectLoader>().project)
  if (project.status === 'loading') {
    return (
      <Column>
        <StateMessage role="status">Loading project...</StateMessage>
      </Column>
    )
  }
  if (project.status === 'error') return <UnavailableMessage />
  // After a client-side navigation an unknown id arrives here instead of as the loader's 404.
  if (!project.data) return <ProjectNotFound />
  return (
    <Column>
      <ProjectDetail project={project.data} />
    </Column>
  )
}
