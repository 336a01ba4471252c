import { type Static, Type as t } from '@sinclair/typebox'
import { COMMAND_CATEGORIES } from '../enums.ts'

const CommandCategory = t.Union(COMMAND_CATEGORIES.map((c) => t.Literal(c)))

export const Command = t.Object({
  id: t.Integer(),
  projectId: t.Integer(),
  command: t.String(),
  description: t.String(),
  category: CommandCategory,
  example: t.Union([t.String(), t.Null()]),
  tags: t.Union([t.Array(t.String()), t.Null()]),
  order: t.Integer(),
})
export type Command = Static<typeof Command>
