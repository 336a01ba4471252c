import { useNavigate } from 'react-router'
import { DEFAULT_FREQUENCY } from '../../../src/shared/enums.ts'
import { SignupBody } from '../../../src/shared/inputs/newsletter.ts'
import { useGraphQLClient } from '../../app/graphql-client.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input, PasswordInput } from '../../components/ui/Field.tsx'
import { useResourceForm } from '../../components/ui/use-resource-form.ts'
import { refreshSession } from '../../lib/session.ts'
import { Form } from '../auth/form-kit.tsx'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', username: '', password: '' }
type Values = typeof EMPTY

// The phone field is part of the form only; the spec's payload never carries it.
const toPayload = (values: Values) => ({
  email: values.email.trim(),
  firstName: values.firstName,
  lastName: values.lastName,
  username: values.username.trim(),
  password: values.password,
  frequency: DEFAULT_FREQUENCY,
  topics: [],
})

export function SignupForm() {
  const client = useGraphQLClient()
  const navigate = useNavigate()
  // A taken username or email comes back as a 409 naming the field; the hook shows it next to that field.
  const form = useResourceForm({
    idPrefix: 'signup',
    initial: EMPTY,
    schema: SignupBody,
    toPayload,
    request: () => ({ method: 'POST', url: '/api/newsletter/signup' }),
    onSaved: async () => {
      await refreshSession(client)
      navigate('/dashboard')
    },
    success: { title: 'Account created successfully!' },
    onFailed: { title: 'Signup failed', description: 'Please try again' },
  })
  const { field, bind } = form
  return (
    <Form onSubmit={form.submit} noValidate aria-label="Sign up">
      <Field {...field('firstName')} label="First name">
        <Input {...bind('firstName')} autoComplete="given-name" />
      </Field>
      <Field {...field('lastName')} label="Last name">
        <Input {...bind('lastName')} autoComplete="family-name" />
      </Field>
      <Field {...field('email')} label="Email">
        <Input {...bind('email')} type="email" autoComplete="email" placeholder="you@example.com" />
      </Field>
      <Field {...field('phone')} label="Phone" optional>
        <Input {...bind('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field {...field('username')} label="Username">
        <Input {...bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field {...field('password')} label="Password">
        <PasswordInput {...bind('password')} autoComplete="new-password" />
      </Field>
      <Button type="submit" $variant="primary" disabled={form.saving}>
        {form.saving ? 'Creating account...' : 'Create account'}
      </Button>
    </Form>
  )
}
