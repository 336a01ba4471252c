import type { Elysia } from 'elysia'
import type { Config } from '../config.ts'
import { compressResponse } from './compression.ts'
import { jsonError } from './error-response.ts'
import { describeError, type Logger } from './logger.ts'
import { isCrossSiteWrite } from './origin-check.ts'
import { initRequestState } from './request-state.ts'
import { applySecurityHeaders } from './security-headers.ts'

export type RequestHandler = (request: Request, peerAddress?: string) => Promise<Response>

/** The client address for throttling: the socket peer, or X-Forwarded-For's first hop only when trusted. */
export function clientAddress(request: Request, peerAddress: string, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return peerAddress
}

/**
 * Wraps the Elysia app with what must hold for every response, errors included: body size limit,
 * security headers, queued cookies, text compression and one log line with status and duration.
 */
export function createRequestHandler(
  app: Pick<Elysia, 'handle'>,
  config: Pick<Config, 'maxBodyBytes' | 'secureCookies' | 'trustProxy' | 'siteUrl'>,
  logger: Logger,
): RequestHandler {
  return async (request, peerAddress = '127.0.0.1') => {
    const started = performance.now()
    const state = initRequestState(request, clientAddress(request, peerAddress, config.trustProxy))
    let response: Response
    const length = Number(request.headers.get('content-length') ?? 0)
    if (length > config.maxBodyBytes) {
      response = jsonError(413, `Request body too large (limit ${config.maxBodyBytes} bytes)`)
    } else if (isCrossSiteWrite(request, config.siteUrl)) {
      response = jsonError(403, 'Forbidden: cross-site request')
    } else {
      try {
        response = await app.handle(request)
      } catch (error) {
        logger.error('unhandled error', describeError(error))
        response = jsonError(500, 'Internal server error')
      }
    }
    try {
      applySecurityHeaders(response.headers, config.secureCookies)
    } catch {
      // Headers of a passed-through fetch response are immutable; copy them once.
      response = new Response(response.body, response)
      applySecurityHeaders(response.headers, config.secureCookies)
    }
    for (const cookie of state.setCookies) response.headers.append('set-cookie', cookie)
    response = await compressResponse(request, response)
    const { pathname } = new URL(request.url)
    logger.info('request', {
      method: request.method,
      path: pathname,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    })
    return response
  }
}
