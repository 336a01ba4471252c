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
 * Writes whose only authority is a signed token in their address, never a cookie: a cross-site request
 * there borrows nothing from the visitor's browser, so the origin check has nothing to protect, and
 * refusing it would break the sender it is meant for. The RFC 8058 one-click unsubscribe is POSTed by
 * the reader's mail client, which for webmail is a page on the mail provider's origin.
 */
const TOKEN_AUTHORISED_WRITES = new Set(['POST /newsletter/unsubscribe'])

export function isTokenAuthorisedWrite(request: Request): boolean {
  return TOKEN_AUTHORISED_WRITES.has(`${request.method} ${new URL(request.url).pathname}`)
}
