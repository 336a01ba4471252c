import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/**
 * Issue bodies are written in Markdown by the admin and shown to everyone (archive pages, emails), so the
 * HTML Markdown produces is sanitised against an allow-list: no scripts, no event handlers, no styles, and
 * links only to http(s) and mailto. Images only from our own media library (`/media/<sha256>.<ext>`): an
 * email must not load a tracker or a third-party host, and the page's CSP allows nothing else either
 * (docs/decisions/202-newsletter-markdown-and-unsubscribe.md).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false })

/** A media library address, relative or on this site: `/media/<sha256>.<ext>`. */
export const MEDIA_PATH = /^\/media\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/

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
      img: ['src', 'alt', 'title', 'width', 'height'],
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
    },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
  })
}

/** Media addresses made absolute, for emails read outside the site. */
export function absoluteMediaUrls(html: string, siteUrl: string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=")(\/media\/)/g, `$1${siteUrl}$2`)
}
