import { PageMeta } from '../../app/render-context.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function DashboardPage() {
  return (
    <PageSection>
      <PageMeta title="Dashboard" description="Dashboard" />
      <PageTitle>Dashboard</PageTitle>
    </PageSection>
  )
}
