import { timingSafeEqual } from 'node:crypto'
import { Elysia } from 'elysia'
import type { Config } from '../../config.ts'
import type { RequestHandler } from '../../http/handler.ts'
import { requestState } from '../../http/request-state.ts'
import { observeRequest, registry, startDefaultMetrics } from './registry.ts'

/** Records the matched route pattern of every request, for the metrics' `route` label. */
export const routeLabels = () =>
  new Elysia({ name: 'route-labels' }).onTransform({ as: 'global' }, ({ request, route }) => {
    requestState(request).route = route
  })

/** Counts and times every response the handler gives, errors and refusals included. */
export function instrumentHandler(handler: RequestHandler): RequestHandler {
  return async (request, peerAddress) => {
    const started = performance.now()
    const response = await handler(request, peerAddress)
    observeRequest(
      request.method,
      requestState(request).route,
      response.status,
      (performance.now() - started) / 1000,
    )
    return response
  }
}

async function exposition(): Promise<Response> {
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  })
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /metrics on the site's port, only when METRICS_TOKEN is set, and only with
 * `Authorization: Bearer <token>`. Without the token the path does not exist (it falls through to pages).
 */
export function metricsRoutes(config: Pick<Config, 'metrics'>) {
  const token = config.metrics.token
  const app = new Elysia({ name: 'metrics' })
  if (!token) return app
  startDefaultMetrics()
  return app.get('/metrics', ({ request }) => {
    const given = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? ''
    if (!sameSecret(given, token)) {
      return new Response(JSON.stringify({ message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' }), {
        status: 401,
        headers: { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' },
      })
    }
    return exposition()
  })
}

/**
 * A separate listener for scrapers when METRICS_PORT is set (on METRICS_HOST, loopback by default), so
 * metrics can stay off the public port entirely.
 */
export function startMetricsServer(config: Pick<Config, 'metrics'>) {
  const { port, host } = config.metrics
  if (port === undefined) return undefined
  startDefaultMetrics()
  return Bun.serve({
    port,
    hostname: host,
    fetch: (request) =>
      new URL(request.url).pathname === '/metrics'
        ? exposition()
        : new Response('Not found', { status: 404 }),
  })
}
