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
