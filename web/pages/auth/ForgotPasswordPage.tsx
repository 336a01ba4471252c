import { Link } from 'react-router'
import { ForgotPasswordBody } from '../../../src/shared/inputs/account.ts'
import { Field, Input } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import { emailPayload } from './actions.ts'
import { AlertBox, CardPage, DoneBox, Footer, Form, Note, Submit, useAnswerInPlace } from './form-kit.tsx'

/** "Forgot password?": the answer never says whether an account uses the address. */
export function ForgotPasswordPage() {
  const form = useRouteForm({
    idPrefix: 'forgot',
    initial: () => ({ email: '' }),
    schema: ForgotPasswordBody,
    toPayload: emailPayload,
  })
  // No toast: the card's status box replaces the form and says it (a toast would be announced too).
  const { done, failure } = useAnswerInPlace(undefined, form.sending)
  return (
    <CardPage title="Forgot password?">
      {done ? (
        <DoneBox role="status">{done}</DoneBox>
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
            <Submit label="Send reset link" busy="Sending..." sending={form.sending} />
          </Form>
        </>
      )}
      <Footer>
        <Link to="/auth">Back to sign in</Link>
      </Footer>
    </CardPage>
  )
}
