import type { TSchema } from '@sinclair/typebox'
import { fieldErrors } from '../../../src/shared/field-errors.ts'
import { ApiError } from '../../lib/api.ts'

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
