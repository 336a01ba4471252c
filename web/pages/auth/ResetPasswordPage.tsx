import { Link, useActionData, useSearchParams } from 'react-router'
import { ResetPasswordBody } from '../../../src/shared/inputs/account.ts'
import type { ActionData } from '../../app/route-action.ts'
import { Field, PasswordInput } from '../../components/ui/Field.tsx'
import { ActionFeedback, useRouteForm } from '../../components/ui/route-form.tsx'
import { AlertBox, CardPage, Footer, Form, Note, Submit } from './form-kit.tsx'

/** The page behind the emailed reset link (?token=…): a new password, then signed in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const form = useRouteForm({
    idPrefix: 'reset',
    initial: () => ({ password: '' }),
    schema: ResetPasswordBody,
    toPayload: (values: { password: string }) => ({ token, password: values.password }),
  })
  const answer = useActionData() as ActionData | undefined
  const failure = !token
    ? 'This reset link is incomplete.'
    : answer && !answer.ok && !form.sending
      ? (answer.message ?? answer.fieldErrors?.token)
      : undefined
  return (
    <CardPage title="Choose a new password">
      <Note>Saving it signs you in here and signs out every other session of your account.</Note>
      <Form {...form.form} aria-label="Choose a new password">
        <ActionFeedback />
        {failure ? (
          <AlertBox role="alert">
            {failure} <Link to="/auth/forgot">Request a new link</Link>
          </AlertBox>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <Field {...form.field('password')} label="New password" hint="8 to 256 characters">
          <PasswordInput {...form.bind('password')} autoComplete="new-password" />
        </Field>
        <Submit label="Save new password" busy="Saving..." sending={form.sending} disabled={!token} />
      </Form>
      <Footer>
        <Link to="/auth">Back to sign in</Link>
      </Footer>
    </CardPage>
  )
}
