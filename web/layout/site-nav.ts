/**
 * The site's sections, in the header on wide screens and in its menu on phones (issue 24 item 3;
 * docs/decisions/220-design-pass.md). Experience points at the timeline's anchor (docs/spec.md §2).
 * Newsletter goes to the archive: a visitor following it wants to read what is sent, and the archive
 * offers the sign-up beside every issue.
 */
export const SITE_NAV = [
  { label: 'Projects', to: '/projects' },
  { label: 'About', to: '/#about' },
  { label: 'Experience', to: '/#timeline' },
  { label: 'Newsletter', to: '/newsletter/archive' },
] as const

export type SiteNavItem = (typeof SITE_NAV)[number]

/**
 * `aria-current` for an item on a page: 'page' on the page it names (/projects, /newsletter/archive),
 * 'true' on the pages beneath it (a project, an issue, the sign-up); the home anchors are sections of
 * one page and never current.
 */
export function navCurrent(item: SiteNavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (item.to.includes('#')) return undefined
  if (path === item.to) return 'page'
  if (item.to === '/projects' && path.startsWith('/project/')) return 'true'
  if (
    item.to === '/newsletter/archive' &&
    (path.startsWith('/newsletter/archive/') || path === '/newsletter')
  )
    return 'true'
  return undefined
}
