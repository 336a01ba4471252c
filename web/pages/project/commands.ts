import { COMMAND_CATEGORIES, enumValueOf } from '../../../src/shared/enums.ts'
import type { PublicCommandData } from '../../graphql/types.ts'

export interface CommandGroup {
  /** The spec's category name ('Setup', 'Development', ...). */
  category: string
  commands: PublicCommandData[]
}

/**
 * The commands grouped by category, categories in the spec's order (Setup first, General last) and
 * commands in their own order within each group. A category the client does not know yet goes last.
 */
export function groupCommands(commands: readonly PublicCommandData[]): CommandGroup[] {
  const groups = new Map<string, PublicCommandData[]>()
  for (const command of commands) {
    const category = enumValueOf(COMMAND_CATEGORIES, command.category) ?? command.category
    groups.set(category, [...(groups.get(category) ?? []), command])
  }
  const rank = (category: string) => {
    const index = (COMMAND_CATEGORIES as readonly string[]).indexOf(category)
    return index === -1 ? COMMAND_CATEGORIES.length : index
  }
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, list]) => ({ category, commands: list }))
}
