import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { badRequest } from '../errors.ts'
import { fieldErrors } from '../shared/field-errors.ts'

/**
 * Applies defaults and checks; body schemas refuse unknown keys, and read-only fields they accept are
 * ignored by the services, so only the writable fields count. Throws a 400 naming every bad field or key.
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
