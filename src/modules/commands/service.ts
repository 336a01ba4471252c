import type { Sql } from '../../db/client.ts'
import * as commands from '../../db/commands.ts'
import { getProject } from '../projects/service.ts'
import type { Command } from './model.ts'

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
