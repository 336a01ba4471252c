import { Link, useActionData } from 'react-router'
import styled from 'styled-components'
import { LoginBody } from '../../../src/shared/inputs/auth.ts'
import type { ActionData } from '../../app/route-action.ts'
import { Field, Input, PasswordInput } from '../../components/ui/Field.tsx'
import { ActionFeedback, useRouteForm } from '../../components/ui/route-form.tsx'
import { SIGN_IN, signInPayload } from './actions.ts'
import { AlertBox, Form, Submit } from './form-kit.tsx'

const ForgotLink = styled(Link)`
  justify-self: end;
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

interface Props {
  /** Prefix for field ids, so two forms on one page never share one. */
  idPrefix: string
  /** Example text inside the empty username field (the newsletter page's differs). */
  usernamePlaceholder?: string
  /** The admin login page also shows the failure in an alert box (docs/spec.md §8). */
  showAlert?: boolean
}

/** Sign-in for /auth and the newsletter pages (POST /api/login), then the spec's toast and destination. */
export function SignInForm({ idPrefix, usernamePlaceholder, showAlert = false }: Props) {
  const form = useRouteForm({
    idPrefix,
    intent: SIGN_IN,
    initial: () => ({ username: '', password: '' }),
    schema: LoginBody,
    toPayload: signInPayload,
  })
  const answer = useActionData() as ActionData | undefined
  const failure = answer?.intent === SIGN_IN && !answer.ok ? answer.toast?.description : undefined
  const { field, bind } = form

  return (
    <Form {...form.form} aria-label="Sign in">
      <ActionFeedback intent={SIGN_IN} />
      <input type="hidden" name="intent" value={SIGN_IN} />
      {showAlert && failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
      <Field {...field('username')} label="Username">
        <Input
          {...bind('username')}
          placeholder={usernamePlaceholder}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field {...field('password')} label="Password">
        <PasswordInput {...bind('password')} autoComplete="current-password" />
      </Field>
      <ForgotLink to="/auth/forgot">Forgot password?</ForgotLink>
      <Submit label="Sign in" busy="Signing in..." sending={form.sending} />
    </Form>
  )
}
