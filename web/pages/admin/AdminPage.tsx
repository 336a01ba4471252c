import { LogOut, ShieldAlert } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { useLoaderData, useNavigate, useRevalidator } from 'react-router'
import styled from 'styled-components'
import { useToast } from '../../components/toast/Toaster.tsx'
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'
import { apiRequest } from '../../lib/api.ts'
import { REDIRECT_DELAY_MS } from './feedback.ts'
import { InboxTab } from './InboxTab.tsx'
import type { AdminData } from './loader.ts'
import { ProjectsTab } from './ProjectsTab.tsx'
import { SiteTab } from './SiteTab.tsx'
import { SubscribersTab } from './SubscribersTab.tsx'
import { Button, Card, Muted, SpreadRow } from './ui.tsx'
import { WorkExperienceTab } from './WorkExperienceTab.tsx'

// Their own chunks, fetched when a tab is first opened: most visits to the panel never touch mail.
const NewsletterTab = lazy(() =>
  import('./newsletter/NewsletterTab.tsx').then((m) => ({ default: m.NewsletterTab })),
)
const OutboxTab = lazy(() => import('./OutboxTab.tsx').then((m) => ({ default: m.OutboxTab })))

const DeniedCard = styled(Card)`
  max-width: 480px;
  margin: ${({ theme }) => theme.space(10)} auto;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
`

const DeniedTitle = styled.h1`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const TabList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Tab = styled(Tabs.Trigger)`
  font: inherit;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-bottom: 2px solid transparent;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`

/** The Inbox tab's unread count; the tab's accessible name says "Inbox, 3 unread". */
const CountBadge = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.pageBottom};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-align: center;
`

export function AdminPage() {
  const data = useLoaderData<AdminData>()
  const { toast } = useToast()
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const refresh = useCallback(() => void revalidate(), [revalidate])
  const signedOut = data.access === 'signed-out'

  // Without JavaScript a one-second refresh in the head does the same (see the route's handle).
  useEffect(() => {
    if (!signedOut) return
    toast({ title: 'Authentication Required', description: 'Please log in to access the admin panel' })
    const timer = setTimeout(() => navigate('/auth'), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [signedOut, toast, navigate])

  const logout = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/logout')
      toast({ title: 'Logged out successfully' })
      navigate('/auth')
    } catch {
      toast({ title: 'Logout failed', variant: 'destructive' })
    }
  }, [toast, navigate])

  if (signedOut) {
    return (
      <PageSection>
        <PageTitle>Admin Panel</PageTitle>
        <Muted>Redirecting to login...</Muted>
      </PageSection>
    )
  }
  if (data.access === 'denied') {
    return (
      <PageSection>
        <DeniedCard>
          <DeniedTitle>
            <ShieldAlert aria-hidden size={24} /> Access Denied
          </DeniedTitle>
          <p>You don't have admin privileges to access this panel</p>
          <Button type="button" onClick={logout}>
            <LogOut aria-hidden size={16} /> Log Out
          </Button>
        </DeniedCard>
      </PageSection>
    )
  }
  return (
    <PageSection>
      <SpreadRow>
        <PageTitle>Admin Panel</PageTitle>
        <Button type="button" onClick={logout}>
          <LogOut aria-hidden size={16} /> Logout
        </Button>
      </SpreadRow>
      <Tabs.Root defaultValue="projects">
        <TabList aria-label="Content to manage">
          <Tab value="projects">Projects</Tab>
          <Tab value="work-experience">Work Experience</Tab>
          <Tab value="site">Site</Tab>
          <Tab value="inbox">
            Inbox
            {data.admin.unreadContactMessages > 0 ? (
              <>
                <CountBadge aria-hidden="true">{data.admin.unreadContactMessages}</CountBadge>
                <VisuallyHidden>, {data.admin.unreadContactMessages} unread</VisuallyHidden>
              </>
            ) : null}
          </Tab>
          <Tab value="subscribers">Subscribers</Tab>
          <Tab value="newsletter">Newsletter</Tab>
          <Tab value="outbox">Outbox</Tab>
        </TabList>
        <Tabs.Content value="projects">
          <ProjectsTab projects={data.projects} onChanged={refresh} />
        </Tabs.Content>
        <Tabs.Content value="work-experience">
          <WorkExperienceTab items={data.workExperiences} onChanged={refresh} />
        </Tabs.Content>
        <Tabs.Content value="site">
          <SiteTab site={data.site} onChanged={refresh} />
        </Tabs.Content>
        <Tabs.Content value="inbox">
          <InboxTab
            messages={data.admin.contactMessages}
            unread={data.admin.unreadContactMessages}
            onChanged={refresh}
          />
        </Tabs.Content>
        <Tabs.Content value="subscribers">
          <SubscribersTab readers={data.admin.readers} counts={data.admin.readerCounts} onChanged={refresh} />
        </Tabs.Content>
        <Tabs.Content value="newsletter">
          <Suspense fallback={<Muted>Loading issues...</Muted>}>
            <NewsletterTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <Suspense fallback={<Muted>Loading outbox...</Muted>}>
            <OutboxTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </PageSection>
  )
}
