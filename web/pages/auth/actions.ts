import { type ActionFunctionArgs, data, redirect } from 'react-router'
import type { PublicUser } from '../../../src/modules/auth/model.ts'
import { LoginBody } from '../../../src/shared/inputs/auth.ts'
import { pageDataSource } from '../../app/page-data.ts'
import { type ActionData, callApi, inBrowser, text } from '../../app/route-action.ts'
import { validateWith } from '../../components/ui/use-resource-form.ts'
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
 * Sign in (POST /api/login) from /auth or /newsletter. In the browser: the session's cached queries
 * are read again, then the toast and the destination; without JavaScript the server answers with a
 * redirect to the destination, the new session cookie on it. A password never comes back in the page.
 */
export async function signIn({ request, context }: ActionFunctionArgs) {
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
  if (!inBrowser()) throw redirect(homeFor(user), 303)
  await refreshSession(context.get(pageDataSource).client)
  return {
    ok: true,
    intent: SIGN_IN,
    toast: { title: 'Welcome back!', description: `Logged in as ${user.username}` },
    redirectTo: homeFor(user),
  } satisfies ActionData
}

/** /auth: the sign-in form. */
export const authAction = signIn

/**
 * /newsletter: sign in, or sign up. Sign-up still sends from script; without it, its post comes back
 * to the page (docs/decisions/214).
 */
export async function newsletterAction(args: ActionFunctionArgs) {
  const formData = await args.request.clone().formData()
  if (text(formData, 'intent') === SIGN_IN) return signIn(args)
  throw redirect(new URL(args.request.url).pathname, 303)
}
