import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { PublicUser } from '../../../src/modules/auth/model.ts'
import { ResetPasswordBody } from '../../../src/shared/inputs/account.ts'
import { useGraphQLClient } from '../../app/graphql-client.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, PasswordInput } from '../../components/ui/Field.tsx'
import { useResourceForm } from '../../components/ui/use-resource-form.ts'
import { PageSection } from '../../layout/Page.tsx'
import { ApiError } from '../../lib/api.ts'
import { homeFor, refreshSession } from '../../lib/session.ts'
import { AlertBox, Card, CardTitle, Footer, Form, Note } from './form-kit.tsx'

/** The page behind the emailed reset link (?token=…): a new password, then signed in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const client = useGraphQLClient()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(token ? null : 'This reset link is incomplete.')
  const form = useResourceForm({
    idPrefix: 'reset',
    initial: { password: '' },
    schema: ResetPasswordBody,
    toPayload: (values) => ({ token, password: values.password }),
    request: () => ({ method: 'POST', url: '/api/password/reset' }),
    onSending: () => setFailure(null),
    onSaved: async (user: PublicUser) => {
      await refreshSession(client)
      navigate(homeFor(user))
    },
    success: { title: 'Password changed', description: 'You are signed in; other sessions were signed out.' },
    onFailed: (error) =>
      setFailure((error instanceof ApiError && error.serverMessage) || 'The password could not be changed'),
  })
  return (
    <PageSection>
      <Card>
        <CardTitle>Choose a new password</CardTitle>
        <Note>Saving it signs you in here and signs out every other session of your account.</Note>
        <Form onSubmit={form.submit} noValidate aria-label="Choose a new password">
          {failure ? (
            <AlertBox role="alert">
              {failure} <Link to="/auth/forgot">Request a new link</Link>
            </AlertBox>
          ) : null}
          <Field {...form.field('password')} label="New password" hint="8 to 256 characters">
            <PasswordInput {...form.bind('password')} autoComplete="new-password" />
          </Field>
          <Button type="submit" $variant="primary" disabled={form.saving || !token}>
            {form.saving ? 'Saving...' : 'Save new password'}
          </Button>
        </Form>
        <Footer>
          <Link to="/auth">Back to sign in</Link>
        </Footer>
      </Card>
    </PageSection>
  )
}
