import type { AppDeps } from '../../app-deps.ts'
import { notFound } from '../../errors.ts'
import { archivedFeatureImage, listArchive } from '../newsletter-issues/service.ts'
import { getProject, listProjects } from '../projects/service.ts'
import { atomFeed, robotsTxt, sitemapXml } from './documents.ts'
import { loadOwnerProfile } from './profile.ts'
import type { SocialCards } from './social-cards.tsx'

type Deps = Pick<AppDeps, 'config' | 'sql'>

export const robots = (deps: Deps) => robotsTxt(deps.config.siteUrl)

export async function sitemap(deps: Deps): Promise<string> {
  const [projects, issues] = await Promise.all([listProjects(deps.sql), listArchive(deps.sql)])
  return sitemapXml(deps.config.siteUrl, projects, issues)
}

export async function feed(deps: Deps): Promise<string> {
  const [owner, projects] = await Promise.all([loadOwnerProfile(deps), listProjects(deps.sql)])
  return atomFeed(deps.config.siteUrl, owner, projects)
}

/** `12.png` → project 12's card; any other name is not one. */
export async function projectCard(deps: Deps, cards: SocialCards, file: string): Promise<Uint8Array> {
  const id = file.match(/^(\d+)\.png$/)?.[1]
  if (!id) throw notFound('No such image')
  const [project, owner] = await Promise.all([getProject(deps.sql, id), loadOwnerProfile(deps)])
  return cards.project(project, owner)
}

/** `7.png` → sent issue 7's card, from its feature image; 404 when it has none or is not in the archive. */
export async function newsletterCard(deps: Deps, cards: SocialCards, file: string): Promise<Uint8Array> {
  const id = file.match(/^(\d{1,9})\.png$/)?.[1]
  const issue = id ? await archivedFeatureImage(deps.sql, Number(id)) : undefined
  const card = issue ? await cards.newsletter({ id: Number(id), ...issue }) : undefined
  if (!card) throw notFound('No such image')
  return card
}

export const homeCard = async (deps: Deps, cards: SocialCards) => cards.home(await loadOwnerProfile(deps))

export const avatar = async (deps: Deps, cards: SocialCards) => cards.avatar(await loadOwnerProfile(deps))
