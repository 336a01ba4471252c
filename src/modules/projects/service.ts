import type { Sql } from '../../db/client.ts'
import * as projects from '../../db/projects.ts'
import { notFound, parseId } from '../../errors.ts'
import type { Project } from './model.ts'

export function listProjects(sql: Sql): Promise<Project[]> {
  return projects.listProjects(sql)
}

export async function getProject(sql: Sql, rawId: string | number): Promise<Project> {
  const project = await projects.findProject(sql, parseId(rawId, 'Project'))
  if (!project) throw notFound('Project not found')
  return project
}
