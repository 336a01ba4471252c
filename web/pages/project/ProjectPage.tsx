import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import styled from 'styled-components'
import { useDeferred } from '../../app/page-data.ts'
import { PageError, UnavailableMessage } from '../error/PageError.tsx'
import { PageColumn, StateMessage } from '../projects/ui.tsx'
import type { projectLoader } from './loader.ts'
import { ProjectDetail } from './ProjectDetail.tsx'

const Column = styled(PageColumn)`
  padding-top: ${({ theme }) => theme.space(8)};
`

// Its own chunk, as for the catch-all route: the canvas banner is not first-load code of a project page.
const NotFoundBanner = lazy(() =>
  import('../not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundBanner })),
)

/** Spec: 'Project not found' with a 'Return to home' link, in the 404 page's design (issue 15 item 15). */
function ProjectNotFound() {
  return (
    <Suspense>
      <NotFoundBanner
        title="Project not found"
        subtitle="There is no project at this address. It may have been removed, or the link is mistyped."
        linkText="Return to home"
      />
    </Suspense>
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
      <ProjectDetail project={project.data} commands={project.data.commands} />
    </Column>
  )
}
