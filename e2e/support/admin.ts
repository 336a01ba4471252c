import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { E2E_ADMIN } from '../credentials.ts'

/** Signs the page's browser context in as the e2e admin through the real login API. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: E2E_ADMIN })
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`)
}

/** A real PNG (decodable by the server's checks) in a distinct colour, ready for setInputFiles. */
export async function pngFile(name: string, red: number) {
  const buffer = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

export interface PublicProject {
  id: string
  title: string
  iconUrl: string | null
  screenshotUrls: string[]
  commands: { command: string; category: string }[]
}

/** What the public GraphQL API serves about a project (the data every public page renders from). */
export async function publicProject(page: Page, id: string): Promise<PublicProject | null> {
  const response = await page.request.post('/graphql', {
    data: {
      query:
        'query ($id: ID!) { project(id: $id) { id title iconUrl screenshotUrls commands { command category } } }',
      variables: { id },
    },
  })
  return ((await response.json()) as { data: { project: PublicProject | null } }).data.project
}

export async function projectIdByTitle(page: Page, title: string): Promise<number> {
  const projects = (await (await page.request.get('/api/projects')).json()) as { id: number; title: string }[]
  const project = projects.find((p) => p.title === title)
  if (!project) throw new Error(`no project titled ${title}`)
  return project.id
}

/** The visible toast with this title (Radix also mirrors it into a screen-reader announcement). */
export const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true })

/** A name no earlier run used, so tests do not depend on what the shared e2e database already holds. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`

/** Creates a project through the real admin API (the page's context must be signed in as admin). */
export async function createProjectViaApi(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/projects', {
    data: { title, description: `About ${title}` },
  })
  if (!response.ok()) throw new Error(`project creation failed: ${response.status()}`)
  return ((await response.json()) as { id: number }).id
}

/** Removes what a test added, leaving the seeded sample content as other tests expect it. */
export async function deleteViaApi(page: Page, path: string): Promise<void> {
  await page.request.delete(path)
}

/**
 * Deletes projects and work experiences whose names start with one of `prefixes` (the uniqueName bases a
 * test used), so a test that fails half-way does not leave content that breaks the count-based checks of
 * later files.
 */
export async function removeLeftovers(
  page: Page,
  prefixes: { projects?: string[]; companies?: string[] },
): Promise<void> {
  await signInAsAdmin(page)
  const projects = (await (await page.request.get('/api/projects')).json()) as { id: number; title: string }[]
  for (const p of projects)
    if (prefixes.projects?.some((prefix) => p.title.startsWith(`${prefix} `)))
      await deleteViaApi(page, `/api/projects/${p.id}`)
  const work = (await (await page.request.get('/api/work-experiences')).json()) as {
    id: number
    company: string
  }[]
  for (const w of work)
    if (prefixes.companies?.some((prefix) => w.company.startsWith(`${prefix} `)))
      await deleteViaApi(page, `/api/work-experiences/${w.id}`)
}
