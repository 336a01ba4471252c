import type { TSchema } from '@sinclair/typebox'
import { Value, ValueErrorType } from '@sinclair/typebox/value'
import { CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE } from './text.ts'

export interface FieldError {
  field: string
  message: string
}

/**
 * Field errors for a payload; a schema's own `error` text wins over TypeBox's generic wording, except
 * for the two problems that text cannot describe: a key nobody accepts and a control character.
 */
export function fieldErrors(schema: TSchema, value: unknown): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const e of Value.Errors(schema, value)) {
    const field = e.path.replace(/^\//, '').replace(/\//g, '.') || 'body'
    if (seen.has(field)) continue
    seen.add(field)
    const custom = (e.schema as { error?: unknown }).error
    const message =
      e.type === ValueErrorType.ObjectAdditionalProperties
        ? 'Unknown field: not accepted here'
        : hasControlCharacter(e.value)
          ? CONTROL_CHARACTER_MESSAGE
          : typeof custom === 'string'
            ? custom
            : e.message
    out.push({ field, message })
  }
  return out
}

/** A string with a control character, or a list (a union's value, e.g. tags) holding one. */
const hasControlCharacter = (value: unknown): boolean =>
  typeof value === 'string'
    ? CONTROL_CHARACTER.test(value)
    : Array.isArray(value) && value.some((item) => typeof item === 'string' && CONTROL_CHARACTER.test(item))
