import { Link } from 'react-router'
import styled from 'styled-components'
import { PageSection } from '../../layout/Page.tsx'
import { Card, CardTitle, DoneBox, Footer, Note } from '../auth/form-kit.tsx'

const Details = styled(Note)`
  margin: ${({ theme }) => theme.space(6)} 0 0;
`

/**
 * Where "Delete my account" lands, with or without JavaScript: a page of its own says it was done, where
 * a toast on the home page was lost to the page load (docs/decisions/230-account-notices.md).
 */
export function AccountDeletedPage() {
  return (
    <PageSection>
      <Card>
        <CardTitle>Account deleted</CardTitle>
        <DoneBox role="status">Your account was deleted, and you are signed out.</DoneBox>
        <Details>
          Your profile, newsletter subscription and the list of emails sent to you are gone, and no more
          newsletters will come. We sent a short confirmation to the address the account had.
        </Details>
        <Footer>
          <Link to="/">Back to home</Link>
        </Footer>
      </Card>
    </PageSection>
  )
}
