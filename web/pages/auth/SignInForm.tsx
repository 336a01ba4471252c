import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import styled from 'styled-components'
import type { PublicUser } from '../../../src/modules/auth/model.ts'
import { LoginBody } from '../../../src/shared/inputs/auth.ts'
import { useGraphQLClient } from '../../app/graphql-client.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input, PasswordInput } from '../../components/ui/Field.tsx'
import { useResourceForm } from '../../components/ui/use-resource-form.ts'
import { ApiError } from '../../lib/api.ts'
import { homeFor, refreshSession } from '../../lib/session.ts'
import { AlertBox, Form } from './form-kit.tsx'

const ForgotLink = styled(Link)`
  justify-self: end;
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

interface Props {
  /** Prefix for field ids, so two forms on one page never share one. */
  idPrefix: string
  usernamePlaceholder?: string
  /** The admin login page also shows the failure in an alert box (docs/spec.md §8). */
  showAlert?: boolean
}

/** Sign-in for /auth and the newsletter page: POST /api/login, then the spec's toast and destination. */
export function SignInForm({ idPrefix, usernamePlaceholder, showAlert = false }: Props) {
  const client = useGraphQLClient()
  const navigate = useNavigate()
  const { toast } = useToast()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useResourceForm({
    idPrefix,
    initial: { username: '', password: '' },
    schema: LoginBody,
    toPayload: (values) => ({ username: values.username.trim(), password: values.password }),
    request: () => ({ method: 'POST', url: '/api/login' }),
    onSending: () => setFailure(null),
    onSaved: async (user: PublicUser) => {
      await refreshSession(client)
      navigate(homeFor(user))
    },
    success: (user) => ({ title: 'Welcome back!', description: `Logged in as ${user.username}` }),
    onFailed: (error) => {
      const message = (error instanceof ApiError && error.serverMessage) || 'Invalid credentials'
      toast({ title: 'Login failed', description: message, variant: 'destructive' })
      setFailure(message)
    },
  })
  const { field, bind } = form

  return (
    <Form onSubmit={form.submit} noValidate aria-label="Sign in">
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
      <Button type="submit" $variant="primary" disabled={form.saving}>
        {form.saving ? 'Signing in...' : 'Sign in'}
      </Button>
    </Form>
  )
}
