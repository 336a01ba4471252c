import type { Command } from '../shared/models/commands.ts'
import type { Sql } from './client.ts'

const columns = (sql: Sql) => sql`
  id, project_id AS "projectId", command, description, category, example, tags, sort_order AS "order"`

export async function listCommandsByProject(sql: Sql, projectId: number): Promise<Command[]> {
  return sql<Command[]>`
    SELECT ${columns(sql)} FROM commands WHERE project_id = ${projectId} ORDER BY sort_order, id`
}

/** One round trip for many projects, so a GraphQL list asking for commands is not N+1. */
export async function listCommandsByProjects(sql: Sql, projectIds: readonly number[]): Promise<Command[]> {
  if (projectIds.length === 0) return []
  return sql<Command[]>`
    SELECT ${columns(sql)} FROM commands WHERE project_id = ANY(${projectIds as number[]}::int[])
    ORDER BY project_id, sort_order, id`
}

export type NewCommand = Omit<Command, 'id'>

export async function insertCommand(sql: Sql, c: NewCommand): Promise<Command> {
  const [row] = await sql<Command[]>`
    INSERT INTO commands (project_id, command, description, category, example, tags, sort_order)
    VALUES (${c.projectId}, ${c.command}, ${c.description}, ${c.category}, ${c.example}, ${c.tags}, ${c.order})
    RETURNING ${columns(sql)}`
  return row!
}

export async function updateCommand(
  sql: Sql,
  id: number,
  c: Omit<NewCommand, 'projectId'>,
): Promise<Command | undefined> {
  const [row] = await sql<Command[]>`
    UPDATE commands SET command = ${c.command}, description = ${c.description}, category = ${c.category},
      example = ${c.example}, tags = ${c.tags}, sort_order = ${c.order}, updated_at = now()
    WHERE id = ${id}
    RETURNING ${columns(sql)}`
  return row
}

export async function deleteCommand(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM commands WHERE id = ${id} RETURNING id`
  return rows.length > 0
}
