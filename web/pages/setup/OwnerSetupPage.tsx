import { Form, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { OwnerSetupBody } from '../../../src/shared/inputs/setup.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input, PasswordInput } from '../../components/ui/Field.tsx'
import { ActionFeedback, useRouteForm } from '../../components/ui/route-form.tsx'
import { PageSection } from '../../layout/Page.tsx'
import { Card, CardTitle, formBox } from '../auth/form-kit.tsx'
import { type OwnerSetupValues, ownerSetupPayload } from './setup.ts'

const SetupForm = styled(Form)`
  ${formBox}
`

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`

/**
 * The first-run owner setup: the site has no administrator yet, so instead of a sign-in that cannot
 * succeed /admin offers this. The token comes from the server log (the link printed there fills it).
 */
export function OwnerSetupPage() {
  const { token } = useLoaderData() as { token: string }
  const form = useRouteForm<OwnerSetupValues, ReturnType<typeof ownerSetupPayload>>({
    idPrefix: 'setup',
    initial: () => ({ token, username: '', email: '', password: '' }),
    schema: OwnerSetupBody,
    toPayload: ownerSetupPayload,
  })
  const { field, bind } = form
  return (
    <PageSection>
      <Card>
        <CardTitle>Set up your site</CardTitle>
        <Intro>
          This site has no owner yet. Create the administrator account with the setup token the server printed
          in its log when it started.
        </Intro>
        <SetupForm {...form.form} aria-label="Owner setup">
          <ActionFeedback />
          <Field {...field('token')} label="Setup token">
            <Input {...bind('token')} autoComplete="off" spellCheck={false} />
          </Field>
          <Field {...field('username')} label="Username">
            <Input {...bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </Field>
          <Field {...field('email')} label="Email" optional>
            <Input {...bind('email')} type="email" autoComplete="email" />
          </Field>
          <Field {...field('password')} label="Password" hint="8 to 256 characters">
            <PasswordInput {...bind('password')} autoComplete="new-password" />
          </Field>
          <Button type="submit" $variant="primary" disabled={form.sending}>
            {form.sending ? 'Creating...' : 'Create owner account'}
          </Button>
        </SetupForm>
      </Card>
    </PageSection>
  )
}
