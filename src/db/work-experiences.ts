import type { WorkExperience } from '../shared/models/work-experiences.ts'
import type { Sql } from './client.ts'

const columns = (sql: Sql) => sql`
  id, type, position, company, location, duration, start_date AS "startDate", end_date AS "endDate",
  description, technologies, sort_order AS "order"`

export async function listWorkExperiences(sql: Sql): Promise<WorkExperience[]> {
  return sql<WorkExperience[]>`SELECT ${columns(sql)} FROM work_experiences ORDER BY sort_order, id`
}

export type NewWorkExperience = Omit<WorkExperience, 'id'>

export async function insertWorkExperience(sql: Sql, w: NewWorkExperience): Promise<WorkExperience> {
  const [row] = await sql<WorkExperience[]>`
    INSERT INTO work_experiences (type, position, company, location, duration, start_date, end_date,
      description, technologies, sort_order)
    VALUES (${w.type}, ${w.position}, ${w.company}, ${w.location}, ${w.duration}, ${w.startDate}, ${w.endDate},
      ${w.description}, ${w.technologies}, ${w.order})
    RETURNING ${columns(sql)}`
  return row!
}

export async function updateWorkExperience(
  sql: Sql,
  id: number,
  w: NewWorkExperience,
): Promise<WorkExperience | undefined> {
  const [row] = await sql<WorkExperience[]>`
    UPDATE work_experiences SET type = ${w.type}, position = ${w.position}, company = ${w.company},
      location = ${w.location}, duration = ${w.duration}, start_date = ${w.startDate}, end_date = ${w.endDate},
      description = ${w.description}, technologies = ${w.technologies}, sort_order = ${w.order},
      updated_at = now()
    WHERE id = ${id}
    RETURNING ${columns(sql)}`
  return row
}

export async function deleteWorkExperience(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM work_experiences WHERE id = ${id} RETURNING id`
  return rows.length > 0
}
