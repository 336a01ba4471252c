import { data, type RouterContextProvider, redirect } from 'react-router'
import type { PublicUser } from '../../../src/shared/models/auth.ts'
import { pageDataSource } from '../../app/page-data.ts'
import { type ActionData, callApi, inBrowser } from '../../app/route-action.ts'
import type { ToastOptions } from '../../components/toast/Toaster.tsx'
import { serverFieldErrors } from '../../components/ui/form-errors.ts'
import { ApiError } from '../../lib/api.ts'
import { refreshSession } from '../../lib/session.ts'

/*
 * The plumbing the reader's forms share (sign-in, sign-up, mailed links, the dashboard's cards): each
 * posts to its page's action, with or without JavaScript (docs/decisions/221 and 233).
 */

type Context = Readonly<RouterContextProvider>

/** The server's own words for a refused write, or the fallback. */
export const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback

export const destructive = (title: string, description: string): ToastOptions => ({
  title,
  description,
  variant: 'destructive',
})

/** A failed write with the answer's status, said as the given toast or message; field errors go to the form. */
export const failedWith = <V>(error: unknown, answer: Omit<ActionData<V>, 'ok' | 'fieldErrors'>) =>
  data<ActionData<V>>(
    { ok: false, fieldErrors: serverFieldErrors(error), ...answer },
    { status: error instanceof ApiError ? error.status : 500 },
  )

/** A write whose answer's message replaces the form; no toast, which would say it twice. */
export async function answerInPlace<V>(
  context: Context,
  path: string,
  payload: unknown,
  failure: { intent?: string; values: V; fallback: string },
) {
  const { intent, values, fallback } = failure
  try {
    const { message } = await callApi<{ message: string }>(context, 'POST', path, payload)
    return { ok: true, intent, message } satisfies ActionData
  } catch (error) {
    return failedWith(error, { intent, message: serverMessage(error, fallback), values })
  }
}

export const welcome = (user: PublicUser): ToastOptions => ({
  title: 'Welcome back!',
  description: `Logged in as ${user.username}`,
})

/**
 * After a write that signed the visitor in or out: without JavaScript a redirect to `to`, the session
 * cookie on it; in the browser the session's cached queries are read again, then the toast and `to`.
 */
export async function goOn(context: Context, to: string, answer: Pick<ActionData, 'intent' | 'toast'>) {
  if (!inBrowser()) throw redirect(to, 303)
  await refreshSession(context.get(pageDataSource).client)
  return { ok: true, ...answer, redirectTo: to } satisfies ActionData
}
