import { PageMeta } from '../../app/render-context.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function AdminPage() {
  return (
    <PageSection>
      <PageMeta title="Admin Panel" description="Admin Panel" />
      <PageTitle>Admin Panel</PageTitle>
    </PageSection>
  )
}
