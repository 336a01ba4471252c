import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button.tsx'
import { useApiAction } from '../../components/ui/use-resource-form.ts'
import { PageSection } from '../../layout/Page.tsx'
import { ApiError } from '../../lib/api.ts'
import { AlertBox, Card, CardTitle, DoneBox, Footer, Note } from '../auth/form-kit.tsx'

interface LinkAction {
  title: string
  explanation: string
  button: string
  endpoint: string
  done: string
}

/**
 * The page behind an emailed confirmation link (?token=…). Opening it changes nothing: the button does.
 * Mail scanners and link previews fetch links on their own, and must not confirm for the reader
 * (docs/decisions/191-mailed-links.md).
 */
function ConfirmLinkPage({ action }: { action: LinkAction }) {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { busy, run } = useApiAction()
  const [state, setState] = useState<'idle' | 'done'>('idle')
  const [failure, setFailure] = useState<string | null>(token ? null : 'This link is incomplete.')
  const confirm = () =>
    run(
      'POST',
      action.endpoint,
      { token },
      {
        // No toast: the card's own status replaces the button and says it; both would be announced.
        onSaved: () => setState('done'),
        onFailed: (error) =>
          setFailure((error instanceof ApiError && error.serverMessage) || 'The link could not be used'),
      },
    )
  return (
    <PageSection>
      <Card>
        <CardTitle>{action.title}</CardTitle>
        {state === 'done' ? (
          <DoneBox role="status">{action.done}</DoneBox>
        ) : (
          <>
            <Note>{action.explanation}</Note>
            {failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
            <Button
              type="button"
              $variant="primary"
              disabled={busy || !token}
              onClick={confirm}
              style={{ marginTop: failure ? '1rem' : 0 }}
            >
              {busy ? 'Confirming...' : action.button}
            </Button>
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
        endpoint: '/api/newsletter/confirm',
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
        endpoint: '/api/account/email/confirm',
        done: 'Email address changed',
      }}
    />
  )
}
