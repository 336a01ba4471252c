import { PageMeta } from '../../app/render-context.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

export function AuthPage() {
  return (
    <PageSection>
      <PageMeta title="Admin Login" description="Admin Login" />
      <PageTitle>Admin Login</PageTitle>
    </PageSection>
  )
}
