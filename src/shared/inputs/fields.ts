import { Type as t } from '@sinclair/typebox'

/** The display position every orderable item takes (projects, commands, work experience). */
export const Order = t.Integer({
  default: 0,
  minimum: -1_000_000,
  maximum: 1_000_000,
  error: 'Order must be a whole number',
})

/** A field GET answers but nobody writes: accepted so a read object can be sent back, then ignored. */
export const ReadOnly = t.Optional(t.Unknown())

/** One of a fixed set of values; a refusal names the field and lists the values. */
export const OneOf = <V extends string>(
  name: string,
  values: readonly V[],
  options: { default?: NoInfer<V> } = {},
) =>
  t.Union(
    values.map((value) => t.Literal(value)),
    { ...options, error: `${name} must be one of ${values.join(', ')}` },
  )
