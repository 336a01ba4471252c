import { useState } from 'react'
import { Link } from 'react-router'
import { ForgotPasswordBody } from '../../../src/shared/inputs/account.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input } from '../../components/ui/Field.tsx'
import { useResourceForm } from '../../components/ui/use-resource-form.ts'
import { PageSection } from '../../layout/Page.tsx'
import { ApiError } from '../../lib/api.ts'
import { AlertBox, Card, CardTitle, DoneBox, Footer, Form, Note } from './form-kit.tsx'

/** "Forgot password?": asks for the address; the answer never says whether an account uses it. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useResourceForm({
    idPrefix: 'forgot',
    initial: { email: '' },
    schema: ForgotPasswordBody,
    toPayload: (values) => ({ email: values.email.trim() }),
    request: () => ({ method: 'POST', url: '/api/password/forgot' }),
    onSending: () => setFailure(null),
    // No toast: the card's status box replaces the form and says it (a toast would be announced too).
    onSaved: (result: { message: string }) => setSent(result.message),
    onFailed: (error) =>
      setFailure((error instanceof ApiError && error.serverMessage) || 'The request failed, try again later'),
  })
  return (
    <PageSection>
      <Card>
        <CardTitle>Forgot password?</CardTitle>
        {sent ? (
          <DoneBox role="status">{sent}</DoneBox>
        ) : (
          <>
            <Note>
              Enter the email address of your account and we will send you a link to choose a new password.
            </Note>
            <Form onSubmit={form.submit} noValidate aria-label="Request a password reset">
              {failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
              <Field {...form.field('email')} label="Email">
                <Input {...form.bind('email')} type="email" autoComplete="email" spellCheck={false} />
              </Field>
              <Button type="submit" $variant="primary" disabled={form.saving}>
                {form.saving ? 'Sending...' : 'Send reset link'}
              </Button>
            </Form>
          </>
        )}
        <Footer>
          <Link to="/auth">Back to sign in</Link>
        </Footer>
      </Card>
    </PageSection>
  )
}
