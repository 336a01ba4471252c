import { createHmac, timingSafeEqual } from 'node:crypto'
import { countClick, countOpen, linkIds } from '../../db/newsletter-links.ts'
import { badRequest, notFound } from '../../errors.ts'
import type { NewsletterDeps } from '../newsletter-issues/model.ts'
import { SIGNED_ID, signingSecret } from '../newsletter-issues/signing-secret.ts'

/**
 * Tracked links of newsletter issues (issue 22 item 3, docs/decisions/238). A mail carries
 * `/r/<linkId>.<HMAC-SHA256(secret, "link:<linkId>")>` instead of each http(s) link of the issue's body;
 * following it counts one click on that link of that issue and redirects to it. Only links stored for an
 * issue can be reached (the token names a row, not a URL), so /r/ is no open redirect, and a token cannot
 * be made for a row without the secret. The secret lives in server_secrets, which backups carry: links
 * in mails already sent keep working on a restored site.
 */
const secretOf = signingSecret('newsletter-links')

const mac = (secret: string, linkId: number) =>
  createHmac('sha256', secret).update(`link:${linkId}`).digest('base64url')

const linkPath = (token: string) => `/r/${token}`

async function linkToken(deps: Pick<NewsletterDeps, 'sql'>, linkId: number): Promise<string> {
  return `${linkId}.${mac(await secretOf(deps), linkId)}`
}

/**
 * Where a followed link goes, its click counted. A token that is not one (malformed) is a 400; a
 * well-formed one with a wrong signature, or whose link is gone with its issue, a 404: neither counts.
 */
export async function followLink(deps: Pick<NewsletterDeps, 'sql'>, token: string): Promise<string> {
  const match = SIGNED_ID.exec(token)
  if (!match || Number(match[1]) > 2_147_483_647)
    throw badRequest('This newsletter link is malformed: copy the whole address from the email.')
  const linkId = Number(match[1])
  const expected = Buffer.from(mac(await secretOf(deps), linkId))
  const given = Buffer.from(match[2]!)
  const unknown = notFound('This newsletter link is not one this site sent.')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unknown
  const url = await countClick(deps.sql, linkId)
  if (!url) throw unknown
  return url
}

const pixelMac = (secret: string, issueId: number) =>
  createHmac('sha256', secret).update(`open:${issueId}`).digest('base64url')

/** The open pixel's address for an issue: one per issue, the same in every copy (no reader in it). */
export async function openPixelUrl(
  deps: Pick<NewsletterDeps, 'sql' | 'config'>,
  issueId: number,
): Promise<string> {
  return `${deps.config.siteUrl}/o/${issueId}.${pixelMac(await secretOf(deps), issueId)}.gif`
}

/** Counts an open of the issue the pixel names; a malformed, forged or unknown one is refused alike. */
export async function countPixel(deps: Pick<NewsletterDeps, 'sql'>, file: string): Promise<void> {
  const match = /^([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})\.gif$/.exec(file)
  const refused = notFound('This image is not one this site sent.')
  if (!match) throw refused
  const issueId = Number(match[1])
  const expected = Buffer.from(pixelMac(await secretOf(deps), issueId))
  const given = Buffer.from(match[2]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused
  if (!(await countOpen(deps.sql, issueId))) throw refused
}

const HREF = /(<a\b[^>]*?\bhref=")(https?:\/\/[^"]+)(")/gi

const decodeHref = (href: string) => href.replace(/&amp;/g, '&')
const encodeHref = (href: string) => href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * An issue's rendered body with each http(s) link replaced by its tracked link. Links to the site itself
 * also get utm_source=newsletter, utm_medium=email and utm_campaign=<slug> (unless they carry UTM
 * already), so the Insights screen can count the visits and sign-ups an issue brought. mailto: and
 * relative links stay as they are; the unsubscribe and preferences links are outside the body and are
 * never rewritten.
 */
export async function trackLinks(
  deps: Pick<NewsletterDeps, 'sql' | 'config'>,
  issue: { id: number; slug: string; html: string },
): Promise<string> {
  const site = new URL(deps.config.siteUrl)
  const targetOf = (href: string) => {
    const url = decodeHref(href)
    try {
      const parsed = new URL(url)
      if (parsed.host !== site.host || parsed.searchParams.has('utm_source')) return url
      parsed.searchParams.set('utm_source', 'newsletter')
      parsed.searchParams.set('utm_medium', 'email')
      parsed.searchParams.set('utm_campaign', issue.slug)
      return parsed.toString()
    } catch {
      return url
    }
  }
  const targets = [...issue.html.matchAll(HREF)]
    .map((m) => targetOf(m[2]!))
    .filter((url) => url.length <= 2048)
  const ids = await linkIds(deps.sql, issue.id, [...new Set(targets)])
  const tokens = new Map<number, string>()
  for (const id of ids.values()) tokens.set(id, await linkToken(deps, id))
  return issue.html.replace(HREF, (whole, open: string, href: string, close: string) => {
    const id = ids.get(targetOf(href))
    return id === undefined
      ? whole
      : `${open}${encodeHref(`${deps.config.siteUrl}${linkPath(tokens.get(id)!)}`)}${close}`
  })
}
