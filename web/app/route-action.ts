import type { TSchema } from '@sinclair/typebox'
import { data, type RouterContextProvider } from 'react-router'
import type { ToastOptions } from '../components/toast/Toaster.tsx'
import { type FieldErrors, serverFieldErrors, validateWith } from '../components/ui/form-errors.ts'
import { ApiError, bodyInit, errorText, isUnauthorizedError, jsonAnswer } from '../lib/api.ts'
import { pageDataSource } from './page-data.ts'

/**
 * What a route action answers a form with (docs/decisions/221-route-actions.md): the toast to show
 * (with JavaScript a toast, without it a notice in the page), a failure's field errors, and the values
 * that were sent, so the form shows them again instead of the saved ones.
 */
export interface ActionData<V = unknown> {
  ok: boolean
  /** Which of the screen's forms sent it (its `intent` field); forms show only their own errors. */
  intent?: string | undefined
  toast?: ToastOptions | undefined
  fieldErrors?: FieldErrors | undefined
  values?: V | undefined
  /** An unauthorized answer on a screen that then sends the visitor to sign in (the spec: an "Unauthorized" toast, then /auth). */
  signIn?: boolean | undefined
  /** What the answer said that the form shows in place ('We sent a link to …'). */
  message?: string | undefined
  /** Where the browser goes once the toast is up (after sign-in); the server redirects instead. */
  redirectTo?: string | undefined
}

/**
 * Whether the action runs in the browser (the form was sent from script, a toast can follow) rather
 * than on the server for a form sent without JavaScript, which answers with a page or a redirect.
 */
export const inBrowser = () => typeof document !== 'undefined'

export type Method = 'POST' | 'PUT' | 'DELETE'

/**
 * One REST call from a route action, with a JSON body (or a multipart one, for a file a form sent
 * without JavaScript): in-process on the server, `fetch` in the browser. Resolves to the JSON answer;
 * a non-OK answer is thrown as an ApiError (as apiRequest does).
 */
export async function callApi<R = unknown>(
  context: Readonly<RouterContextProvider>,
  method: Method,
  path: string,
  body?: unknown,
): Promise<R> {
  const { api } = context.get(pageDataSource)
  return jsonAnswer<R>(await api(path, { method, ...bodyInit(body) }))
}

export interface Failure<V> {
  /** The failure toast's title ('Failed to save site settings'). */
  title: string
  intent?: string
  values?: V
  /** Spec section 9: on some screens an unauthorized write also sends the admin to sign in. */
  redirectOnUnauthorized?: boolean
  /** A 401 keeps the failure's own title and the error text (the spec's upload and screenshot failures). */
  plainOnUnauthorized?: boolean
}

/**
 * A failed write as action data with the answer's status (400, 401, 409, 503...): an unauthorized
 * answer gets the spec's 'Unauthorized' toast, anything else the given title with the server's message,
 * and a 4xx's field errors go to the form.
 */
export function failed<V>(error: unknown, failure: Failure<V>) {
  const unauthorized = isUnauthorizedError(error) && !failure.plainOnUnauthorized
  const status = error instanceof ApiError ? error.status : 500
  return data<ActionData<V>>(
    {
      ok: false,
      intent: failure.intent,
      toast: unauthorized
        ? { title: 'Unauthorized', description: 'Please log in again to continue', variant: 'destructive' }
        : { title: failure.title, description: errorText(error), variant: 'destructive' },
      fieldErrors: serverFieldErrors(error),
      values: failure.values,
      signIn: unauthorized && failure.redirectOnUnauthorized ? true : undefined,
    },
    { status },
  )
}

/**
 * The usual write of a form: the payload is checked with the REST handler's own schema first (a 400
 * with the same field errors the handler would name, and no call), then sent.
 */
export async function submitForm<V, P>(
  context: Readonly<RouterContextProvider>,
  form: {
    values: V
    toPayload: (values: V) => P
    schema: TSchema
    send: (payload: P) => { method: Method; path: string; body?: unknown }
    success: ToastOptions
  } & Failure<V>,
) {
  const payload = form.toPayload(form.values)
  const fieldErrors = validateWith(form.schema, payload)
  if (Object.keys(fieldErrors).length > 0) {
    return data<ActionData<V>>(
      { ok: false, intent: form.intent, fieldErrors, values: form.values },
      { status: 400 },
    )
  }
  const { method, path, body = payload } = form.send(payload)
  return writeThrough(context, { method, path, body }, form)
}

/**
 * One REST write from an action and what the form is told: the toast `success` gives (made from the
 * JSON answer when it is a function), or the failure (see `failed`).
 */
export async function writeThrough<R, V>(
  context: Readonly<RouterContextProvider>,
  call: { method: Method; path: string; body?: unknown },
  outcome: Failure<V> & { success: ToastOptions | ((answer: R) => ToastOptions) },
) {
  let answer: R
  try {
    answer = await callApi<R>(context, call.method, call.path, call.body)
  } catch (error) {
    return failed(error, outcome)
  }
  const { success, intent } = outcome
  const toast = typeof success === 'function' ? success(answer) : success
  return { ok: true, intent, toast } satisfies ActionData
}

/** A form field's text ('' when absent or a file). */
export function text(formData: FormData, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/** Every value of a repeated field, in order. */
export function texts(formData: FormData, name: string): string[] {
  return formData.getAll(name).filter((value): value is string => typeof value === 'string')
}
