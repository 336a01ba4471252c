import type { TSchema } from '@sinclair/typebox'
import { data, type RouterContextProvider } from 'react-router'
import type { ToastOptions } from '../components/toast/Toaster.tsx'
import { type FieldErrors, serverFieldErrors, validateWith } from '../components/ui/form-errors.ts'
import { ApiError, bodyInit, errorText, isUnauthorizedError, jsonAnswer } from '../lib/api.ts'
import { pageDataSource } from './page-data.ts'

/**
 * What a route action answers a form with (docs/decisions/221): its toast (without JavaScript a notice),
 * a failure's field errors, and the values sent, which the form shows again instead of the saved ones.
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

/** In the browser a toast can follow; on the server (a form sent without JavaScript) a page or redirect. */
export const inBrowser = () => typeof document !== 'undefined'

export type Method = 'POST' | 'PUT' | 'DELETE'

/** One REST call from an action: in-process on the server, `fetch` in the browser (as apiRequest). */
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
  /** On some screens an unauthorized write also sends the admin to sign in (docs/spec.md §9). */
  redirectOnUnauthorized?: boolean
  /** A 401 keeps the failure's own title and the error text (the spec's upload and screenshot failures). */
  plainOnUnauthorized?: boolean
}

/**
 * A failed write as action data with the answer's status: the spec's 'Unauthorized' toast for a 401,
 * else the given title with the server's message; a 4xx's field errors go to the form.
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

/** Field errors found before any call: a 400 with what was typed, so the form shows both. */
export const invalid = <V>(intent: string | undefined, fieldErrors: FieldErrors, values: V) =>
  data<ActionData<V>>({ ok: false, intent, fieldErrors, values }, { status: 400 })

/** A payload the REST handler's schema refuses: a 400 naming its fields, with what was typed. */
export function refused<V>(schema: TSchema, payload: unknown, intent: string | undefined, values: V) {
  const fieldErrors = validateWith(schema, payload)
  return Object.keys(fieldErrors).length > 0 ? invalid(intent, fieldErrors, values) : undefined
}

/** A form the action cannot read (no such intent, no record named): nothing is sent. */
export const badRequest = (description: string) =>
  data<ActionData>(
    { ok: false, toast: { title: 'Bad request', description, variant: 'destructive' } },
    { status: 400 },
  )

export const unknownIntent = (intent: string) => badRequest(`Unknown action '${intent}'`)

/** What a write tells the form when it went through: a toast, or one made from the answer. */
export type Success<R> = ToastOptions | ((answer: R) => ToastOptions)

/** One REST call an action makes. */
export type RestCall = { method: Method; path: string; body?: unknown }

/** A form's write: checked first with the REST handler's own schema (a 400, and no call), then sent. */
export async function submitForm<V, P, R = unknown>(
  context: Readonly<RouterContextProvider>,
  form: {
    values: V
    toPayload: (values: V) => P
    schema: TSchema
    send: (payload: P) => RestCall
    success: Success<R>
  } & Failure<V>,
) {
  const payload = form.toPayload(form.values)
  const invalidForm = refused(form.schema, payload, form.intent, form.values)
  if (invalidForm) return invalidForm
  const { method, path, body = payload } = form.send(payload)
  return writeThrough(context, { method, path, body }, form)
}

/** One REST write and what the form is told: the `success` toast (or the one it makes), or `failed`. */
export async function writeThrough<R, V>(
  context: Readonly<RouterContextProvider>,
  call: RestCall,
  outcome: Failure<V> & { success: Success<R> },
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
