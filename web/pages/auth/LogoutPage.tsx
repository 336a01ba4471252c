import { Form, useNavigation } from 'react-router'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { PageSection } from '../../layout/Page.tsx'
import { Button, Card, CardTitle, Note } from './form-kit.tsx'

/**
 * /logout: what a Logout button posts to without JavaScript. Opened by its address it asks first (a
 * link prefetched or followed must not end a session), and it says so when the logout failed.
 */
export function LogoutPage() {
  const sending = useNavigation().state !== 'idle'
  return (
    <PageSection>
      <Card>
        <CardTitle>Log out</CardTitle>
        <ActionFeedback />
        <Form method="post" aria-label="Log out">
          <Note>End your session in this browser.</Note>
          <Button type="submit" $variant="primary" disabled={sending}>
            {sending ? 'Logging out...' : 'Log out'}
          </Button>
        </Form>
      </Card>
    </PageSection>
  )
}
