import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'

interface Data {
  state: 'invalid' | 'subscribed' | 'unsubscribed'
  token: string
}

const Box = styled.div.withConfig({ componentId: 'UnsubscribeBox' })`
  max-width: 36rem;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`

/**
 * /newsletter/unsubscribe?token=…: the link from every newsletter email. The form posts to the same
 * address as mail clients' one-click button (RFC 8058) and works without JavaScript.
 */
export function UnsubscribePage() {
  const { state, token } = useLoaderData<Data>()
  return (
    <PageSection>
      <PageTitle>Unsubscribe</PageTitle>
      <Box>
        {state === 'invalid' ? (
          <p role="alert">
            This unsubscribe link is not valid. Sign in to change your newsletter preferences on your{' '}
            <Link to="/dashboard">dashboard</Link>.
          </p>
        ) : null}
        {state === 'subscribed' ? (
          <>
            <p>Stop receiving the newsletter at this address? You can subscribe again from your dashboard.</p>
            <form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <input type="hidden" name="from" value="page" />
              <Button type="submit" $variant="danger">
                Unsubscribe
              </Button>
            </form>
          </>
        ) : null}
        {state === 'unsubscribed' ? (
          <p role="status">
            You are unsubscribed and will receive no more newsletter emails. Changed your mind? Subscribe
            again from your <Link to="/dashboard">dashboard</Link>.
          </p>
        ) : null}
      </Box>
    </PageSection>
  )
}
