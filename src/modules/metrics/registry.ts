import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/**
 * The process's Prometheus metrics. One registry per process (a server is one process); the default
 * Node metrics (RSS, heap, event-loop lag, GC) start only when metrics are switched on.
 */
export const registry = new Registry()

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
})

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to its response, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

const databaseErrors = new Counter({
  name: 'database_errors_total',
  help: 'Database failures seen by requests: unavailable (connection, timeout, shutdown) or query',
  labelNames: ['kind'] as const,
  registers: [registry],
})

const mailMessages = new Counter({
  name: 'mail_messages_total',
  help: 'Mail handled by this process: queued, sent, retried (an attempt failed, another follows) or failed (for good)',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

const newsletterDeliveries = new Counter({
  name: 'newsletter_deliveries_total',
  help: 'Newsletter issue deliveries attempted by this process: sent, retried or failed (for good)',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

let defaultsStarted = false
export function startDefaultMetrics(): void {
  if (defaultsStarted) return
  defaultsStarted = true
  collectDefaultMetrics({ register: registry })
}

// Bounded methods: anything else a client invents is one label value.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * `route` is the pattern the router matched (`/api/projects/:id`), never the raw path, so a scan of
 * random URLs cannot create new series; requests that matched no route share one label.
 */
export function observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
  const labels = {
    method: METHODS.has(method) ? method : 'OTHER',
    route: route ?? 'unmatched',
    status: String(status),
  }
  httpRequests.inc(labels)
  httpDuration.observe(labels, seconds)
}

export function countDatabaseError(kind: 'unavailable' | 'query'): void {
  databaseErrors.inc({ kind })
}

export function countMail(outcome: 'queued' | 'sent' | 'retried' | 'failed'): void {
  mailMessages.inc({ outcome })
}

export function countNewsletterDelivery(outcome: 'sent' | 'retried' | 'failed'): void {
  newsletterDeliveries.inc({ outcome })
}

const insightEvents = new Counter({
  name: 'insights_events_ingested_total',
  help: 'Insight events written to the database by this process',
  registers: [registry],
})

const insightDropped = new Counter({
  name: 'insights_events_dropped_total',
  help: 'Insight events not counted, by reason: bot, owner (an admin signed in), gpc, prefetch, admin (an /admin path), invalid, off, rate, overflow, write_failed',
  labelNames: ['reason'] as const,
  registers: [registry],
})

const insightBatches = new Counter({
  name: 'insights_batches_written_total',
  help: 'Multi-row INSERTs of buffered insight events written by this process',
  registers: [registry],
})

export function countInsightIngested(events: number): void {
  insightEvents.inc(events)
}

export function countInsightDropped(reason: string, events = 1): void {
  insightDropped.inc({ reason }, events)
}

export function countInsightBatch(): void {
  insightBatches.inc()
}
