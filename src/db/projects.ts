import type { Project } from '../shared/models/projects.ts'
import type { Sql } from './client.ts'

const columns = (sql: Sql) => sql`
  id, title, description, technologies, features, challenges, results, duration, role, status,
  demo_url AS "demoUrl", github_url AS "githubUrl", color_theme AS "colorTheme", sort_order AS "order",
  icon_url AS "iconUrl", icon_name AS "iconName", hero_image_url AS "heroImageUrl",
  screenshot_urls AS "screenshotUrls",
  created_at AS "createdAt", updated_at AS "updatedAt"`

export async function listProjects(sql: Sql): Promise<Project[]> {
  return sql<Project[]>`SELECT ${columns(sql)} FROM projects ORDER BY sort_order, id`
}

export async function findProject(sql: Sql, id: number): Promise<Project | undefined> {
  const [row] = await sql<Project[]>`SELECT ${columns(sql)} FROM projects WHERE id = ${id}`
  return row
}

/** Whether the site has any content yet: a project or a work experience. */
export async function hasContent(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ has: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM projects) OR EXISTS (SELECT 1 FROM work_experiences) AS has`
  return row!.has
}

export type NewProject = Omit<Project, 'id' | 'createdAt' | 'updatedAt'>

export async function insertProject(sql: Sql, p: NewProject): Promise<Project> {
  const [row] = await sql<Project[]>`
    INSERT INTO projects (title, description, technologies, features, challenges, results, duration, role,
      status, demo_url, github_url, color_theme, sort_order, icon_url, icon_name, hero_image_url, screenshot_urls)
    VALUES (${p.title}, ${p.description}, ${p.technologies}, ${p.features}, ${p.challenges}, ${p.results},
      ${p.duration}, ${p.role}, ${p.status}, ${p.demoUrl}, ${p.githubUrl}, ${p.colorTheme}, ${p.order},
      ${p.iconUrl}, ${p.iconName}, ${p.heroImageUrl}, ${p.screenshotUrls})
    RETURNING ${columns(sql)}`
  return row!
}

export type ProjectFields = Omit<NewProject, 'iconUrl' | 'heroImageUrl' | 'screenshotUrls'>

export async function updateProject(sql: Sql, id: number, p: ProjectFields): Promise<Project | undefined> {
  const [row] = await sql<Project[]>`
    UPDATE projects SET title = ${p.title}, description = ${p.description}, technologies = ${p.technologies},
      features = ${p.features}, challenges = ${p.challenges}, results = ${p.results}, duration = ${p.duration},
      role = ${p.role}, status = ${p.status}, demo_url = ${p.demoUrl}, github_url = ${p.githubUrl},
      color_theme = ${p.colorTheme}, sort_order = ${p.order}, icon_name = ${p.iconName}, updated_at = now()
    WHERE id = ${id}
    RETURNING ${columns(sql)}`
  return row
}

/** Deletes the project (its commands go with it, ON DELETE CASCADE) and answers what it was. */
export async function deleteProject(sql: Sql, id: number): Promise<Project | undefined> {
  const [row] = await sql<Project[]>`DELETE FROM projects WHERE id = ${id} RETURNING ${columns(sql)}`
  return row
}

/** Locks the row for a read-modify-write of its media fields inside a transaction. */
export async function findProjectForUpdate(sql: Sql, id: number): Promise<Project | undefined> {
  const [row] = await sql<Project[]>`SELECT ${columns(sql)} FROM projects WHERE id = ${id} FOR UPDATE`
  return row
}

/** Sets the icon or the hero image. */
export async function setProjectImage(
  sql: Sql,
  id: number,
  image: 'icon' | 'hero',
  url: string | null,
): Promise<Project | undefined> {
  const column = image === 'icon' ? sql`icon_url` : sql`hero_image_url`
  const [row] = await sql<Project[]>`
    UPDATE projects SET ${column} = ${url}, updated_at = now() WHERE id = ${id} RETURNING ${columns(sql)}`
  return row
}

/** Appends in one statement, so two uploads at once both land. */
export async function appendScreenshots(sql: Sql, id: number, urls: string[]): Promise<Project | undefined> {
  const [row] = await sql<Project[]>`
    UPDATE projects SET screenshot_urls = screenshot_urls || ${urls}::text[], updated_at = now()
    WHERE id = ${id} RETURNING ${columns(sql)}`
  return row
}

export async function setScreenshots(sql: Sql, id: number, urls: string[]): Promise<Project | undefined> {
  const [row] = await sql<Project[]>`
    UPDATE projects SET screenshot_urls = ${urls}::text[], updated_at = now()
    WHERE id = ${id} RETURNING ${columns(sql)}`
  return row
}
