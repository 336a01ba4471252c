import { SignInLinkBody } from '../../../src/shared/inputs/account.ts'
import { Field, Input } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import { SIGN_IN_LINK } from '../newsletter/intents.ts'
import { emailPayload } from './actions.ts'
import { AlertBox, DoneBox, Form, Submit, useAnswerInPlace } from './form-kit.tsx'

/**
 * "Email me a sign-in link" (docs/decisions/233), for readers without a password or who forgot theirs:
 * the answer replaces the form and never says whether the address has an account.
 */
export function SignInLinkForm({ idPrefix }: { idPrefix: string }) {
  const form = useRouteForm({
    idPrefix,
    intent: SIGN_IN_LINK,
    initial: () => ({ email: '' }),
    schema: SignInLinkBody,
    toPayload: emailPayload,
  })
  const { done, failure } = useAnswerInPlace(SIGN_IN_LINK, form.sending)
  if (done) return <DoneBox role="status">{done}</DoneBox>
  return (
    <Form {...form.form} aria-label="Sign in with a link by email">
      <input type="hidden" name="intent" value={SIGN_IN_LINK} />
      {failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
      <Field {...form.field('email')} label="Email">
        <Input {...form.bind('email')} type="email" autoComplete="email" spellCheck={false} />
      </Field>
      <Submit label="Email me a sign-in link" busy="Sending..." sending={form.sending} />
    </Form>
  )
}
