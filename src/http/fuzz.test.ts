import { beforeAll, expect, test } from 'bun:test'
import fc from 'fast-check'
import { createApp } from '../app.ts'
import { sessionCookieName } from '../modules/auth/cookie.ts'
import { createSession } from '../modules/auth/sessions.ts'
import { createTestApp, TEST_ADMIN, TEST_ASSETS, type TestApp } from '../testing/harness.ts'
import { createLogger } from './logger.ts'

/*
 * Generated bad input against every route the app registers (read from the app itself, so a new route is
 * fuzzed without touching this file) and GraphQL, as a visitor, a reader and the admin. Seeded
 * (FUZZ_SEED to replay a failure) and bounded in time. A case fails on any 5xx, on an answer slower than
 * 5 s, on a GraphQL "Unexpected error." (a resolver's 500), or on a stack trace, file path or SQL text in
 * the answer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
const HANG_MS = 5000
const LEAK = [
  /\n\s+at .+:\d+:\d+/, // stack frames
  /\/(work|home|root|usr|app|tmp)\/[\w.-]+\//, // absolute paths
  /node_modules\//,
  /\/src\/[\w/-]+\.tsx?/,
  /syntax error at or near|invalid input syntax|violates \w+ constraint|PostgresError|invalid byte sequence/i,
  /Unexpected error\./,
]

let app: TestApp
let routes: { method: string; path: string }[]
const cookies: Record<'visitor' | 'reader' | 'admin', string> = { visitor: '', reader: '', admin: '' }

beforeAll(async () => {
  // Production mode: what ships (masked GraphQL errors, so a resolver failure shows as "Unexpected error.").
  app = await createTestApp({ NODE_ENV: 'production' }, { seed: true })
  routes = createApp(app.deps, TEST_ASSETS, createLogger(false)).routes.map(({ method, path }) => ({
    method,
    path,
  }))
  const reader = await app.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: {
      email: 'fuzz@example.com',
      firstName: 'Fuzz',
      lastName: 'Reader',
      username: 'fuzz',
      password: 'fuzz-password',
    },
  })
  expect(reader.status).toBe(201)
  await refreshSessions()
})

/** Sessions straight from the service, so fuzzed sign-ins cannot throttle the test's own. */
async function refreshSessions() {
  const name = sessionCookieName(app.config)
  for (const role of ['reader', 'admin'] as const) {
    const username = role === 'admin' ? TEST_ADMIN.username : 'fuzz'
    const [user] = await app.sql<{ id: number }[]>`SELECT id FROM users WHERE username = ${username}`
    cookies[role] = `${name}=${(await createSession(app.sql, user!.id)).token}`
  }
}

/** encodeURIComponent throws on lone surrogates; a client would have sent U+FFFD. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'))

// ---- generators -------------------------------------------------------------------------------------
const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  '%00',
  '%ZZ',
  '%c0%ae',
  '%E0%A4%A',
  '..',
  '%2e%2e%2f',
  '\u0000',
  '\u202e',
  '\ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{}',
  '[]',
  'null',
  'a'.repeat(5000),
)
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }))
/** A path segment: sometimes raw (escapes and all), sometimes encoded. */
const segment = fc.oneof(nasty, fc.string({ maxLength: 12 }).map(encode), fc.nat().map(String))
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  fc.record(
    {
      username: text,
      password: text,
      title: text,
      description: text,
      preferences: fc.anything({ maxDepth: 2 }),
      screenshotUrls: fc.array(text, { maxLength: 3 }),
      technologies: fc.oneof(fc.array(text, { maxLength: 3 }), text),
    },
    { requiredKeys: [] },
  ),
  fc.nat({ max: 3000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
)
const body = fc.oneof(
  jsonish.map((value) => ({ type: 'application/json', body: JSON.stringify(value) })),
  text.map((value) => ({ type: 'application/json', body: value })),
  text.map((value) => ({ type: 'text/plain', body: value })),
  text.map((value) => ({ type: 'application/x-www-form-urlencoded', body: `a=${value}&b=%ZZ` })),
  text.map((value) => ({
    type: 'multipart/form-data; boundary=XYZ',
    body: `--XYZ\r\nContent-Disposition: form-data; name="icon"; filename="${value}.png"\r\nContent-Type: image/png\r\n\r\n${value}\r\n--XYZ--\r\n`,
  })),
  fc.constant({ type: '', body: '' }),
)
/** Header values must be bytes a client can send: printable Latin-1. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
})
const cookieHeader = fc.oneof(
  headerText,
  headerText.map((v) => `session=${v}`),
  fc.constantFrom('session=%E0%A4%A', 'session=%', 'session=; session=x', `session=${'a'.repeat(4000)}`),
)
const query = fc
  .array(fc.tuple(text, text), { maxLength: 3 })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encode(k)}=${v.length % 2 ? v : encode(v)}`).join('&')}`,
  )
const role = fc.constantFrom('visitor' as const, 'reader' as const, 'admin' as const)

// GraphQL: documents built from the schema's own names, plus garbage.
const FIELDS = [
  'me { username email isAdmin }',
  'newsletterSubscription { isActive preferences { frequency topics } }',
  'projects { id title commands { command } }',
  'workExperiences { position }',
  '__typename',
  '__schema { types { name } }',
]
const document = fc.oneof(
  fc.constantFrom(...FIELDS).map((f) => `{ ${f} }`),
  text.map((id) => `{ project(id: ${JSON.stringify(id)}) { id title description screenshotUrls } }`),
  fc.constant('query Q($id: ID!) { project(id: $id) { id title } }'),
  fc
    .array(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 4 })
    .map((fs) => `{ ${fs.map((f, i) => `a${i}: ${f}`).join(' ')} }`),
  fc.nat({ max: 2000 }).map((n) => `${'{ a '.repeat(n)}${'}'.repeat(n)}`),
  text,
)
const graphqlRequest = fc.record({
  method: fc.constantFrom('GET', 'POST'),
  document,
  variables: fc.oneof(
    fc.constant(undefined),
    fc.record({ id: fc.oneof(text, fc.jsonValue({ maxDepth: 2 })) }),
    fc.jsonValue({ maxDepth: 3 }),
  ),
  operationName: fc.option(text, { nil: undefined }),
  role,
  cookie: fc.option(cookieHeader, { nil: undefined }),
})

// ---- the check --------------------------------------------------------------------------------------
async function check(request: Request, label: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${HANG_MS} ms`)), HANG_MS)
  })
  const started = performance.now()
  try {
    const response = await Promise.race([
      app.handler(request, `10.99.${Math.floor(Math.random() * 250)}.1`),
      hang,
    ])
    const text = await Promise.race([response.text(), hang])
    if (response.status >= 500) throw new Error(`${label}: ${response.status} ${text.slice(0, 300)}`)
    for (const pattern of LEAK) {
      const found = pattern.exec(text)
      if (found) throw new Error(`${label}: leaked ${JSON.stringify(found[0])} in ${text.slice(0, 300)}`)
    }
  } finally {
    clearTimeout(timer)
  }
  if (performance.now() - started > HANG_MS) throw new Error(`${label}: slower than ${HANG_MS} ms`)
  // Sign-in, sign-up and logout end the session the request carried; later cases need theirs back.
  if (/\/api\/(login|logout|newsletter\/signup)/.test(label)) await refreshSessions()
}

/** Builds a request, or null when the generated input cannot even form one (the client's problem). */
function build(url: string, init: RequestInit): Request | null {
  try {
    return new Request(url, init)
  } catch {
    return null
  }
}

test('REST and pages: no generated request gets a 5xx, hangs or leaks', async () => {
  const restCase = fc.record({
    route: fc.constantFrom(...routes.filter((r) => r.path !== '/graphql')),
    params: fc.array(segment, { minLength: 3, maxLength: 3 }),
    tail: fc.array(segment, { maxLength: 4 }),
    query,
    body,
    role,
    cookie: fc.option(cookieHeader, { nil: undefined }),
    extraHeader: fc.option(
      fc.tuple(
        fc.constantFrom(
          'accept',
          'origin',
          'sec-fetch-site',
          'x-forwarded-for',
          'if-none-match',
          'content-length',
        ),
        headerText,
      ),
      { nil: undefined },
    ),
  })
  await fc.assert(
    fc.asyncProperty(restCase, async (c) => {
      let n = 0
      const path = c.route.path.replace(/:\w+/g, () => c.params[n++]!).replace('/*', `/${c.tail.join('/')}`)
      const headers = new Headers()
      const cookie = [cookies[c.role], c.cookie].filter(Boolean).join('; ')
      if (cookie) headers.set('cookie', cookie)
      const method = c.route.method === 'ALL' ? 'POST' : c.route.method
      const hasBody = method !== 'GET' && method !== 'HEAD' && c.body.type !== ''
      if (hasBody) headers.set('content-type', c.body.type)
      if (c.extraHeader && c.extraHeader[0] !== 'content-length')
        headers.set(c.extraHeader[0], c.extraHeader[1])
      const request = build(`${app.config.siteUrl}${path}${c.query}`, {
        method,
        headers,
        body: hasBody ? c.body.body : undefined,
      })
      if (request) await check(request, `${c.role} ${method} ${path}${c.query}`)
    }),
    { seed: SEED, numRuns: 600, interruptAfterTimeLimit: 25_000, endOnFailure: true },
  )
}, 60_000)

test('GraphQL: no generated document or variables get a 5xx, an unexpected error, a hang or a leak', async () => {
  await fc.assert(
    fc.asyncProperty(graphqlRequest, async (c) => {
      const headers = new Headers({ accept: 'application/json' })
      const cookie = [cookies[c.role], c.cookie].filter(Boolean).join('; ')
      if (cookie) headers.set('cookie', cookie)
      const params = { query: c.document, variables: c.variables, operationName: c.operationName }
      let request: Request | null
      if (c.method === 'GET') {
        const search = new URLSearchParams({ query: c.document })
        if (c.variables !== undefined) search.set('variables', JSON.stringify(c.variables))
        if (c.operationName !== undefined) search.set('operationName', c.operationName)
        request = build(`${app.config.siteUrl}/graphql?${search}`, { headers })
      } else {
        headers.set('content-type', 'application/json')
        request = build(`${app.config.siteUrl}/graphql`, {
          method: 'POST',
          headers,
          body: JSON.stringify(params),
        })
      }
      if (request) await check(request, `${c.role} ${c.method} /graphql ${c.document.slice(0, 80)}`)
    }),
    { seed: SEED, numRuns: 400, interruptAfterTimeLimit: 20_000, endOnFailure: true },
  )
}, 60_000)
