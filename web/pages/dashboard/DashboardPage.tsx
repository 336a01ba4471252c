import { ArrowLeft, Shield } from 'lucide-react'
import { Fragment } from 'react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { LogoutButton } from '../../components/LogoutButton.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { restSubscription } from '../../graphql/rest-values.ts'
import { PageSection } from '../../layout/Page.tsx'
import { displayName, formatDate } from '../../lib/session.ts'
import { AccountCard } from './AccountCard.tsx'
import type { DashboardData } from './loader.ts'
import { choosableTopics, NewsletterCard } from './NewsletterCard.tsx'
import { Actions, Badge, Panel, PanelTitle } from './panel.tsx'

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`

const Title = styled.h1`
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
    overflow-wrap: break-word;
  }
`

/**
 * An email wraps where a reader expects it to, before the '@' and each '.' (issue 15 item 17), instead
 * of mid-word; a part longer than the line still breaks (overflow-wrap) rather than overflow.
 */
function withBreaks(email: string) {
  return email.split(/(?=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ))
}

/** /dashboard: the signed-in reader's profile, newsletter and account cards, from the route loader's data. */
export function DashboardPage() {
  const { me: user, newsletterSubscription, newsletterTopics } = useLoaderData<DashboardData>()
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return (
    <PageSection>
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
          <LogoutButton hard variant="secondary">
            Logout
          </LogoutButton>
        </Actions>
      </Bar>
      <Title>Welcome, {displayName(user)}</Title>
      {/* What the last form sent said: a toast, or without JavaScript a notice here. */}
      <ActionFeedback />
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
                <dd>{withBreaks(user.email)}</dd>
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
          subscription={restSubscription(newsletterSubscription)}
          topics={choosableTopics(newsletterTopics, newsletterSubscription)}
        />
        <AccountCard isAdmin={user.isAdmin} hasPassword={user.hasPassword} />
      </Grid>
    </PageSection>
  )
}
