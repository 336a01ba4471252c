import { type Static, Type as t } from '@sinclair/typebox'
import { COMMAND_CATEGORIES } from '../enums.ts'

/** What the admin writes for a command; projectId comes from the path, so a sent one is ignored. */
export const CommandInput = t.Object({
  command: t.String({ minLength: 1, maxLength: 2000, pattern: '\\S', error: 'Command is required' }),
  description: t.String({
    minLength: 1,
    maxLength: 5000,
    pattern: '\\S',
    error: 'Description is required',
  }),
  category: t.Union(
    COMMAND_CATEGORIES.map((c) => t.Literal(c)),
    { default: 'General', error: `Category must be one of ${COMMAND_CATEGORIES.join(', ')}` },
  ),
  example: t.Optional(t.Union([t.String({ maxLength: 5000 }), t.Null()])),
  // The form leaves tags out when none remain (spec section 5).
  tags: t.Optional(t.Union([t.Array(t.String({ maxLength: 100 }), { maxItems: 50 }), t.Null()])),
  order: t.Integer({
    default: 0,
    minimum: -1_000_000,
    maximum: 1_000_000,
    error: 'Order must be a whole number',
  }),
})
export type CommandInput = Static<typeof CommandInput>
