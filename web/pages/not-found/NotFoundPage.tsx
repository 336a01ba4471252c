import { Link } from 'react-router'
import { HttpStatus, PageMeta } from '../../app/render-context.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function NotFoundPage() {
  return (
    <PageSection>
      <HttpStatus code={404} />
      <PageMeta title="Page Not Found" description="There is nothing at this address." />
      <PageTitle>Page Not Found</PageTitle>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Return to home</Link>
    </PageSection>
  )
}
