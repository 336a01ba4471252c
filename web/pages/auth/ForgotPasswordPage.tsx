import { Link, useActionData } from 'react-router'
import { ForgotPasswordBody } from '../../../src/shared/inputs/account.ts'
import type { ActionData } from '../../app/route-action.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import { PageSection } from '../../layout/Page.tsx'
import { forgotPayload } from './actions.ts'
import { AlertBox, Card, CardTitle, DoneBox, Footer, Form, Note } from './form-kit.tsx'

/**
 * "Forgot password?": asks for the address; the answer never says whether an account uses it. Posts to
 * the page's action (forgotAction), with or without JavaScript.
 */
export function ForgotPasswordPage() {
  const form = useRouteForm({
    idPrefix: 'forgot',
    initial: () => ({ email: '' }),
    schema: ForgotPasswordBody,
    toPayload: forgotPayload,
  })
  const answer = useActionData() as ActionData | undefined
  // No toast: the card's status box replaces the form and says it (a toast would be announced too).
  const sent = answer?.ok ? answer.message : undefined
  const failure = answer && !answer.ok && !form.sending ? answer.message : undefined
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
            <Form {...form.form} aria-label="Request a password reset">
              {failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
              <Field {...form.field('email')} label="Email">
                <Input {...form.bind('email')} type="email" autoComplete="email" spellCheck={false} />
              </Field>
              <Button type="submit" $variant="primary" disabled={form.sending}>
                {form.sending ? 'Sending...' : 'Send reset link'}
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
