const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True for a state-changing request that a browser says comes from another site. The session cookie is
 * SameSite=Lax, which already keeps it off most cross-site writes; this closes what Lax leaves open
 * (same-site subdomains are a different origin, top-level form posts, old browsers).
 *
 * Requests without Origin and Sec-Fetch-Site are let through: browsers send Origin on every cross-origin
 * write, so such a request comes from a non-browser client (curl, scripts), which has no victim's
 * cookies to abuse. Safe methods are never blocked, which keeps links, pages and the GraphQL GET
 * explorer working from anywhere.
 */
export function isCrossSiteWrite(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  // The configured public address, and the address the request itself was sent to (e.g. 127.0.0.1
  // while SITE_URL says localhost). "null" (sandboxed frames, some redirects) matches neither.
  return origin !== new URL(siteUrl).origin && origin !== new URL(request.url).origin
}

/**
 * Writes that read no cookie, so a cross-site request there borrows nothing from the visitor's browser
 * and the origin check has nothing to protect; refusing them would break the senders they are meant for.
 * - The RFC 8058 one-click unsubscribe, authorised by its signed token alone: the reader's mail client
 *   POSTs it, which for webmail is a page on the mail provider's origin.
 * - The embeddable sign-up form's endpoint, posted from the owner's other sites: all it can do is start
 *   a double opt-in for the address typed, and it answers the same whether or not the address has an
 *   account (docs/decisions/233).
 */
const COOKIELESS_WRITES = new Set(['POST /newsletter/unsubscribe', 'POST /newsletter/join'])

export function isCookielessWrite(request: Request): boolean {
  return COOKIELESS_WRITES.has(`${request.method} ${new URL(request.url).pathname}`)
}
