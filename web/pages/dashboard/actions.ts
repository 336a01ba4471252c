import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { ChangeEmailBody, DeleteAccountBody } from '../../../src/shared/inputs/account.ts'
import { type Preferences, SubscribeBody } from '../../../src/shared/inputs/newsletter.ts'
import { pageDataSource } from '../../app/page-data.ts'
import { type ActionData, callApi, inBrowser, text, texts } from '../../app/route-action.ts'
import type { ToastOptions } from '../../components/toast/Toaster.tsx'
import { serverFieldErrors, validateWith } from '../../components/ui/form-errors.ts'
import { ApiError } from '../../lib/api.ts'
import { refreshSession } from '../../lib/session.ts'

/*
 * /dashboard's forms (docs/decisions/221-route-actions.md): the newsletter card (subscribe, preferences,
 * unsubscribe, resend the confirmation) and the account card (change email, delete the account). Each
 * sends an `intent`; the action calls the REST endpoint the card always used and answers with its toast.
 */

export const DASHBOARD_INTENTS = {
  subscribe: 'subscribe',
  preferences: 'preferences',
  unsubscribe: 'unsubscribe',
  resend: 'resend',
  changeEmail: 'change-email',
  deleteAccount: 'delete-account',
} as const

/** Where a deleted account's reader lands: a page that says it was done. */
export const ACCOUNT_DELETED_PATH = '/account/deleted'

/** The spec's subscribe body: exactly these fields. */
export const subscribeBody = ({ frequency, topics }: Preferences) => ({ preferences: { frequency, topics } })

/** The preferences as the form posts them: one `frequency`, a `topics` field per ticked topic. */
export const readPreferences = (formData: FormData) =>
  ({ frequency: text(formData, 'frequency'), topics: texts(formData, 'topics') }) as Preferences

export type ChangeEmailValues = { email: string; password: string }
export const changeEmailPayload = (values: ChangeEmailValues) => ({
  email: values.email.trim(),
  password: values.password,
})

export type DeleteAccountValues = { password: string }
export const deleteAccountPayload = (values: DeleteAccountValues) => ({ password: values.password })

const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback

/** A failed write with the card's own toast (these screens never had the panel's 'Unauthorized' one). */
const failedWith = <V>(error: unknown, intent: string, toast: Omit<ToastOptions, 'variant'>, values?: V) =>
  data<ActionData<V>>(
    {
      ok: false,
      intent,
      toast: { ...toast, variant: 'destructive' },
      fieldErrors: serverFieldErrors(error),
      values,
    },
    { status: error instanceof ApiError ? error.status : 500 },
  )

const invalid = <V>(intent: string, fieldErrors: Record<string, string>, values: V) =>
  data<ActionData<V>>({ ok: false, intent, fieldErrors, values }, { status: 400 })

export async function dashboardAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  const I = DASHBOARD_INTENTS

  if (intent === I.subscribe || intent === I.preferences) {
    const values = readPreferences(formData)
    const payload = subscribeBody(values)
    const fieldErrors = validateWith(SubscribeBody, payload)
    if (Object.keys(fieldErrors).length > 0) return invalid(intent, fieldErrors, values)
    try {
      await callApi(context, 'POST', '/api/newsletter/subscribe', payload)
    } catch (error) {
      return intent === I.subscribe
        ? failedWith(error, intent, { title: 'Subscribe failed', description: 'Failed to subscribe' })
        : failedWith(
            error,
            intent,
            { title: 'Update failed', description: 'Failed to update preferences' },
            values,
          )
    }
    return {
      ok: true,
      intent,
      toast: { title: intent === I.subscribe ? 'Subscribed' : 'Preferences updated' },
    }
  }

  if (intent === I.unsubscribe) {
    try {
      await callApi(context, 'DELETE', '/api/newsletter/unsubscribe')
    } catch (error) {
      return failedWith(error, intent, { title: 'Unsubscribe failed', description: 'Failed to unsubscribe' })
    }
    return { ok: true, intent, toast: { title: 'Unsubscribed' } } satisfies ActionData
  }

  if (intent === I.resend) {
    try {
      await callApi(context, 'POST', '/api/newsletter/confirmation')
    } catch (error) {
      return failedWith(error, intent, {
        title: 'Resend failed',
        description: serverMessage(error, 'Failed to resend the email'),
      })
    }
    return {
      ok: true,
      intent,
      toast: { title: 'Confirmation email sent', description: 'The earlier link no longer works.' },
    } satisfies ActionData
  }

  if (intent === I.changeEmail) {
    // The password never comes back in the page.
    const values = { email: text(formData, 'email'), password: '' }
    const payload = changeEmailPayload({ ...values, password: text(formData, 'password') })
    const fieldErrors = validateWith(ChangeEmailBody, payload)
    if (Object.keys(fieldErrors).length > 0) return invalid(intent, fieldErrors, values)
    let result: { message: string }
    try {
      result = await callApi<{ message: string }>(context, 'POST', '/api/account/email', payload)
    } catch (error) {
      return failedWith(
        error,
        intent,
        { title: 'Change failed', description: serverMessage(error, 'The address could not be changed') },
        values,
      )
    }
    return {
      ok: true,
      intent,
      toast: { title: 'Check your new inbox' },
      message: result.message,
    } satisfies ActionData
  }

  if (intent === I.deleteAccount) {
    const payload = deleteAccountPayload({ password: text(formData, 'password') })
    const fieldErrors = validateWith(DeleteAccountBody, payload)
    if (Object.keys(fieldErrors).length > 0) return invalid(intent, fieldErrors, { password: '' })
    try {
      await callApi(context, 'DELETE', '/api/account', payload)
    } catch (error) {
      return failedWith(error, intent, {
        title: 'Delete failed',
        description: serverMessage(error, 'The account could not be deleted'),
      })
    }
    // The session is gone (its cookie cleared on the way out). A redirect in the browser too, to a page
    // that says it was done: a toast on the way home was lost (docs/decisions/230-account-notices.md),
    // and the dashboard must not load again for a visitor who is now signed out.
    if (inBrowser()) await refreshSession(context.get(pageDataSource).client)
    throw redirect(ACCOUNT_DELETED_PATH, 303)
  }

  return data<ActionData>(
    {
      ok: false,
      toast: { title: 'Bad request', description: `Unknown action '${intent}'`, variant: 'destructive' },
    },
    { status: 400 },
  )
}
