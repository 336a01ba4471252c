import type { HeadData } from './head.ts'

/** The head of the 404 page, and of any page whose loader answers 404 without a head of its own. */
export const NOT_FOUND_HEAD: HeadData = {
  title: 'Page Not Found',
  description: 'There is nothing at this address.',
  noindex: true,
}
