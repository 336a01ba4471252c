import { type DataRouteMatch, isRouteErrorResponse } from 'react-router'
import type { Deferred } from './page-data.ts'
import type { SiteConfig } from './site-config.tsx'

export interface HeadData {
  title: string
  description: string
  image?: string | undefined
  /** Without JavaScript the page moves on here after a second (the /admin sign-in prompt). */
  refreshTo?: string | undefined
}

/** Route `handle`: what the server and the browser need to know about a route besides its component. */
export interface RouteHandle {
  /** Where the server finds a lazy route's source module in Vite's manifest, to preload its chunk. */
  module?: string
  /** The page's head from its loader data (awaiting deferred parts). */
  head?: (args: { data: never; site: SiteConfig }) => Deferred<HeadData>
  /** Head when the route's loader answered 404. */
  notFound?: HeadData
  /** HTTP status of a route that is itself an error page (the catch-all 404). */
  status?: number
  /** The page shows one person's data: never stored by the browser or a proxy. */
  personal?: boolean
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
}

export function pageHead({ matches, loaderData, errors }: HeadState, site: SiteConfig): Deferred<HeadData> {
  const deepestFirst = [...matches].reverse()
  const error = errors ? Object.values(errors)[0] : undefined
  if (error !== undefined) {
    if (!isRouteErrorResponse(error) || error.status !== 404) return UNAVAILABLE_HEAD
    const notFound = deepestFirst.map((m) => handleOf(m).notFound).find(Boolean)
    return notFound ?? { title: 'Page Not Found', description: 'There is nothing at this address.' }
  }
  const match = deepestFirst.find((m) => handleOf(m).head)
  const head = match && handleOf(match).head
  if (!match || !head) return { title: site.ownerName, description: '' }
  return head({ data: loaderData[match.route.id] as never, site })
}

/** HTTP status from route handles, e.g. the catch-all page that is a 404 although it matched. */
export function handleStatus(matches: DataRouteMatch[]): number | undefined {
  return matches.map((m) => handleOf(m).status).findLast(Boolean)
}

export const isPersonal = (matches: DataRouteMatch[]) => matches.some((m) => handleOf(m).personal)

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!content) {
    el?.remove()
    return
  }
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    document.head.append(el)
  }
  el.content = content
}

/** After a client-side navigation: the same head the server would have written. */
export function applyHead({ title, description, image }: HeadData) {
  document.title = title
  setMeta('name', 'description', description)
  setMeta('property', 'og:title', title)
  setMeta('property', 'og:description', description)
  setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : undefined)
}
