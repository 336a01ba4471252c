import { ShieldAlert } from 'lucide-react'
import { useEffect } from 'react'
import { NavLink, Outlet, useLoaderData, useNavigate } from 'react-router'
import styled from 'styled-components'
import { LogoutButton } from '../../components/LogoutButton.tsx'
import { useToast } from '../../components/toast/Toaster.tsx'
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'
import { REDIRECT_DELAY_MS } from './feedback.ts'
import type { AdminData } from './loader.ts'
import { ADMIN_SCREENS } from './screens.ts'
import { Card, Muted, SpreadRow } from './ui.tsx'

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

/** An admin list item is a row of controls, as wide as its screen, not a line of reading text (global-css.ts's measure). */
const AdminSection = styled(PageSection)`
  li {
    max-width: none;
  }
`

const TabList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Tab = styled(NavLink)`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  border-bottom: 2px solid transparent;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`

/** The Inbox link's unread count; the link's accessible name says "Inbox, 3 unread". */
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

/**
 * The layout of every admin screen (/admin/projects, /admin/inbox, ...): the access states, the title
 * and the tab strip, which is links (each screen has its own address), then the screen.
 */
export function AdminPage() {
  const data = useLoaderData<AdminData>()
  const { toast } = useToast()
  const navigate = useNavigate()
  const signedOut = data.access === 'signed-out'

  // Without JavaScript a one-second refresh in the head does the same (see the route's handle).
  useEffect(() => {
    if (!signedOut) return
    toast({ title: 'Authentication Required', description: 'Please log in to access the admin panel' })
    const timer = setTimeout(() => navigate('/auth'), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [signedOut, toast, navigate])

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
          <LogoutButton>Log Out</LogoutButton>
        </DeniedCard>
      </PageSection>
    )
  }
  return (
    <AdminSection>
      <SpreadRow>
        <PageTitle>Admin Panel</PageTitle>
        <LogoutButton>Logout</LogoutButton>
      </SpreadRow>
      <nav aria-label="Content to manage">
        <TabList>
          {ADMIN_SCREENS.map(({ path, label }) => (
            <li key={path}>
              <Tab to={`/admin/${path}`}>
                {label}
                {path === 'inbox' && data.unread > 0 ? (
                  <>
                    <CountBadge aria-hidden="true">{data.unread}</CountBadge>
                    <VisuallyHidden>, {data.unread} unread</VisuallyHidden>
                  </>
                ) : null}
              </Tab>
            </li>
          ))}
        </TabList>
      </nav>
      <Outlet />
    </AdminSection>
  )
}
