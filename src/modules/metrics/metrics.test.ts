import { expect, test } from 'bun:test'
import { createTestApp } from '../../testing/harness.ts'
import { startMetricsServer } from './routes.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'

test('without METRICS_TOKEN there is no /metrics on the site', async () => {
  const app = await createTestApp()
  const response = await app.fetch('/metrics')
  expect(response.status).toBe(404)
  expect(await response.text()).not.toContain('http_requests_total')
})

test('with METRICS_TOKEN, /metrics needs the bearer token and labels requests by route pattern', async () => {
  const app = await createTestApp({ METRICS_TOKEN: TOKEN }, { seed: true })
  expect((await app.fetch('/metrics')).status).toBe(401)
  expect((await app.fetch('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)

  for (const id of [1, 2, 999_999]) await app.fetch(`/api/projects/${id}`)
  // A JSON body is read and passed on in a rebuilt request, and a page missing the cache renders from
  // its canonical address: either way the label is the route the router matched.
  const login = await app.fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'nobody', password: 'not the password' }),
  })
  expect(login.status).toBe(401)
  expect((await app.fetch('/projects?utm_source=metrics')).status).toBe(200)
  const response = await app.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  const text = await response.text()
  const count = (status: number) =>
    Number(
      text.match(
        new RegExp(
          `^http_requests_total\\{method="GET",route="/api/projects/:id",status="${status}"\\} (\\d+)`,
          'm',
        ),
      )?.[1],
    )
  expect(count(200)).toBeGreaterThanOrEqual(2)
  expect(count(404)).toBeGreaterThanOrEqual(1)
  // Raw paths never become labels, so the number of series is bounded by the routes.
  expect(text).not.toContain('route="/api/projects/1"')
  expect(text).toMatch(
    /^http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/projects\/:id"/m,
  )
  expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/login",status="401"\} \d+$/m)
  // Pages are the app's catch-all route.
  expect(text).toMatch(/^http_requests_total\{method="GET",route="\/\*",status="200"\} \d+$/m)
  expect(text).toContain('# TYPE database_errors_total counter')
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
})

test('METRICS_PORT serves the same metrics on a separate loopback listener', async () => {
  const server = startMetricsServer({ metrics: { token: undefined, port: 0, host: '127.0.0.1' } })!
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('# TYPE http_requests_total counter')
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404)
  } finally {
    server.stop(true)
  }
})
