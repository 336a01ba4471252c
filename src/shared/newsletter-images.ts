/**
 * Images in a newsletter issue and their descriptions (docs/decisions/234). Shared by the composer, which
 * edits each image's description in the Markdown, and the server, which refuses to send an issue with an
 * image that has none. An image is described by its alt text, or marked decorative: in Markdown, the
 * title "decorative" (`![](/media/….png "decorative")`), which the renderer turns into `alt=""` with
 * `role="presentation"`, the HTML way of saying "nothing to describe".
 */

/** A media library address, relative: `/media/<sha256>.<ext>`. */
export const MEDIA_PATH_PATTERN = '^/media/[a-f0-9]{64}\\.[a-z0-9]{2,5}$'
export const MEDIA_PATH = new RegExp(MEDIA_PATH_PATTERN)

/** The Markdown title that marks an image decorative. */
export const DECORATIVE_TITLE = 'decorative'

/**
 * Alt texts that describe nothing: the composer used to insert "Image description", and these are what
 * a placeholder tends to be. Shipping one of them is shipping no description.
 */
const PLACEHOLDER_ALTS = new Set(['image description', 'image', 'alt text', 'alt', 'description', 'picture'])

/** Whether an alt text says nothing (empty, or a placeholder). */
export const isPlaceholderAlt = (alt: string | undefined | null) =>
  PLACEHOLDER_ALTS.has((alt ?? '').trim().toLowerCase()) || (alt ?? '').trim() === ''

/** An image as the composer finds it in the Markdown (`![alt](url "title")`). */
export interface MarkdownImage {
  /** Offsets of the whole `![...](...)` in the text. */
  start: number
  end: number
  alt: string
  url: string
  decorative: boolean
}

// `![alt](url)` or `![alt](url "title")`; alt may hold escaped brackets.
const IMAGE = /!\[((?:\\.|[^\]\\\n])*)\]\(\s*<?([^\s)>]+)>?(?:\s+"([^"\n]*)")?\s*\)/g

const unescapeAlt = (alt: string) => alt.replace(/\\([\\[\]])/g, '$1')
const escapeAlt = (alt: string) => alt.replace(/[\n\r]+/g, ' ').replace(/([\\[\]])/g, '\\$1')

/** The inline images of a Markdown text, in order. (Reference-style and HTML images are not listed.) */
export function markdownImages(markdown: string): MarkdownImage[] {
  return [...markdown.matchAll(IMAGE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    alt: unescapeAlt(match[1] ?? ''),
    url: match[2] ?? '',
    decorative: (match[3] ?? '').trim().toLowerCase() === DECORATIVE_TITLE,
  }))
}

/** The Markdown of one image. */
const imageMarkdown = (image: { alt: string; url: string; decorative: boolean }) =>
  image.decorative ? `![](${image.url} "${DECORATIVE_TITLE}")` : `![${escapeAlt(image.alt)}](${image.url})`

function replaceImage(
  markdown: string,
  index: number,
  change: (image: MarkdownImage) => Pick<MarkdownImage, 'alt' | 'url' | 'decorative'>,
): string {
  const image = markdownImages(markdown)[index]
  if (!image) return markdown
  return markdown.slice(0, image.start) + imageMarkdown(change(image)) + markdown.slice(image.end)
}

/** The text with image `index`'s description set (which also makes it no longer decorative). */
export const setImageAlt = (markdown: string, index: number, alt: string) =>
  replaceImage(markdown, index, (image) => ({ ...image, alt, decorative: false }))

/** The text with image `index` marked decorative (its description dropped), or not. */
export const setImageDecorative = (markdown: string, index: number, decorative: boolean) =>
  replaceImage(markdown, index, (image) => ({ ...image, alt: decorative ? '' : image.alt, decorative }))

/** Whether an image, as the composer lists it, still needs a description before the issue can be sent. */
export const needsDescription = (image: { alt: string; decorative: boolean }) =>
  !image.decorative && isPlaceholderAlt(image.alt)

/** An image the server will not send without a description: the feature image, or the body's n-th. */
export interface UndescribedImage {
  /** 'feature' for the feature image, else the 1-based position of the image in the body. */
  position: number | 'feature'
  src: string
}

/** 'the feature image' / 'image 2 (3fa4c2d1….png)': how a message names an image. */
export function imageName(image: UndescribedImage): string {
  if (image.position === 'feature') return 'the feature image'
  const file = image.src.split('/').pop() ?? image.src
  const short = file.replace(/^([0-9a-f]{8})[0-9a-f]{56}/, '$1…')
  return `image ${image.position} (${short})`
}

/** The sentence a refused send (or a scheduled one that did not go) says about undescribed images. */
export function undescribedMessage(images: readonly UndescribedImage[]): string {
  const names = images.map(imageName)
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  const verb = names.length === 1 ? 'has' : 'have'
  const sentence = `${list.charAt(0).toUpperCase()}${list.slice(1)} ${verb} no description (alt text)`
  return `${sentence}: give each image a description, or mark it decorative, before sending`
}
