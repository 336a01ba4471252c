/**
 * Addresses of the server-drawn images (src/modules/seo): 1200×630 link previews and the avatar that
 * stands in for an uploaded one. Shared so the pages' heads and the server's routes cannot drift apart.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const
export const HOME_CARD_PATH = '/og/home.png'
export const AVATAR_PATH = '/og/avatar.png'
export const projectCardPath = (id: number | string) => `/og/project/${id}.png`
/** A sent newsletter issue's link preview: its feature image cropped to the card's size. */
export const newsletterCardPath = (id: number | string) => `/og/newsletter/${id}.png`

/**
 * The address a page publishes for one of its images. The drawn ones carry the data version they were
 * drawn from: link previews and search engines cache images by URL, so an edited title or a new avatar
 * needs a new address to show. Any version answers with the current drawing.
 */
export const publishedImagePath = (path: string, dataVersion: number) =>
  path.startsWith('/og/') ? `${path}?v=${dataVersion}` : path
