import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { useClient } from 'urql'
import { LoginBody, type PublicUser } from '../../../src/modules/auth/model.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { ApiError, apiRequest } from '../../lib/api.ts'
import { homeFor, refreshSession } from '../../lib/session.ts'
import { AlertBox, Button, Field, type FieldErrors, Form, validateWith } from './form-kit.tsx'

interface Props {
  /** Prefix for field ids, so two forms on one page never share one. */
  idPrefix: string
  usernamePlaceholder?: string
  /** The admin login page also shows the failure in an alert box (spec section 8). */
  showAlert?: boolean
}

/** Sign-in for /auth and the newsletter page: POST /api/login, then the spec's toast and destination. */
export function SignInForm({ idPrefix, usernamePlaceholder, showAlert = false }: Props) {
  const client = useClient()
  const navigate = useNavigate()
  const { toast } = useToast()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = { username: username.trim(), password }
    const found = validateWith(LoginBody, body)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setFailure(null)
    try {
      const user = await apiRequest<PublicUser>('POST', '/api/login', body)
      await refreshSession(client)
      toast({ title: 'Welcome back!', description: `Logged in as ${user.username}` })
      navigate(homeFor(user))
    } catch (error) {
      const message = (error instanceof ApiError && error.serverMessage) || 'Invalid credentials'
      toast({ title: 'Login failed', description: message, variant: 'destructive' })
      setFailure(message)
      setBusy(false)
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign in">
      {showAlert && failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
      <Field
        id={`${idPrefix}-username`}
        label="Username"
        value={username}
        onChange={setUsername}
        error={errors.username}
        placeholder={usernamePlaceholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        revealable
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </Form>
  )
}
