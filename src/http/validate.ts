import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { badRequest } from '../errors.ts'

export interface FieldError {
  field: string
  message: string
}

/** Field errors for a payload; a schema's own `error` text wins over TypeBox's generic wording. */
export function fieldErrors(schema: TSchema, value: unknown): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const e of Value.Errors(schema, value)) {
    const field = e.path.replace(/^\//, '').replace(/\//g, '.') || 'body'
    if (seen.has(field)) continue
    seen.add(field)
    const custom = (e.schema as { error?: unknown }).error
    out.push({ field, message: typeof custom === 'string' ? custom : e.message })
  }
  return out
}

/**
 * Applies defaults, checks, and strips unknown properties, so a client may send back the object it read
 * (with read-only fields) and only the writable fields pass. Throws a 400 naming every bad field.
 */
export function validate<T extends TSchema>(schema: T, value: unknown): Static<T> {
  const candidate = Value.Default(schema, structuredClone(value ?? {}))
  if (!Value.Check(schema, candidate)) {
    const errors = fieldErrors(schema, candidate)
    const summary = errors
      .map((e) => (e.field === 'body' ? e.message : `${e.field}: ${e.message}`))
      .join('; ')
    throw badRequest(`Invalid request: ${summary}`, { errors })
  }
  return Value.Clean(schema, candidate) as Static<T>
}
