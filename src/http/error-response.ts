import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts'
import { AppError } from '../errors.ts'
import { countDatabaseError } from '../modules/metrics/registry.ts'

export function jsonError(status: number, message: string, extra?: Record<string, unknown>): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }
  if ((status === 429 || status === 503) && typeof extra?.retryAfter === 'number')
    headers['retry-after'] = String(extra.retryAfter)
  return new Response(JSON.stringify({ message, ...extra }), { status, headers })
}

/** A 503 the client may retry; nothing about the failure itself (hosts, ports) leaves the server. */
const databaseUnavailable = () =>
  jsonError(503, 'Service unavailable: the database cannot be reached, try again shortly', {
    retryAfter: RETRY_AFTER_SECONDS,
  })

interface ElysiaErrorLike {
  code: string | number
  error: unknown
}

/**
 * Every failure leaves as JSON { message, ... } with a 4xx naming the problem; only a genuine bug
 * becomes a 500, and its details stay in the log.
 */
export function errorToResponse({ code, error }: ElysiaErrorLike, logError: (e: unknown) => void): Response {
  if (error instanceof AppError) return jsonError(error.status, error.message, error.details)
  if (isDatabaseUnavailable(error)) {
    countDatabaseError('unavailable')
    return databaseUnavailable()
  }
  if ((error as Error | undefined)?.name === 'PostgresError') countDatabaseError('query')
  switch (code) {
    case 'PARSE':
      return jsonError(400, 'Malformed request body: expected valid JSON or form data')
    case 'VALIDATION':
      return jsonError(400, 'Invalid request', { detail: String((error as Error)?.message ?? '') })
    case 'NOT_FOUND':
      return jsonError(404, 'Not found')
    case 'INVALID_COOKIE_SIGNATURE':
      return jsonError(400, 'Invalid cookie')
  }
  logError(error)
  return jsonError(500, 'Internal server error')
}
