import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import {
  DECORATIVE_TITLE,
  isPlaceholderAlt,
  MEDIA_PATH,
  type UndescribedImage,
} from '../../shared/newsletter-images.ts'

/**
 * Issue bodies are written in Markdown by the admin and shown to everyone (archive pages, emails), so the
 * HTML Markdown produces is sanitised against an allow-list: no scripts, no event handlers, no styles, and
 * links only to http(s) and mailto. Images only from our own media library (`/media/<sha256>.<ext>`): an
 * email must not load a tracker or a third-party host, and the page's CSP allows nothing else either
 * (docs/decisions/202-newsletter-markdown-and-unsubscribe.md).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false })

function isMediaSource(src: string, siteUrl: string): boolean {
  if (MEDIA_PATH.test(src)) return true
  const origin = new URL(siteUrl).origin
  return src.startsWith(`${origin}/`) && MEDIA_PATH.test(src.slice(origin.length))
}

export function renderIssueHtml(markdown: string, siteUrl: string): string {
  const raw = marked.parse(markdown) as string
  return sanitizeHtml(raw, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'blockquote',
      'pre',
      'code',
      'em',
      'strong',
      'del',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      // role="presentation" only as the renderer writes it for a decorative image (below).
      img: ['src', 'alt', 'title', 'width', 'height', { name: 'role', values: ['presentation'] }],
      ol: ['start'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Anything else (script, style, iframe...) goes with its content, not just its tags.
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) => frame.tag === 'img' && !isMediaSource(frame.attribs.src ?? '', siteUrl),
    transformTags: {
      // Links in an issue leave the site: no referrer, and no window.opener for the target page.
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
      // `![](src "decorative")`: the owner said there is nothing to describe (docs/decisions/234).
      img: (tagName, attribs) => {
        if ((attribs.title ?? '').trim().toLowerCase() !== DECORATIVE_TITLE) return { tagName, attribs }
        const { title: _title, ...rest } = attribs
        return { tagName, attribs: { ...rest, alt: '', role: 'presentation' } }
      },
    },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
  })
}

/** Media addresses made absolute, for emails read outside the site. */
export function absoluteMediaUrls(html: string, siteUrl: string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=")(\/media\/)/g, `$1${siteUrl}$2`)
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * The images of an issue that would go out without a description: in the body (rendered and sanitised,
 * so every image is an `<img>` with double-quoted attributes), those whose alt text is missing or a
 * placeholder and that are not marked decorative; and the feature image on the same terms. Sending is
 * refused while this is not empty (docs/decisions/234).
 */
export function undescribedImages(issue: {
  html: string
  featureImageUrl?: string | null
  featureImageAlt?: string
  featureImageDecorative?: boolean
}): UndescribedImage[] {
  const found: UndescribedImage[] = []
  const { featureImageUrl: url, featureImageAlt: alt, featureImageDecorative: decorative } = issue
  if (url && !decorative && isPlaceholderAlt(alt)) found.push({ position: 'feature', src: url })
  let position = 0
  for (const [, attributes = ''] of issue.html.matchAll(/<img\b([^>]*)>/g)) {
    position++
    const attribute = (name: string) => {
      const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]
      return value === undefined ? undefined : decodeEntities(value)
    }
    if (attribute('role') === 'presentation') continue
    if (isPlaceholderAlt(attribute('alt'))) found.push({ position, src: attribute('src') ?? '' })
  }
  return found
}
