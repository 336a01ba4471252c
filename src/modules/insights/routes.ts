import { TypeCompiler } from '@sinclair/typebox/compiler'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { badRequest, payloadTooLarge } from '../../errors.ts'
import { requestState } from '../../http/request-state.ts'
import { validate } from '../../http/validate.ts'
import { hasSessionCookie } from '../auth/cookie.ts'
import { currentUser } from '../auth/current-user.ts'
import { countInsightDropped } from '../metrics/registry.ts'
import { BeaconBody, MAX_BEACON_BYTES } from './model.ts'
import type { InsightClient } from './service.ts'

const PREFETCH = /\bprefetch\b/i
const BEACON_CHECK = TypeCompiler.Compile(BeaconBody)

/**
 * What the insights service needs from a request: the client address (TRUST_PROXY honoured by the
 * request handler), the user agent, the privacy and prefetch headers, and whether an admin is signed in
 * (the session is looked up only if a session cookie came and nothing else excluded the request).
 */
export function insightClient(deps: AppDeps, request: Request): InsightClient {
  const headers = request.headers
  return {
    ip: requestState(request).clientAddress,
    userAgent: headers.get('user-agent') ?? '',
    gpc: headers.get('sec-gpc') === '1',
    prefetch: PREFETCH.test(
      `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`,
    ),
    isAdmin: async () =>
      hasSessionCookie(request, deps.config) && ((await currentUser(deps, request))?.isAdmin ?? false),
  }
}

/**
 * The page a form was sent from: the path of a same-site Referer (route actions carry it to their REST
 * call), else `fallback`.
 */
export function refererPath(deps: AppDeps, request: Request, fallback: string): string {
  const url = URL.parse(request.headers.get('referer') ?? '')
  return url &&
    (url.origin === new URL(deps.config.siteUrl).origin || url.origin === new URL(request.url).origin)
    ? url.pathname
    : fallback
}

export const insightRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'insights' }).post(
    '/api/insights/events',
    async ({ request, set }) => {
      set.status = 204
      // Off: nothing read, nothing stored, and the beacon gets the same answer as ever.
      if (!deps.insights.enabled) {
        countInsightDropped('off')
        return
      }
      const text = await request.text()
      if (Buffer.byteLength(text) > MAX_BEACON_BYTES) {
        countInsightDropped('invalid')
        throw payloadTooLarge(`Insight beacon too large (limit ${MAX_BEACON_BYTES} bytes)`)
      }
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        countInsightDropped('invalid')
        throw badRequest('Invalid request: the body must be JSON')
      }
      // The compiled check on the hot path (no defaults to apply, unknown keys refused); the full
      // validation only to name what is wrong.
      if (!BEACON_CHECK.Check(json)) {
        countInsightDropped('invalid')
        validate(BeaconBody, json)
      }
      await deps.insights.recordBeacon(json as BeaconBody, insightClient(deps, request))
    },
    { parse: 'none' },
  )
