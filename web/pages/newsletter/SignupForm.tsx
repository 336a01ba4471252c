import { SignupBody } from '../../../src/shared/inputs/newsletter.ts'
import { FrequencyChoice } from '../../components/newsletter/FrequencyChoice.tsx'
import { Field, Input, PasswordInput } from '../../components/ui/Field.tsx'
import { ActionFeedback, useRouteForm } from '../../components/ui/route-form.tsx'
import { EMPTY_SIGN_UP, SIGN_UP, signUpPayload } from '../auth/actions.ts'
import { Form, Submit } from '../auth/form-kit.tsx'

/** An account with a password, on /newsletter's 'Sign up' tab (subscribing needs only an address: JoinForm). */
export function SignupForm() {
  const form = useRouteForm({
    idPrefix: 'signup',
    intent: SIGN_UP,
    initial: () => EMPTY_SIGN_UP,
    schema: SignupBody,
    toPayload: signUpPayload,
  })
  const { field, bind } = form
  return (
    <Form {...form.form} aria-label="Sign up">
      <ActionFeedback intent={SIGN_UP} />
      <input type="hidden" name="intent" value={SIGN_UP} />
      <Field {...field('firstName')} label="First name">
        <Input {...bind('firstName')} autoComplete="given-name" />
      </Field>
      <Field {...field('lastName')} label="Last name">
        <Input {...bind('lastName')} autoComplete="family-name" />
      </Field>
      <Field {...field('email')} label="Email">
        <Input {...bind('email')} type="email" autoComplete="email" placeholder="you@example.com" />
      </Field>
      <Field {...field('username')} label="Username">
        <Input {...bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field {...field('password')} label="Password">
        <PasswordInput {...bind('password')} autoComplete="new-password" />
      </Field>
      <FrequencyChoice
        idPrefix="signup"
        value={form.values.frequency}
        onChange={(frequency) => form.set('frequency', frequency)}
        error={form.errors.frequency}
      />
      <Submit label="Create account" busy="Creating account..." sending={form.sending} />
    </Form>
  )
}
