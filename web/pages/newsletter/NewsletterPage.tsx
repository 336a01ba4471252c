import { PageMeta } from '../../app/render-context.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function NewsletterPage() {
  return (
    <PageSection>
      <PageMeta title="Newsletter" description="Newsletter" />
      <PageTitle>Newsletter</PageTitle>
    </PageSection>
  )
}
