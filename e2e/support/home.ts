import type { APIRequestContext, Page } from '@playwright/test'
import type { Project } from '../../src/shared/models/projects.ts'
import type { WorkExperience } from '../../src/shared/models/work-experiences.ts'

/** The sample content's project titles, oldest first (SEED_SAMPLE_CONTENT). */
export const SAMPLE_TITLES = [
  'AI Meal Planner',
  'Focus Timer',
  'Climate Weather Dashboard',
  'Budget Expense Tracker',
  'Reading List & Book Notes',
  'Plant Care Assistant',
]

/**
 * What the public API holds right now. Home tests compare the page with it rather than with fixed
 * numbers, so content another test left behind does not break them.
 */
export async function publicContent(request: APIRequestContext) {
  const projects = (await (await request.get('/api/projects')).json()) as Project[]
  const workExperiences = (await (await request.get('/api/work-experiences')).json()) as WorkExperience[]
  return { projects, workExperiences }
}

/**
 * Scrolls the page by `dy` and waits for the scroll event: the browser fires it on its next frame and
 * merges scrolls made before then, so a quick back-and-forth could otherwise reach the page as none.
 */
export const scrollPageBy = (page: Page, dy: number) =>
  page.evaluate(
    (d) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo({ top: window.scrollY + d, behavior: 'instant' })
      }),
    dy,
  )
