import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import styled from 'styled-components'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

// Its own chunk, as for the catch-all route: the canvas banner is not first-load code of every page.
const NotFoundPage = lazy(() =>
  import('../not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
)

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Retry = styled.a`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`

/** What a visitor sees when the site cannot load a page's data (the server answers 503). */
export function UnavailableMessage() {
  const { pathname, search } = useLocation()
  return (
    <PageSection role="alert">
      <PageTitle>Temporarily unavailable</PageTitle>
      <Text>The site cannot load its content right now. Please try again in a moment.</Text>
      {/* A full page load: the server answers again instead of the browser's copy of the failure. */}
      <Retry href={`${pathname}${search}`}>Try again</Retry>
    </PageSection>
  )
}

/** Error element of every page: a 404 from a loader is the not-found page, anything else an outage. */
export function PageError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    )
  return <UnavailableMessage />
}
