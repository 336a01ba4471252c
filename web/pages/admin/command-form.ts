import { COMMAND_CATEGORIES } from '../../../src/shared/enums.ts'
import { blankToNull, splitCommas } from '../../../src/shared/lists.ts'
import { text } from '../../app/route-action.ts'
import { restValue } from '../../graphql/rest-values.ts'
import type { CommandData } from './queries.ts'

/** The project dialog's command form, posted to the Projects screen's action. */
export const COMMAND_INTENTS = { save: 'save-command', delete: 'delete-command' } as const

/** The command form's fields as typed; `id` is the command being edited ('' for a new one). */
export interface CommandValues {
  id: string
  projectId: string
  command: string
  description: string
  category: string
  example: string
  tags: string
  order: string
}

export const initialCommandValues = (projectId: string, c: CommandData | null): CommandValues => ({
  id: c?.id ?? '',
  projectId,
  command: c?.command ?? '',
  description: c?.description ?? '',
  category: c ? restValue(COMMAND_CATEGORIES, c.category) : 'General',
  example: c?.example ?? '',
  tags: c?.tags?.join(', ') ?? '',
  order: String(c?.order ?? 0),
})

/** The posted form, as typed. */
export const readCommandForm = (formData: FormData) =>
  Object.fromEntries(
    Object.keys(initialCommandValues('', null)).map((name) => [name, text(formData, name)]),
  ) as unknown as CommandValues

/** The REST body: tags comma-separated, trimmed, empties dropped, left out when none remain. */
export function commandToPayload(v: CommandValues) {
  const tags = splitCommas(v.tags)
  return {
    command: v.command.trim(),
    description: v.description.trim(),
    category: v.category,
    example: blankToNull(v.example),
    ...(tags.length > 0 ? { tags } : {}),
    order: v.order.trim() === '' ? 0 : Number(v.order),
  }
}
