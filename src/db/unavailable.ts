/**
 * The one place that decides whether an error means "the database cannot be reached right now" (answer
 * 503 and ask to retry) rather than a bug (500). REST, GraphQL and page rendering all ask it.
 */

/** Socket-level failures (Node/Bun errno) and postgres.js' own connection errors. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
])

/**
 * SQLSTATEs the server sends when it is shutting down, starting, full, or cancelled a statement at our
 * statement_timeout (57014: we never cancel statements ourselves, so a cancel is the timeout).
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014'])

/** The extension code GraphQL errors carry for an outage; page loaders and clients read it. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE'

/** Seconds a client is asked to wait before retrying (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5

interface ErrorLike {
  code?: unknown
  extensions?: { code?: unknown }
  originalError?: unknown
  cause?: unknown
}

/**
 * True for an outage error from postgres.js, and for anything wrapping one: a GraphQL error (its
 * `extensions.code` or `originalError`), a response's list of GraphQL errors, an error's `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  if (Array.isArray(error)) return error.some((e) => isDatabaseUnavailable(e, depth + 1))
  const e = error as ErrorLike
  if (e.extensions?.code === SERVICE_UNAVAILABLE) return true
  if (typeof e.code === 'string') {
    if (CONNECTION_CODES.has(e.code) || SERVER_STATES.has(e.code) || e.code.startsWith('08')) return true
  }
  const inner = [e.originalError, e.cause]
  return inner.some((i) => i !== error && isDatabaseUnavailable(i, depth + 1))
}
