import { API_CSP } from './csp.ts'

/** Headers every response carries; a page sets its own (nonce-based) CSP before this runs. */
export function applySecurityHeaders(headers: Headers, secure: boolean): void {
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('x-frame-options', 'DENY')
  headers.set('cross-origin-opener-policy', 'same-origin')
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', API_CSP)
  if (secure) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
}
