import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { useClient } from 'urql'
import type { PublicUser } from '../../../src/modules/auth/model.ts'
import { DEFAULT_FREQUENCY, SignupBody } from '../../../src/modules/newsletter/model.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { ApiError, apiRequest } from '../../lib/api.ts'
import { refreshSession } from '../../lib/session.ts'
import { Button, Field, type FieldErrors, Form, validateWith } from '../auth/form-kit.tsx'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', username: '', password: '' }
type Values = typeof EMPTY

/** A 409 names the taken field; its message belongs next to that field. */
function conflictField(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 409) return {}
  try {
    const { field, message } = JSON.parse(error.body) as { field?: string; message?: string }
    return field && message ? { [field]: message } : {}
  } catch {
    return {}
  }
}

export function SignupForm() {
  const client = useClient()
  const navigate = useNavigate()
  const { toast } = useToast()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The phone field is part of the form only; the spec's payload never carries it.
    const body = {
      email: values.email.trim(),
      firstName: values.firstName,
      lastName: values.lastName,
      username: values.username.trim(),
      password: values.password,
      frequency: DEFAULT_FREQUENCY,
      topics: [],
    }
    const found = validateWith(SignupBody, body)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await apiRequest<PublicUser>('POST', '/api/newsletter/signup', body)
      await refreshSession(client)
      toast({ title: 'Account created successfully!' })
      navigate('/dashboard')
    } catch (error) {
      setErrors(conflictField(error))
      toast({ title: 'Signup failed', description: 'Please try again', variant: 'destructive' })
      setBusy(false)
    }
  }

  const field = (key: keyof Values) => ({
    id: `signup-${key}`,
    value: values[key],
    onChange: set(key),
    error: errors[key],
  })
  return (
    <Form onSubmit={submit} noValidate aria-label="Sign up">
      <Field {...field('firstName')} label="First name" autoComplete="given-name" />
      <Field {...field('lastName')} label="Last name" autoComplete="family-name" />
      <Field
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <Field {...field('phone')} label="Phone" type="tel" autoComplete="tel" optional />
      <Field
        {...field('username')}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field {...field('password')} label="Password" type="password" autoComplete="new-password" revealable />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
    </Form>
  )
}
