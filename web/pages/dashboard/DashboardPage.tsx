import { ArrowLeft, LogOut, Shield } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import styled from 'styled-components'
import { useClient, useQuery } from 'urql'
import { PageMeta } from '../../app/render-context.tsx'
import { restSubscription } from '../../graphql/rest-values.ts'
import { PageSection } from '../../layout/Page.tsx'
import {
  DASHBOARD_QUERY,
  type DashboardResult,
  displayName,
  formatDate,
  useLogout,
} from '../../lib/session.ts'
import { Button } from '../auth/form-kit.tsx'
import { NewsletterCard } from './NewsletterCard.tsx'
import { Badge, Panel, PanelTitle } from './panel.tsx'

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

export function DashboardPage() {
  const [{ data, fetching }] = useQuery<DashboardResult>({ query: DASHBOARD_QUERY })
  const client = useClient()
  const navigate = useNavigate()
  const logout = useLogout({ hard: true })
  const user = data?.me ?? null
  const signedOut = !fetching && data !== undefined && !user
  useEffect(() => {
    if (signedOut) navigate('/auth', { replace: true })
  }, [signedOut, navigate])

  const meta = <PageMeta title="Dashboard" description="Your account and newsletter preferences." />
  const refresh = () => client.query(DASHBOARD_QUERY, {}, { requestPolicy: 'network-only' }).toPromise()
  if (!user) {
    // Only seen after a client-side navigation: the server renders this page with its data.
    return (
      <PageSection>
        {meta}
        {fetching ? <NewsletterCard subscription={null} loading refresh={refresh} /> : null}
      </PageSection>
    )
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return (
    <PageSection>
      {meta}
      <Bar>
        <Button as={Link} to="/" $variant="secondary">
          <ArrowLeft size={16} aria-hidden /> Back to Home
        </Button>
        <Actions>
          {user.isAdmin ? (
            <Button as={Link} to="/admin" $variant="secondary">
              <Shield size={16} aria-hidden /> Admin Panel
            </Button>
          ) : null}
          <Button type="button" $variant="secondary" onClick={logout}>
            <LogOut size={16} aria-hidden /> Logout
          </Button>
        </Actions>
      </Bar>
      <Title>Welcome, {displayName(user)}</Title>
      <Grid>
        <Panel aria-labelledby="profile-title">
          <PanelTitle id="profile-title">
            Profile {user.isAdmin ? <Badge>Administrator</Badge> : null}
          </PanelTitle>
          <Facts>
            <dt>Username</dt>
            <dd>{user.username}</dd>
            {user.email ? (
              <>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </>
            ) : null}
            {name ? (
              <>
                <dt>Name</dt>
                <dd>{name}</dd>
              </>
            ) : null}
            <dt>Member since</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </Facts>
        </Panel>
        <NewsletterCard
          subscription={restSubscription(data?.newsletterSubscription ?? null)}
          refresh={refresh}
        />
      </Grid>
    </PageSection>
  )
}
