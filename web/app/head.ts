import type { ComponentType } from 'react'
import { type DataRouteMatch, isRouteErrorResponse } from 'react-router'
import { absoluteUrl } from '../../src/shared/absolute-url.ts'
import { CARD_SIZE, publishedImagePath } from '../../src/shared/social-images.ts'
import type { SiteData } from '../graphql/types.ts'
import { NOT_FOUND_HEAD } from './not-found-head.ts'
import type { Deferred } from './page-data.ts'
import type { PageQuery } from './page-query.ts'
import { siteIn } from './site.ts'

/** What a page is about, for the structured data (JSON-LD) the server writes into its head. */
export type PageSubject =
  | { kind: 'home' }
  | {
      kind: 'project'
      project: {
        id: number | string
        title: string
        description: string
        technologies: string[]
        githubUrl?: string | null
        demoUrl?: string | null
      }
    }

export interface HeadData {
  title: string
  description: string
  /** A 1200×630 link-preview card (src/shared/social-images.ts), and what it shows. */
  image?: string | undefined
  imageAlt?: string | undefined
  /** The page's one address for search engines; by default the requested path without its query. */
  canonical?: string | undefined
  /** Keeps the page out of search results: personal pages, forms, not found, outages. */
  noindex?: boolean | undefined
  about?: PageSubject | undefined
  /** Without JavaScript the page moves on here after a second (the /admin sign-in prompt). */
  refreshTo?: string | undefined
}

/** Route `handle`: what the server and the browser need to know about a route besides its component. */
export interface RouteHandle {
  /** Where the server finds a lazy route's source module in Vite's manifest, to preload its chunk. */
  module?: string
  /** The components to hydrate a server-rendered lazy route with; its below-the-fold parts load later. */
  hydrate?: () => Promise<{ Component: ComponentType; ErrorBoundary?: ComponentType }>
  /** The page's head from its loader data (awaiting deferred parts). */
  head?: (args: { data: never; site: SiteData }) => Deferred<HeadData>
  /** Head when the route's loader answered 404. */
  notFound?: HeadData
  /** HTTP status of a route that is itself an error page (the catch-all 404). */
  status?: number
  /** The page shows one person's data: never stored by the browser or a proxy. */
  personal?: boolean
  /** The query parameters the page reads, which alone key its shared copies (docs/decisions/215). */
  query?: PageQuery
  /** A CSS background the largest paint needs: the browser finds it late, so the server preloads it. */
  heroImage?: string
}

/** The parts of router state (server context or browser router) that decide the head. */
export interface HeadState {
  matches: DataRouteMatch[]
  loaderData: Record<string, unknown>
  errors: Record<string, unknown> | null
}

const handleOf = (match: DataRouteMatch) => (match.route.handle ?? {}) as RouteHandle

export const UNAVAILABLE_HEAD: HeadData = {
  title: 'Temporarily unavailable',
  description: 'The site cannot load its content right now.',
  noindex: true,
}

/** The page's head; a page without an image of its own shares the site's default social image. */
export function pageHead({ matches, loaderData, errors }: HeadState): Deferred<HeadData> {
  const error = errors ? Object.values(errors)[0] : undefined
  const site = siteIn(loaderData)
  if (error !== undefined || !site) {
    if (!isRouteErrorResponse(error) || error.status !== 404) return UNAVAILABLE_HEAD
    const notFound = matches.map((m) => handleOf(m).notFound).findLast(Boolean)
    return { ...(notFound ?? NOT_FOUND_HEAD), noindex: true }
  }
  const match = matches.findLast((m) => handleOf(m).head)
  const head = match && handleOf(match).head
  if (!match || !head) return { title: site.ownerName, description: site.description }
  // A personal page (account, sign-in, mailed links) is never a search result, whatever its head says.
  const personal = isPersonal(matches)
  const withImage = (page: HeadData): HeadData => ({
    ...page,
    image: page.image ?? site.socialImageUrl ?? undefined,
    noindex: page.noindex || personal || undefined,
  })
  const page = head({ data: loaderData[match.route.id] as never, site })
  return page instanceof Promise ? page.then(withImage) : withImage(page)
}

/** HTTP status from route handles, e.g. the catch-all page that is a 404 although it matched. */
export function handleStatus(matches: DataRouteMatch[]): number | undefined {
  return matches.map((m) => handleOf(m).status).findLast(Boolean)
}

export const isPersonal = (matches: DataRouteMatch[]) => matches.some((m) => handleOf(m).personal)

/** What the matched (deepest) page declared about its query string; the layouts above it read none. */
export const queryOf = (matches: readonly { route: { handle?: unknown } }[]): PageQuery | undefined =>
  (matches.at(-1)?.route.handle as RouteHandle | undefined)?.query

/** The deepest matched route's hero image, if it names one. */
export const heroImageOf = (matches: DataRouteMatch[]) =>
  matches.map((m) => handleOf(m).heroImage).findLast(Boolean)

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** An element of the head as HTML: its attributes in order, their values and its text escaped. */
export function tagHtml(tag: string, attributes: Record<string, string>, text?: string): string {
  const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
  return `<${tag}${attrs.join('')}${text === undefined ? ' />' : `>${escapeHtml(text)}</${tag}>`}`
}

/** The page's own tags, for the server's document and `applyHead`; only the server knows `dataVersion`. */
export function headTags(head: HeadData, siteUrl: string, pathname: string, dataVersion?: number): string[] {
  const { title, description, image, imageAlt } = head
  const absolute = (path: string) => absoluteUrl(siteUrl, path)
  const canonical = absolute(head.canonical ?? pathname)
  const meta = (key: string, name: string, content: string) => tagHtml('meta', { [key]: name, content })
  const og = (name: string, content: string) => meta('property', `og:${name}`, content)
  return [
    tagHtml('title', {}, title),
    meta('name', 'description', description),
    head.noindex && meta('name', 'robots', 'noindex'),
    tagHtml('link', { rel: 'canonical', href: canonical }),
    og('type', 'website'),
    og('title', title),
    og('description', description),
    og('url', canonical),
    ...(image
      ? [
          og('image', absolute(dataVersion === undefined ? image : publishedImagePath(image, dataVersion))),
          image.endsWith('.png') && og('image:type', 'image/png'),
          og('image:width', String(CARD_SIZE.width)),
          og('image:height', String(CARD_SIZE.height)),
          imageAlt && og('image:alt', imageAlt),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]
      : []),
  ].filter((tag) => typeof tag === 'string')
}

/** What `headTags` writes, and the structured data the server adds: what a navigation replaces. */
const PAGE_TAGS = [
  'title, link[rel=canonical], meta[property], meta[name=description], meta[name=robots]',
  'meta[name^=twitter], script[type="application/ld+json"]',
].join()

/** After a navigation: the server's head less the JSON-LD, which crawlers read from each first load. */
export function applyHead(head: HeadData, siteUrl: string) {
  const old = document.head.querySelectorAll(PAGE_TAGS)
  const html = headTags(head, siteUrl, window.location.pathname).join('')
  if (old[0]) old[0].insertAdjacentHTML('beforebegin', html)
  else document.head.insertAdjacentHTML('beforeend', html)
  for (const element of old) element.remove()
}
