import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

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
