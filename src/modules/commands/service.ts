import type { Sql } from '../../db/client.ts'
import * as commands from '../../db/commands.ts'
import { notFound, parseId } from '../../errors.ts'
import type { CommandInput } from '../../shared/inputs/commands.ts'
import { blankToNull, cleanList } from '../../shared/lists.ts'
import type { Command } from '../../shared/models/commands.ts'
import { getProject } from '../projects/service.ts'

export async function listProjectCommands(sql: Sql, rawProjectId: string | number): Promise<Command[]> {
  const project = await getProject(sql, rawProjectId)
  return commands.listCommandsByProject(sql, project.id)
}

/** Commands of many projects at once, grouped by project id (for GraphQL lists). */
export async function commandsByProject(
  sql: Sql,
  projectIds: readonly number[],
): Promise<Map<number, Command[]>> {
  const grouped = new Map<number, Command[]>(projectIds.map((id) => [id, []]))
  for (const command of await commands.listCommandsByProjects(sql, projectIds)) {
    grouped.get(command.projectId)?.push(command)
  }
  return grouped
}

/** Tags trimmed, empties dropped, and no list at all when none remain (docs/spec.md §5). */
function toFields(input: CommandInput): Omit<commands.NewCommand, 'projectId'> {
  const tags = cleanList(input.tags ?? [])
  return {
    command: input.command.trim(),
    description: input.description.trim(),
    category: input.category,
    example: blankToNull(input.example),
    tags: tags.length > 0 ? tags : null,
    order: input.order,
  }
}

export async function createCommand(sql: Sql, rawProjectId: string, input: CommandInput): Promise<Command> {
  const project = await getProject(sql, rawProjectId)
  return commands.insertCommand(sql, { ...toFields(input), projectId: project.id })
}

export async function updateCommand(sql: Sql, rawId: string, input: CommandInput): Promise<Command> {
  const command = await commands.updateCommand(sql, parseId(rawId, 'Command'), toFields(input))
  if (!command) throw notFound('Command not found')
  return command
}

export async function deleteCommand(sql: Sql, rawId: string): Promise<{ id: number }> {
  const id = parseId(rawId, 'Command')
  if (!(await commands.deleteCommand(sql, id))) throw notFound('Command not found')
  return { id }
}
