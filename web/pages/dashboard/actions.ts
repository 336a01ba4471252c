import { type ActionFunctionArgs, redirect } from 'react-router'
import { ChangeEmailBody, DeleteAccountBody } from '../../../src/shared/inputs/account.ts'
import { type Preferences, SubscribeBody } from '../../../src/shared/inputs/newsletter.ts'
import { pageDataSource } from '../../app/page-data.ts'
import {
  type ActionData,
  callApi,
  inBrowser,
  refused,
  text,
  texts,
  unknownIntent,
} from '../../app/route-action.ts'
import { refreshSession } from '../../lib/session.ts'
import { destructive, failedWith, serverMessage } from '../auth/action-kit.ts'

/*
 * /dashboard's forms (docs/decisions/221-route-actions.md): each sends an `intent`; the action calls the
 * REST endpoint the card always used and answers with its toast.
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

export const changeEmailPayload = (values: { email: string; password: string }) => ({
  email: values.email.trim(),
  password: values.password,
})

export const deleteAccountPayload = ({ password }: { password: string }) => ({ password })

export async function dashboardAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  const I = DASHBOARD_INTENTS
  // These cards fail with their own toast, never the panel's 'Unauthorized' one.
  const failed = <V>(error: unknown, title: string, description: string, values?: V) =>
    failedWith(error, { intent, toast: destructive(title, description), values })

  if (intent === I.subscribe || intent === I.preferences) {
    const values = readPreferences(formData)
    const payload = subscribeBody(values)
    const invalid = refused(SubscribeBody, payload, intent, values)
    if (invalid) return invalid
    try {
      await callApi(context, 'POST', '/api/newsletter/subscribe', payload)
    } catch (error) {
      return intent === I.subscribe
        ? failed(error, 'Subscribe failed', 'Failed to subscribe')
        : failed(error, 'Update failed', 'Failed to update preferences', values)
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
      return failed(error, 'Unsubscribe failed', 'Failed to unsubscribe')
    }
    return { ok: true, intent, toast: { title: 'Unsubscribed' } } satisfies ActionData
  }

  if (intent === I.resend) {
    try {
      await callApi(context, 'POST', '/api/newsletter/confirmation')
    } catch (error) {
      return failed(error, 'Resend failed', serverMessage(error, 'Failed to resend the email'))
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
    const invalid = refused(ChangeEmailBody, payload, intent, values)
    if (invalid) return invalid
    let result: { message: string }
    try {
      result = await callApi<{ message: string }>(context, 'POST', '/api/account/email', payload)
    } catch (error) {
      return failed(error, 'Change failed', serverMessage(error, 'The address could not be changed'), values)
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
    const invalid = refused(DeleteAccountBody, payload, intent, { password: '' })
    if (invalid) return invalid
    try {
      await callApi(context, 'DELETE', '/api/account', payload)
    } catch (error) {
      return failed(error, 'Delete failed', serverMessage(error, 'The account could not be deleted'))
    }
    // The session is gone (its cookie cleared on the way out). A redirect in the browser too, to a page
    // that says it was done: a toast on the way home was lost (docs/decisions/230-account-notices.md),
    // and the dashboard must not load again for a visitor who is now signed out.
    if (inBrowser()) await refreshSession(context.get(pageDataSource).client)
    throw redirect(ACCOUNT_DELETED_PATH, 303)
  }

  return unknownIntent(intent)
}
