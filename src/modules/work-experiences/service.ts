import type { Sql } from '../../db/client.ts'
import * as workExperiences from '../../db/work-experiences.ts'
import { badRequest, notFound, parseId } from '../../errors.ts'
import type { WorkExperienceInput } from '../../shared/inputs/work-experiences.ts'
import { cleanList } from '../../shared/lists.ts'
import type { WorkExperience } from '../../shared/models/work-experiences.ts'

export function listWorkExperiences(sql: Sql): Promise<WorkExperience[]> {
  return workExperiences.listWorkExperiences(sql)
}

/** Trims everything; the two required lists must still hold an entry once blank lines are gone. */
function toFields(input: WorkExperienceInput): workExperiences.NewWorkExperience {
  const description = cleanList(input.description)
  const technologies = cleanList(input.technologies)
  const errors = [
    { field: 'description', message: 'Description needs at least one entry', list: description },
    { field: 'technologies', message: 'Technologies needs at least one entry', list: technologies },
  ]
    .filter(({ list }) => list.length === 0)
    .map(({ field, message }) => ({ field, message }))
  if (errors.length > 0) {
    throw badRequest(`Invalid request: ${errors.map((e) => e.message).join('; ')}`, { errors })
  }
  return {
    type: input.type,
    position: input.position.trim(),
    company: input.company.trim(),
    location: input.location.trim(),
    duration: input.duration.trim(),
    startDate: input.startDate.trim(),
    endDate: input.endDate.trim(),
    description,
    technologies,
    order: input.order,
  }
}

export function createWorkExperience(sql: Sql, input: WorkExperienceInput): Promise<WorkExperience> {
  return workExperiences.insertWorkExperience(sql, toFields(input))
}

export async function updateWorkExperience(
  sql: Sql,
  rawId: string,
  input: WorkExperienceInput,
): Promise<WorkExperience> {
  const id = parseId(rawId, 'Work experience')
  const saved = await workExperiences.updateWorkExperience(sql, id, toFields(input))
  if (!saved) throw notFound('Work experience not found')
  return saved
}

export async function deleteWorkExperience(sql: Sql, rawId: string): Promise<{ id: number }> {
  const id = parseId(rawId, 'Work experience')
  if (!(await workExperiences.deleteWorkExperience(sql, id))) throw notFound('Work experience not found')
  return { id }
}
