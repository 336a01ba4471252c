import type { APIRequestContext } from '@playwright/test'
import type { Project } from '../../src/shared/models/projects.ts'
import type { WorkExperience } from '../../src/shared/models/work-experiences.ts'

/**
 * What the public API holds right now. Home tests compare the page with it rather than with fixed
 * numbers, so content another test left behind does not break them.
 */
export async function publicContent(request: APIRequestContext) {
  const projects = (await (await request.get('/api/projects')).json()) as Project[]
  const workExperiences = (await (await request.get('/api/work-experiences')).json()) as WorkExperience[]
  return { projects, workExperiences }
}
