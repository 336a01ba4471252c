import type { ActionFunctionArgs } from 'react-router'
import { DEFAULT_FREQUENCY, type Frequency } from '../../../src/shared/enums.ts'
import { ForgotPasswordBody, ResetPasswordBody } from '../../../src/shared/inputs/account.ts'
import { LoginBody } from '../../../src/shared/inputs/auth.ts'
import { SignupBody } from '../../../src/shared/inputs/newsletter.ts'
import type { PublicUser } from '../../../src/shared/models/auth.ts'
import { callApi, failed, refused, text } from '../../app/route-action.ts'
import { homeFor } from '../../lib/session.ts'
import { answerInPlace, destructive, failedWith, goOn, serverMessage, welcome } from './action-kit.ts'

/** The sign-in form's intent, for pages with more than one form (/newsletter). */
export const SIGN_IN = 'sign-in'

export const signInPayload = (values: { username: string; password: string }) => ({
  username: values.username.trim(),
  password: values.password,
})

/**
 * Sign in (POST /api/login) from /auth, /newsletter or /newsletter/preferences, then the spec's toast and
 * the destination: the spec's (homeFor) unless the page names its own. A password never comes back in
 * the page.
 */
export async function signIn({ request, context }: ActionFunctionArgs, destination?: string) {
  const formData = await request.formData()
  const values = { username: text(formData, 'username'), password: '' }
  const payload = signInPayload({ ...values, password: text(formData, 'password') })
  const invalid = refused(LoginBody, payload, SIGN_IN, values)
  if (invalid) return invalid
  let user: PublicUser
  try {
    user = await callApi<PublicUser>(context, 'POST', '/api/login', payload)
  } catch (error) {
    const toast = destructive('Login failed', serverMessage(error, 'Invalid credentials'))
    return failedWith(error, { intent: SIGN_IN, toast, values })
  }
  return goOn(context, destination ?? homeFor(user), { intent: SIGN_IN, toast: welcome(user) })
}

/** /auth: the sign-in form. */
export const authAction = (args: ActionFunctionArgs) => signIn(args)

/**
 * /logout, where the Logout buttons post without JavaScript (web/components/LogoutButton.tsx): then
 * `next` (/auth, or / from the dashboard) with the cleared cookie.
 */
export async function logoutAction({ request, context }: ActionFunctionArgs) {
  const to = text(await request.formData(), 'next') === '/' ? '/' : '/auth'
  try {
    await callApi(context, 'POST', '/api/logout')
  } catch (error) {
    return failed(error, { title: 'Logout failed' })
  }
  return goOn(context, to, { toast: { title: 'Logged out successfully' } })
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

/**
 * Sign up (POST /api/newsletter/signup), which signs the new reader in, then the toast and /dashboard.
 * A taken username or email comes back as a 409 naming its field.
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
  const invalid = refused(SignupBody, payload, SIGN_UP, values)
  if (invalid) return invalid
  try {
    await callApi(context, 'POST', '/api/newsletter/signup', payload)
  } catch (error) {
    return failedWith(error, {
      intent: SIGN_UP,
      toast: destructive('Signup failed', 'Please try again'),
      values,
    })
  }
  return goOn(context, '/dashboard', { intent: SIGN_UP, toast: { title: 'Account created successfully!' } })
}

/** The forms that send an address alone: forgot password, a sign-in link. */
export const emailPayload = (values: { email: string }) => ({ email: values.email.trim() })

/**
 * /auth/forgot (POST /api/password/forgot): the answer's message replaces the form (it never says
 * whether an account uses the address); a failure is said above the form. No toast either way.
 */
export async function forgotAction({ request, context }: ActionFunctionArgs) {
  const values = { email: text(await request.formData(), 'email') }
  const payload = emailPayload(values)
  const fallback = 'The request failed, try again later'
  return (
    refused(ForgotPasswordBody, payload, undefined, values) ??
    answerInPlace(context, '/api/password/forgot', payload, { values, fallback })
  )
}

/** /auth/reset?token=… (POST /api/password/reset), which signs the reader in, then the toast and their home. */
export async function resetAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const payload = { token: text(formData, 'token'), password: text(formData, 'password') }
  const invalid = refused(ResetPasswordBody, payload, undefined, { password: '' })
  if (invalid) return invalid
  let user: PublicUser
  try {
    user = await callApi<PublicUser>(context, 'POST', '/api/password/reset', payload)
  } catch (error) {
    return failedWith(error, { message: serverMessage(error, 'The password could not be changed') })
  }
  return goOn(context, homeFor(user), {
    toast: { title: 'Password changed', description: 'You are signed in; other sessions were signed out.' },
  })
}
