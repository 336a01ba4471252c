import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router'
import type { ActionData } from '../../app/route-action.ts'
import { Button } from '../../components/ui/Button.tsx'
import { PageSection } from '../../layout/Page.tsx'
import { AlertBox, Card, CardTitle, DoneBox, Footer, Note } from '../auth/form-kit.tsx'

interface LinkAction {
  title: string
  explanation: string
  button: string
  done: string
}

/**
 * The page behind an emailed confirmation link (?token=…). Opening it changes nothing: the button does,
 * posting the token to the page's action, with or without JavaScript. Mail scanners and link previews
 * fetch links on their own, and must not confirm for the reader (docs/decisions/191-mailed-links.md).
 */
function ConfirmLinkPage({ action }: { action: LinkAction }) {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const answer = useActionData() as ActionData | undefined
  const busy = useNavigation().state !== 'idle'
  const failure = token ? answer?.ok === false && answer.message : 'This link is incomplete.'
  return (
    <PageSection>
      <Card>
        <CardTitle>{action.title}</CardTitle>
        {answer?.ok ? (
          // No toast: the card's own status replaces the button and says it; both would be announced.
          <DoneBox role="status">{action.done}</DoneBox>
        ) : (
          <>
            <Note>{action.explanation}</Note>
            {failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
            <Form method="post" aria-label={action.title}>
              <input type="hidden" name="token" value={token} />
              <Button
                type="submit"
                $variant="primary"
                disabled={busy || !token}
                style={{ marginTop: failure ? '1rem' : 0 }}
              >
                {busy ? 'Confirming...' : action.button}
              </Button>
            </Form>
          </>
        )}
        <Footer>
          <Link to="/dashboard">Go to your dashboard</Link>
        </Footer>
      </Card>
    </PageSection>
  )
}

export function ConfirmSubscriptionPage() {
  return (
    <ConfirmLinkPage
      action={{
        title: 'Confirm your subscription',
        explanation: 'One click and the newsletter starts coming to your inbox.',
        button: 'Confirm subscription',
        done: 'Subscription confirmed',
      }}
    />
  )
}

export function ConfirmEmailPage() {
  return (
    <ConfirmLinkPage
      action={{
        title: 'Confirm your new email address',
        explanation: 'Your account will use this address from now on.',
        button: 'Confirm new address',
        done: 'Email address changed',
      }}
    />
  )
}
