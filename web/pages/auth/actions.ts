import { type ActionFunctionArgs, data, redirect } from 'react-router'
import type { PublicUser } from '../../../src/modules/auth/model.ts'
import { DEFAULT_FREQUENCY, type Frequency } from '../../../src/shared/enums.ts'
import { ForgotPasswordBody, ResetPasswordBody } from '../../../src/shared/inputs/account.ts'
import { LoginBody } from '../../../src/shared/inputs/auth.ts'
import { SignupBody } from '../../../src/shared/inputs/newsletter.ts'
import { pageDataSource } from '../../app/page-data.ts'
import { type ActionData, callApi, failed, inBrowser, text } from '../../app/route-action.ts'
import { serverFieldErrors, validateWith } from '../../components/ui/form-errors.ts'
import { ApiError } from '../../lib/api.ts'
import { homeFor, refreshSession } from '../../lib/session.ts'

/** The sign-in form's intent, for pages with more than one form (/newsletter). */
export const SIGN_IN = 'sign-in'

export type SignInValues = { username: string; password: string }

export const signInPayload = (values: SignInValues) => ({
  username: values.username.trim(),
  password: values.password,
})

/**
 * Sign in (POST /api/login) from /auth, /newsletter or /newsletter/preferences. In the browser: the
 * session's cached queries are read again, then the toast and the destination; without JavaScript the
 * server answers with a redirect to the destination, the new session cookie on it. A password never
 * comes back in the page. The destination is the spec's (homeFor) unless the page names its own.
 */
export async function signIn({ request, context }: ActionFunctionArgs, destination?: string) {
  const formData = await request.formData()
  const values = { username: text(formData, 'username'), password: '' }
  const payload = signInPayload({ ...values, password: text(formData, 'password') })
  const fieldErrors = validateWith(LoginBody, payload)
  if (Object.keys(fieldErrors).length > 0)
    return data<ActionData<SignInValues>>(
      { ok: false, intent: SIGN_IN, fieldErrors, values },
      { status: 400 },
    )
  let user: PublicUser
  try {
    user = await callApi<PublicUser>(context, 'POST', '/api/login', payload)
  } catch (error) {
    const message = (error instanceof ApiError && error.serverMessage) || 'Invalid credentials'
    return data<ActionData<SignInValues>>(
      {
        ok: false,
        intent: SIGN_IN,
        toast: { title: 'Login failed', description: message, variant: 'destructive' },
        values,
      },
      { status: error instanceof ApiError ? error.status : 500 },
    )
  }
  const to = destination ?? homeFor(user)
  if (!inBrowser()) throw redirect(to, 303)
  await refreshSession(context.get(pageDataSource).client)
  return {
    ok: true,
    intent: SIGN_IN,
    toast: { title: 'Welcome back!', description: `Logged in as ${user.username}` },
    redirectTo: to,
  } satisfies ActionData
}

/** /auth: the sign-in form. */
export const authAction = (args: ActionFunctionArgs) => signIn(args)

/**
 * /logout, where the Logout buttons post without JavaScript (web/components/LogoutButton.tsx): the
 * session ends on the server and the browser goes to `next` (/auth, or / from the dashboard) with the
 * cleared cookie. Sent from script (the page's own button) it reads the session again and toasts, as
 * `useLogout` does.
 */
export async function logoutAction({ request, context }: ActionFunctionArgs) {
  const to = text(await request.formData(), 'next') === '/' ? '/' : '/auth'
  try {
    await callApi(context, 'POST', '/api/logout')
  } catch (error) {
    return failed(error, { title: 'Logout failed' })
  }
  if (!inBrowser()) throw redirect(to, 303)
  await refreshSession(context.get(pageDataSource).client)
  return { ok: true, toast: { title: 'Logged out successfully' }, redirectTo: to } satisfies ActionData
}

/** The sign-up form's intent on /newsletter. */
export const SIGN_UP = 'sign-up'

export const EMPTY_SIGN_UP = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  frequency: DEFAULT_FREQUENCY as string,
}
export type SignUpValues = typeof EMPTY_SIGN_UP

/**
 * The reader chooses how often (decision 227); the REST handler's schema checks the value, so a made-up
 * one is a 400. The form asks for no phone number any more: the payload never carried it (decision 233).
 */
export const signUpPayload = (values: SignUpValues) => ({
  email: values.email.trim(),
  firstName: values.firstName,
  lastName: values.lastName,
  username: values.username.trim(),
  password: values.password,
  frequency: values.frequency as Frequency,
  topics: [],
})

const status = (error: unknown) => (error instanceof ApiError ? error.status : 500)
const serverMessage = (error: unknown) => (error instanceof ApiError && error.serverMessage) || undefined

/**
 * Sign up (POST /api/newsletter/signup), which signs the new reader in: in the browser the session's
 * queries are read again, then the toast and /dashboard; without JavaScript a redirect there, with the
 * session cookie. A taken username or email comes back as a 409 naming its field.
 */
export async function signUp({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const typed = Object.fromEntries(
    Object.keys(EMPTY_SIGN_UP).map((name) => [name, text(formData, name)]),
  ) as SignUpValues
  // A form without the choice (an older page still open) gets the default.
  if (!formData.has('frequency')) typed.frequency = DEFAULT_FREQUENCY
  const values = { ...typed, password: '' }
  const payload = signUpPayload(typed)
  const fieldErrors = validateWith(SignupBody, payload)
  if (Object.keys(fieldErrors).length > 0)
    return data<ActionData<SignUpValues>>(
      { ok: false, intent: SIGN_UP, fieldErrors, values },
      { status: 400 },
    )
  try {
    await callApi(context, 'POST', '/api/newsletter/signup', payload)
  } catch (error) {
    return data<ActionData<SignUpValues>>(
      {
        ok: false,
        intent: SIGN_UP,
        toast: { title: 'Signup failed', description: 'Please try again', variant: 'destructive' },
        fieldErrors: serverFieldErrors(error),
        values,
      },
      { status: status(error) },
    )
  }
  if (!inBrowser()) throw redirect('/dashboard', 303)
  await refreshSession(context.get(pageDataSource).client)
  return {
    ok: true,
    intent: SIGN_UP,
    toast: { title: 'Account created successfully!' },
    redirectTo: '/dashboard',
  } satisfies ActionData
}

export const forgotPayload = (values: { email: string }) => ({ email: values.email.trim() })

/**
 * /auth/forgot (POST /api/password/forgot): the answer's message replaces the form (it never says
 * whether an account uses the address); a failure is said above the form. No toast either way.
 */
export async function forgotAction({ request, context }: ActionFunctionArgs) {
  const values = { email: text(await request.formData(), 'email') }
  const payload = forgotPayload(values)
  const fieldErrors = validateWith(ForgotPasswordBody, payload)
  if (Object.keys(fieldErrors).length > 0)
    return data<ActionData<typeof values>>({ ok: false, fieldErrors, values }, { status: 400 })
  try {
    const result = await callApi<{ message: string }>(context, 'POST', '/api/password/forgot', payload)
    return { ok: true, message: result.message } satisfies ActionData
  } catch (error) {
    return data<ActionData<typeof values>>(
      {
        ok: false,
        message: serverMessage(error) ?? 'The request failed, try again later',
        fieldErrors: serverFieldErrors(error),
        values,
      },
      { status: status(error) },
    )
  }
}

/**
 * /auth/reset?token=… (POST /api/password/reset), which signs the reader in: in the browser the
 * session's queries are read again, then the toast and their home; without JavaScript a redirect there.
 */
export async function resetAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const payload = { token: text(formData, 'token'), password: text(formData, 'password') }
  const fieldErrors = validateWith(ResetPasswordBody, payload)
  if (Object.keys(fieldErrors).length > 0)
    return data<ActionData>({ ok: false, fieldErrors, values: { password: '' } }, { status: 400 })
  let user: PublicUser
  try {
    user = await callApi<PublicUser>(context, 'POST', '/api/password/reset', payload)
  } catch (error) {
    return data<ActionData>(
      {
        ok: false,
        message: serverMessage(error) ?? 'The password could not be changed',
        fieldErrors: serverFieldErrors(error),
      },
      { status: status(error) },
    )
  }
  if (!inBrowser()) throw redirect(homeFor(user), 303)
  await refreshSession(context.get(pageDataSource).client)
  return {
    ok: true,
    toast: { title: 'Password changed', description: 'You are signed in; other sessions were signed out.' },
    redirectTo: homeFor(user),
  } satisfies ActionData
}
