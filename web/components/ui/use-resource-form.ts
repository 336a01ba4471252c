import type { TSchema } from '@sinclair/typebox'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { fieldErrors } from '../../../src/shared/field-errors.ts'
import { ApiError, apiRequest } from '../../lib/api.ts'
import { type ToastOptions, useToast } from '../toast/Toaster.tsx'

/** Field name → the first message for it. */
export type FieldErrors = Record<string, string>

/**
 * Checks a form's payload with the schema the REST handler validates with, so the browser and the
 * server name the same problems in the same words. 'technologies.2' counts as 'technologies'.
 */
export function validateWith(schema: TSchema, value: unknown): FieldErrors {
  const out: FieldErrors = {}
  for (const error of fieldErrors(schema, value)) out[error.field.split('.')[0]!] ??= error.message
  return out
}

/** The fields a 4xx answer names: a 400's `errors` list, or the single `field` of a 409 (taken email). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return {}
  let body: { field?: unknown; message?: unknown; errors?: unknown }
  try {
    body = JSON.parse(error.body)
  } catch {
    return {}
  }
  const listed = Array.isArray(body.errors) ? body.errors : [body]
  const out: FieldErrors = {}
  for (const item of listed as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === 'string' && typeof item.message === 'string')
      out[item.field.split('.')[0]!] ??= item.message
  }
  return out
}

export type Method = 'POST' | 'PUT' | 'DELETE'

export interface ActionOptions<R> {
  /** Runs once the server accepted the change, before the success toast: refresh, close, navigate. */
  onSaved?: (result: R) => unknown
  /** The success toast; none where the page itself says so in place (a toast would say it twice). */
  success?: ToastOptions | ((result: R) => ToastOptions)
  /** The failure's toast (shown as destructive), or a handler that toasts and does more (redirect, alert box). */
  onFailed: ToastOptions | ((error: unknown) => void)
}

/** One REST write through web/lib/api.ts with a busy flag, a success toast and the caller's failure handling. */
export function useApiAction() {
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  const run = useCallback(
    async <R>(
      method: Method,
      url: string,
      body: unknown,
      options: ActionOptions<R> & { afterFailure?: (error: unknown) => void },
    ): Promise<boolean> => {
      setBusy(true)
      try {
        const result = await apiRequest<R>(method, url, body)
        await options.onSaved?.(result)
        if (options.success)
          toast(typeof options.success === 'function' ? options.success(result) : options.success)
        return true
      } catch (error) {
        if (typeof options.onFailed === 'function') options.onFailed(error)
        else toast({ ...options.onFailed, variant: 'destructive' })
        options.afterFailure?.(error)
        return false
      } finally {
        setBusy(false)
      }
    },
    [toast],
  )
  return { busy, run }
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V]

export interface ResourceFormOptions<V, P, R> extends ActionOptions<R> {
  initial: V | (() => V)
  /** The REST handler's TypeBox schema for the payload. */
  schema: TSchema
  /** Form values → the request's payload (trimmed, split into lists, blanks to null). */
  toPayload: (values: V) => P
  /** Where the payload goes; `body` defaults to the payload itself. */
  request: (payload: P) => { method: Method; url: string; body?: unknown }
  /** Runs just before the request is sent (after client validation passed). */
  onSending?: () => void
  /** Prefix of the fields' ids; a generated one by default. */
  idPrefix?: string
}

/**
 * The form flow every admin and account form shares: values, client validation with the server's
 * schema, field errors (the server's 4xx field errors too), a saving flag, the request and its toasts.
 */
export function useResourceForm<V extends object, P, R = unknown>(options: ResourceFormOptions<V, P, R>) {
  const generatedId = useId()
  const prefix = options.idPrefix ?? generatedId
  const [values, setValues] = useState<V>(options.initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const { busy, run } = useApiAction()

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }))

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const payload = options.toPayload(values)
    const found = validateWith(options.schema, payload)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    options.onSending?.()
    const { method, url, body = payload } = options.request(payload)
    await run(method, url, body, {
      onSaved: options.onSaved,
      success: options.success,
      onFailed: options.onFailed,
      afterFailure: (error) => setErrors(serverFieldErrors(error)),
    })
  }

  return {
    values,
    set,
    setValues,
    errors,
    saving: busy,
    submit,
    /** Props for a <Field>: its id and its error. */
    field: (key: keyof V & string) => ({ id: `${prefix}-${key}`, error: errors[key] }),
    /** Props for a text control inside that Field. */
    bind: (key: TextKeys<V>) => ({
      value: values[key] as string,
      onChange: (value: string) => set(key, value as V[typeof key]),
    }),
  }
}
