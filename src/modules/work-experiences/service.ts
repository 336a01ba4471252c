import type { Sql } from '../../db/client.ts'
import * as workExperiences from '../../db/workExperiences.ts'
import type { WorkExperience } from './model.ts'

export function listWorkExperiences(sql: Sql): Promise<WorkExperience[]> {
  return workExperiences.listWorkExperiences(sql)
}
