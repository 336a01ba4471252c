import type { TSchema } from '@sinclair/typebox'
import { useCallback, useState } from 'react'
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
