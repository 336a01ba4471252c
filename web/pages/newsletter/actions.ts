import { type ActionFunctionArgs, data } from 'react-router'
import { DEFAULT_FREQUENCY } from '../../../src/shared/enums.ts'
import { SignInLinkBody, TokenBody } from '../../../src/shared/inputs/account.ts'
import { JoinBody } from '../../../src/shared/inputs/newsletter.ts'
import type { PublicUser } from '../../../src/shared/models/auth.ts'
import { type ActionData, callApi, refused, text, unknownIntent } from '../../app/route-action.ts'
import { validateWith } from '../../components/ui/form-errors.ts'
import { answerInPlace, failedWith, goOn, serverMessage, welcome } from '../auth/action-kit.ts'
import { emailPayload, SIGN_IN, SIGN_UP, signIn, signUp } from '../auth/actions.ts'
import { JOIN, type JoinValues, joinPayload, SIGN_IN_LINK, USE_SIGN_IN_LINK } from './intents.ts'

/*
 * The forms of /newsletter besides the account ones: subscribe with an address alone, and ask for a
 * sign-in link; and the page behind that link (docs/decisions/233). Each answers in place (the form
 * gives way to what the server said), with or without JavaScript; no toast, which would say it twice.
 */

/** POST /api/newsletter/join; the answer says whether a confirmation link is on its way. */
export async function joinNewsletter({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const values: JoinValues = {
    email: text(formData, 'email'),
    // A form without the choice (an older page still open) gets the default.
    frequency: formData.has('frequency') ? text(formData, 'frequency') : DEFAULT_FREQUENCY,
  }
  const payload = joinPayload(values)
  const fallback = 'Subscribing failed, try again later'
  return (
    refused(JoinBody, payload, JOIN, values) ??
    answerInPlace(context, '/api/newsletter/join', payload, { intent: JOIN, values, fallback })
  )
}

/** POST /api/login/link: the same sentence whether or not a reader uses the address. */
export async function requestSignInLink({ request, context }: ActionFunctionArgs) {
  const values = { email: text(await request.formData(), 'email') }
  const payload = emailPayload(values)
  const fallback = 'The link could not be sent, try again later'
  return (
    refused(SignInLinkBody, payload, SIGN_IN_LINK, values) ??
    answerInPlace(context, '/api/login/link', payload, { intent: SIGN_IN_LINK, values, fallback })
  )
}

const incompleteLink = (intent?: string) =>
  data<ActionData>({ ok: false, intent, message: 'This link is incomplete.' }, { status: 400 })

const unusedLink = (error: unknown, intent?: string) =>
  failedWith(error, { intent, message: serverMessage(error, 'The link could not be used') })

/**
 * POST /api/login/link/confirm from the page behind the mailed link, which signs the reader in, then
 * the toast and the dashboard. Opening the page signs nobody in: a mail scanner's GET must not use the
 * link up (docs/decisions/191).
 */
export async function signInWithLink({ request, context }: ActionFunctionArgs) {
  const payload = { token: text(await request.formData(), 'token') }
  if (Object.keys(validateWith(TokenBody, payload)).length > 0) return incompleteLink(USE_SIGN_IN_LINK)
  let user: PublicUser
  try {
    user = await callApi<PublicUser>(context, 'POST', '/api/login/link/confirm', payload)
  } catch (error) {
    return unusedLink(error, USE_SIGN_IN_LINK)
  }
  return goOn(context, '/dashboard', { intent: USE_SIGN_IN_LINK, toast: welcome(user) })
}

/**
 * The button on the page behind an emailed confirmation link posts its token to the REST endpoint that
 * uses it up; the page then says it was done, or why not, in place of the button.
 */
const confirmLink =
  (endpoint: string) =>
  async ({ request, context }: ActionFunctionArgs) => {
    const payload = { token: text(await request.formData(), 'token') }
    if (Object.keys(validateWith(TokenBody, payload)).length > 0) return incompleteLink()
    try {
      await callApi(context, 'POST', endpoint, payload)
      return { ok: true } satisfies ActionData
    } catch (error) {
      return unusedLink(error)
    }
  }

/** /newsletter/confirm: the link of the sign-up's confirmation email. */
export const confirmSubscriptionAction = confirmLink('/api/newsletter/confirm')
/** /account/confirm-email: the link sent to a new address. */
export const confirmEmailAction = confirmLink('/api/account/email/confirm')

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
