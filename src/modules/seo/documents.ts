import { absoluteUrl } from '../../shared/absolute-url.ts'
import type { ArchivedIssue } from '../../shared/models/newsletter-issues.ts'
import type { Project } from '../../shared/models/projects.ts'
import { archivePath } from '../newsletter-issues/messages.ts'
import type { OwnerProfile } from './profile.ts'

/** The stable addresses of the machine-readable documents (linked from every page's head). */
export const FEED_PATH = '/feed.xml'
export const SITEMAP_PATH = '/sitemap.xml'
const NEWSLETTER_PATH = '/newsletter'

/**
 * The admin's and readers' pages and the APIs. The pages behind mailed links under /newsletter say
 * noindex themselves; /newsletter is the newsletter's landing page, indexed (docs/decisions/233).
 */
const DISALLOWED = ['/admin', '/dashboard', '/auth', '/api/', '/graphql']

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )

const projectPath = (project: Pick<Project, 'id'>) => `/project/${project.id}`

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`,
    '',
  ].join('\n')
}

/** A time as the sitemap and feeds print it (W3C datetime / RFC 3339, UTC). */
const stamp = (time: Date | string) => (typeof time === 'string' ? time : time.toISOString())

/** The latest change among the items, so the list pages' lastmod moves with any of them. */
const latestUpdate = (items: { updatedAt: Date | string }[]) =>
  items
    .map((item) => stamp(item.updatedAt))
    .reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined)

export function sitemapXml(
  siteUrl: string,
  projects: Project[],
  issues: Pick<ArchivedIssue, 'slug' | 'updatedAt'>[] = [],
): string {
  const latest = latestUpdate(projects)
  const entries = [
    { path: '/', lastmod: latest },
    { path: '/projects', lastmod: latest },
    ...projects.map((project) => ({ path: projectPath(project), lastmod: stamp(project.updatedAt) })),
    // The newsletter's landing page, which lists the latest issues.
    { path: NEWSLETTER_PATH, lastmod: latestUpdate(issues) },
    // The newsletter archive only once an issue has gone out (an empty archive is not worth a visit).
    ...(issues.length > 0 ? [{ path: archivePath(), lastmod: latestUpdate(issues) }] : []),
    ...issues.map((issue) => ({ path: archivePath(issue.slug), lastmod: stamp(issue.updatedAt) })),
  ]
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

/** An Atom feed (RFC 4287) of the projects, newest change first. */
export function atomFeed(siteUrl: string, owner: OwnerProfile, projects: Project[]): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path))
  const newestFirst = [...projects].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
  const entries = newestFirst.map(
    (project) => `  <entry>
    <title>${escapeXml(project.title)}</title>
    <id>${url(projectPath(project))}</id>
    <link rel="alternate" type="text/html" href="${url(projectPath(project))}"/>
    <published>${stamp(project.createdAt)}</published>
    <updated>${stamp(project.updatedAt)}</updated>
    <summary>${escapeXml(project.description)}</summary>
${project.technologies.map((tech) => `    <category term="${escapeXml(tech)}"/>`).join('\n')}
  </entry>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(`${owner.name} · Projects`)}</title>
  <subtitle>${escapeXml(owner.description)}</subtitle>
  <id>${url('/projects')}</id>
  <link rel="self" type="application/atom+xml" href="${url(FEED_PATH)}"/>
  <link rel="alternate" type="text/html" href="${url('/projects')}"/>
  <updated>${latestUpdate(projects) ?? new Date(0).toISOString()}</updated>
  <author><name>${escapeXml(owner.name)}</name><uri>${url('/')}</uri></author>
${entries.join('\n')}
</feed>
`
}
