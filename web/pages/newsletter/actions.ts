import { type ActionFunctionArgs, data, redirect } from 'react-router'
import type { PublicUser } from '../../../src/modules/auth/model.ts'
import { DEFAULT_FREQUENCY, type Frequency } from '../../../src/shared/enums.ts'
import { SignInLinkBody, TokenBody } from '../../../src/shared/inputs/account.ts'
import { JoinBody } from '../../../src/shared/inputs/newsletter.ts'
import { pageDataSource } from '../../app/page-data.ts'
import { type ActionData, callApi, inBrowser, text } from '../../app/route-action.ts'
import { serverFieldErrors, validateWith } from '../../components/ui/form-errors.ts'
import { ApiError } from '../../lib/api.ts'
import { refreshSession } from '../../lib/session.ts'
import { SIGN_IN, SIGN_UP, signIn, signUp } from '../auth/actions.ts'

/*
 * The forms of /newsletter besides the account ones: subscribe with an address alone, and ask for a
 * sign-in link; and the page behind that link (docs/decisions/233). Each answers in place (the form
 * gives way to what the server said), with or without JavaScript; no toast, which would say it twice.
 */

/** The email-only subscribe form's intent. */
export const JOIN = 'join'
/** "Email me a sign-in link". */
export const SIGN_IN_LINK = 'sign-in-link'
/** The button on the page behind a mailed sign-in link. */
export const USE_SIGN_IN_LINK = 'use-sign-in-link'

export const EMPTY_JOIN = { email: '', frequency: DEFAULT_FREQUENCY as string }
export type JoinValues = typeof EMPTY_JOIN

export const joinPayload = (values: JoinValues) => ({
  email: values.email.trim(),
  frequency: values.frequency as Frequency,
})

export type SignInLinkValues = { email: string }
export const signInLinkPayload = (values: SignInLinkValues) => ({ email: values.email.trim() })

const status = (error: unknown) => (error instanceof ApiError ? error.status : 500)

/** A refused or failed write, said in place of the form's answer, its field errors beside the fields. */
const failedInPlace = <V>(error: unknown, intent: string | undefined, values: V, fallback: string) =>
  data<ActionData<V>>(
    {
      ok: false,
      intent,
      message: (error instanceof ApiError && error.serverMessage) || fallback,
      fieldErrors: serverFieldErrors(error),
      values,
    },
    { status: status(error) },
  )

/** POST /api/newsletter/join; the answer says whether a confirmation link is on its way. */
export async function joinNewsletter({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const values: JoinValues = {
    email: text(formData, 'email'),
    // A form without the choice (an older page still open) gets the default.
    frequency: formData.has('frequency') ? text(formData, 'frequency') : DEFAULT_FREQUENCY,
  }
  const payload = joinPayload(values)
  const fieldErrors = validateWith(JoinBody, payload)
  if (Object.keys(fieldErrors).length > 0)
    return data<ActionData<JoinValues>>({ ok: false, intent: JOIN, fieldErrors, values }, { status: 400 })
  try {
    const result = await callApi<{ message: string }>(context, 'POST', '/api/newsletter/join', payload)
    return { ok: true, intent: JOIN, message: result.message } satisfies ActionData
  } catch (error) {
    return failedInPlace(error, JOIN, values, 'Subscribing failed, try again later')
  }
}

/** POST /api/login/link: the same sentence whether or not a reader uses the address. */
export async function requestSignInLink({ request, context }: ActionFunctionArgs) {
  const values = { email: text(await request.formData(), 'email') }
  const payload = signInLinkPayload(values)
  const fieldErrors = validateWith(SignInLinkBody, payload)
  if (Object.keys(fieldErrors).length > 0)
    return data<ActionData<SignInLinkValues>>(
      { ok: false, intent: SIGN_IN_LINK, fieldErrors, values },
      { status: 400 },
    )
  try {
    const result = await callApi<{ message: string }>(context, 'POST', '/api/login/link', payload)
    return { ok: true, intent: SIGN_IN_LINK, message: result.message } satisfies ActionData
  } catch (error) {
    return failedInPlace(error, SIGN_IN_LINK, values, 'The link could not be sent, try again later')
  }
}

/**
 * POST /api/login/link/confirm from the page behind the mailed link, which signs the reader in: in the
 * browser the session's queries are read again, then the toast and the dashboard; without JavaScript a
 * redirect there with the new session cookie. Opening the page signs nobody in: a mail scanner's GET
 * must not use the link up (docs/decisions/191).
 */
export async function signInWithLink({ request, context }: ActionFunctionArgs) {
  const payload = { token: text(await request.formData(), 'token') }
  const invalid = validateWith(TokenBody, payload)
  if (Object.keys(invalid).length > 0)
    return data<ActionData>(
      { ok: false, intent: USE_SIGN_IN_LINK, message: 'This link is incomplete.' },
      { status: 400 },
    )
  let user: PublicUser
  try {
    user = await callApi<PublicUser>(context, 'POST', '/api/login/link/confirm', payload)
  } catch (error) {
    return failedInPlace(error, USE_SIGN_IN_LINK, undefined, 'The link could not be used')
  }
  if (!inBrowser()) throw redirect('/dashboard', 303)
  await refreshSession(context.get(pageDataSource).client)
  return {
    ok: true,
    intent: USE_SIGN_IN_LINK,
    toast: { title: 'Welcome back!', description: `Logged in as ${user.username}` },
    redirectTo: '/dashboard',
  } satisfies ActionData
}

/**
 * The button on the page behind an emailed confirmation link posts its token to the REST endpoint that
 * uses it up; the page then says it was done, or why not, in place of the button.
 */
const confirmLink =
  (endpoint: string) =>
  async ({ request, context }: ActionFunctionArgs) => {
    const payload = { token: text(await request.formData(), 'token') }
    if (Object.keys(validateWith(TokenBody, payload)).length > 0)
      return data<ActionData>({ ok: false, message: 'This link is incomplete.' }, { status: 400 })
    try {
      await callApi(context, 'POST', endpoint, payload)
      return { ok: true } satisfies ActionData
    } catch (error) {
      return failedInPlace(error, undefined, undefined, 'The link could not be used')
    }
  }

/** /newsletter/confirm: the link of the sign-up's confirmation email. */
export const confirmSubscriptionAction = confirmLink('/api/newsletter/confirm')
/** /account/confirm-email: the link sent to a new address. */
export const confirmEmailAction = confirmLink('/api/account/email/confirm')

const unknownIntent = (intent: string) =>
  data<ActionData>(
    {
      ok: false,
      toast: { title: 'Bad request', description: `Unknown action '${intent}'`, variant: 'destructive' },
    },
    { status: 400 },
  )

const intentOf = async (args: ActionFunctionArgs) => text(await args.request.clone().formData(), 'intent')

/** /newsletter: subscribe with an address, ask for a sign-in link, sign in, or create an account. */
export async function newsletterAction(args: ActionFunctionArgs) {
  const intent = await intentOf(args)
  if (intent === JOIN) return joinNewsletter(args)
  if (intent === SIGN_IN_LINK) return requestSignInLink(args)
  if (intent === SIGN_IN) return signIn(args)
  if (intent === SIGN_UP) return signUp(args)
  return unknownIntent(intent)
}

/** /auth/link: ask for a link, or (with ?token=…) use the one that came by mail. */
export async function signInLinkAction(args: ActionFunctionArgs) {
  const intent = await intentOf(args)
  if (intent === USE_SIGN_IN_LINK) return signInWithLink(args)
  if (intent === SIGN_IN_LINK) return requestSignInLink(args)
  return unknownIntent(intent)
}

/** /newsletter/preferences: sign in with a password (then the dashboard), or ask for a link. */
export async function preferencesAction(args: ActionFunctionArgs) {
  const intent = await intentOf(args)
  if (intent === SIGN_IN_LINK) return requestSignInLink(args)
  return signIn(args, '/dashboard')
}
