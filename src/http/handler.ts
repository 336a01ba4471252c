import type { Elysia } from 'elysia'
import type { Config } from '../config.ts'
import type { ResponseCache } from '../modules/cache/response-cache.ts'
import { compressResponse } from './compression.ts'
import { jsonError } from './error-response.ts'
import { describeError, type Logger } from './logger.ts'
import { isCookielessWrite, isCrossSiteWrite } from './origin-check.ts'
import { guardTextBody, refuseBadTarget } from './request-guards.ts'
import { initRequestState, type RequestState, sameRequestState } from './request-state.ts'
import { applySecurityHeaders } from './security-headers.ts'

export type RequestHandler = (request: Request, peerAddress?: string) => Promise<Response>

/** The client address for throttling: the socket peer, or X-Forwarded-For's first hop only when trusted. */
function clientAddress(request: Request, peerAddress: string, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return peerAddress
}

/**
 * Wraps the Elysia app with what must hold for every response, errors included: refusal of malformed
 * targets and bodies before any parser sees them, body size limits, security headers, queued cookies, text
 * compression and one log line with status and duration. The response cache, when given, sits right in
 * front of the app, so a hit skips routing and rendering but still gets all of the above.
 */
export function createRequestHandler(
  app: Pick<Elysia, 'handle'>,
  config: Pick<Config, 'maxBodyBytes' | 'secureCookies' | 'trustProxy' | 'siteUrl' | 'corsOrigins'>,
  logger: Logger,
  cache?: Pick<ResponseCache, 'handle'>,
): RequestHandler {
  const appHandle = (request: Request) => app.handle(request)
  const handle = async (request: Request, peerAddress: string): Promise<[Response, RequestState?]> => {
    const refused = refuseBadTarget(request)
    if (refused) return [refused]
    const length = Number(request.headers.get('content-length') ?? 0)
    if (length > config.maxBodyBytes) {
      return [jsonError(413, `Request body too large (limit ${config.maxBodyBytes} bytes)`)]
    }
    if (
      isCrossSiteWrite(request, config.siteUrl) &&
      !isAllowedCorsRequest(request, config.corsOrigins) &&
      !isCookielessWrite(request)
    ) {
      return [jsonError(403, 'Forbidden: cross-site request')]
    }
    const guarded = await guardTextBody(request)
    if (guarded instanceof Response) return [guarded]
    // The request as asked and the one passed on (rebuilt from its body) are one request to every layer.
    const state = initRequestState(request, clientAddress(request, peerAddress, config.trustProxy))
    sameRequestState(guarded, request)
    try {
      return [await (cache ? cache.handle(guarded, appHandle) : appHandle(guarded)), state]
    } catch (error) {
      logger.error('unhandled error', describeError(error))
      return [jsonError(500, 'Internal server error'), state]
    }
  }
  return async (request, peerAddress = '127.0.0.1') => {
    const started = performance.now()
    let [response, state] = await handle(request, peerAddress)
    try {
      applySecurityHeaders(response.headers, config.secureCookies)
    } catch {
      // Headers of a passed-through fetch response are immutable; copy them once.
      response = new Response(response.body, response)
      applySecurityHeaders(response.headers, config.secureCookies)
    }
    for (const cookie of state?.setCookies ?? []) response.headers.append('set-cookie', cookie)
    response = await compressResponse(request, response)
    logger.info('request', {
      method: request.method,
      path: pathOf(request),
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    })
    return response
  }
}

/** GraphQL (reads only) from an origin named in CORS_ORIGINS is not a cross-site write to refuse. */
function isAllowedCorsRequest(request: Request, corsOrigins: string[]): boolean {
  const origin = request.headers.get('origin')
  return origin !== null && corsOrigins.includes(origin) && new URL(request.url).pathname === '/graphql'
}

function pathOf(request: Request): string {
  try {
    return new URL(request.url).pathname
  } catch {
    return request.url.slice(0, 200)
  }
}
