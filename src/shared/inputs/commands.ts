import { type Static, Type as t } from '@sinclair/typebox'
import { COMMAND_CATEGORIES } from '../enums.ts'
import { Text } from '../text.ts'
import { OneOf, Order, ReadOnly } from './fields.ts'

/**
 * What the admin writes for a command. The spec's create call sends projectId, but the path names the
 * project, so a sent one (like a sent-back id) is ignored; any other key is refused.
 */
export const CommandInput = t.Object(
  {
    command: Text({ required: true, minLength: 1, maxLength: 2000, error: 'Command is required' }),
    description: Text({
      required: true,
      minLength: 1,
      maxLength: 5000,
      error: 'Description is required',
    }),
    category: OneOf('Category', COMMAND_CATEGORIES, { default: 'General' }),
    example: t.Optional(t.Union([Text({ maxLength: 5000 }), t.Null()])),
    // The form leaves tags out when none remain (docs/spec.md §5).
    tags: t.Optional(t.Union([t.Array(Text({ maxLength: 100 }), { maxItems: 50 }), t.Null()])),
    order: Order,
    id: ReadOnly,
    projectId: ReadOnly,
  },
  { additionalProperties: false },
)
export type CommandInput = Static<typeof CommandInput>
