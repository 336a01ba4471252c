import type { PageSubject } from '../../../web/app/head.ts'
import { absoluteUrl } from '../../shared/absolute-url.ts'
import { AVATAR_PATH, projectCardPath, publishedImagePath } from '../../shared/social-images.ts'
import type { OwnerProfile } from './profile.ts'

type JsonLd = Record<string, unknown>

/**
 * schema.org data for search engines, from what a page's route says it is about (its head's `about`).
 * Built here on the server only: the browser never needs it, so it adds nothing to the page's JavaScript.
 */
export function structuredData(
  about: PageSubject,
  owner: OwnerProfile,
  siteUrl: string,
  dataVersion: number,
): JsonLd[] {
  const url = (path: string) => absoluteUrl(siteUrl, path)
  const imageUrl = (path: string) => url(publishedImagePath(path, dataVersion))
  const person = {
    '@type': 'Person',
    '@id': `${url('/')}#person`,
    name: owner.name,
    url: url('/'),
  }
  if (about.kind === 'home') {
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: owner.name,
        url: url('/'),
        description: owner.description,
        author: { '@id': person['@id'] },
      },
      {
        '@context': 'https://schema.org',
        ...person,
        jobTitle: owner.jobTitle,
        description: owner.description,
        image: owner.avatarUrl ? new URL(owner.avatarUrl, siteUrl).href : imageUrl(AVATAR_PATH),
        sameAs: owner.profileLinks,
      },
    ]
  }
  const { project } = about
  const page = url(`/project/${project.id}`)
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      '@id': page,
      name: project.title,
      description: project.description,
      url: page,
      image: imageUrl(projectCardPath(project.id)),
      keywords: project.technologies,
      ...(project.githubUrl ? { codeRepository: project.githubUrl } : {}),
      ...(project.demoUrl ? { sameAs: [project.demoUrl] } : {}),
      author: person,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', path: '/' },
        { name: 'Projects', path: '/projects' },
        { name: project.title, path: `/project/${project.id}` },
      ].map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url(path) })),
    },
  ]
}

/** A JSON-LD data block for the head. `<` is escaped so no text in the data can close the element. */
export function jsonLdScripts(data: JsonLd[]): string[] {
  return data.map(
    (item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
  )
}
