import type { Sql } from '../../db/client.ts'
import * as projects from '../../db/projects.ts'
import { notFound, parseId } from '../../errors.ts'
import type { ProjectInput } from '../../shared/inputs/projects.ts'
import { blankToNull, cleanList } from '../../shared/lists.ts'
import type { Project } from '../../shared/models/projects.ts'
import { type MediaStorage, mediaHashes } from '../media/storage.ts'

export function listProjects(sql: Sql): Promise<Project[]> {
  return projects.listProjects(sql)
}

export async function getProject(sql: Sql, rawId: string | number): Promise<Project> {
  const project = await projects.findProject(sql, parseId(rawId, 'Project'))
  if (!project) throw notFound('Project not found')
  return project
}

/** The spec's form rules, applied on the server too: trimmed lists without blanks, blank optionals null. */
function toFields(input: ProjectInput): projects.ProjectFields {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    technologies: cleanList(input.technologies),
    features: cleanList(input.features),
    challenges: cleanList(input.challenges),
    results: cleanList(input.results),
    duration: blankToNull(input.duration),
    role: blankToNull(input.role),
    status: input.status || null,
    demoUrl: blankToNull(input.demoUrl),
    githubUrl: blankToNull(input.githubUrl),
    colorTheme: input.colorTheme,
    order: input.order,
    iconName: input.iconName,
  }
}

export function createProject(sql: Sql, input: ProjectInput): Promise<Project> {
  return projects.insertProject(sql, {
    ...toFields(input),
    iconUrl: null,
    heroImageUrl: null,
    screenshotUrls: [],
  })
}

export async function updateProject(sql: Sql, rawId: string, input: ProjectInput): Promise<Project> {
  const project = await projects.updateProject(sql, parseId(rawId, 'Project'), toFields(input))
  if (!project) throw notFound('Project not found')
  return project
}

/** Deletes the project, its commands (cascade) and the media no other project uses. */
export async function deleteProject(sql: Sql, media: MediaStorage, rawId: string): Promise<{ id: number }> {
  const project = await projects.deleteProject(sql, parseId(rawId, 'Project'))
  if (!project) throw notFound('Project not found')
  await media.release(mediaHashes([project.iconUrl, project.heroImageUrl, ...project.screenshotUrls]))
  return { id: project.id }
}
