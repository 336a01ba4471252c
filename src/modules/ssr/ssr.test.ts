import { beforeAll, describe, expect, test } from 'bun:test'
import type { AppDeps } from '../../app-deps.ts'
import { openDatabase } from '../../db/client.ts'
import { createLogger, type Logger } from '../../http/logger.ts'
import {
  createTestApp,
  fileDatabase,
  signIn,
  TEST_ADMIN,
  TEST_ASSETS,
  type TestApp,
} from '../../testing/harness.ts'
import { signUpReader } from '../../testing/newsletter.ts'
import { createGraphQLServer } from '../graphql/server.ts'
import { createPageRenderer } from './render.tsx'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
})

const hydrationData = (html: string) => {
  const json = html.match(/window\.__staticRouterHydrationData = JSON\.parse\((".*?")\);/s)?.[1]
  expect(json).toBeDefined()
  return JSON.parse(JSON.parse(json!)) as { loaderData: Record<string, unknown> }
}

const signUpSsrReader = async () =>
  (
    await signUpReader(app, 'ssr', {
      username: 'ssr-reader',
      email: 'ssr-reader@example.com',
      frequency: 'monthly',
    })
  ).cookie

test('the home page is server-rendered with its data, and the loader results travel with it', async () => {
  const response = await app.fetch('/')
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('AI Meal Planner')
  expect(html).toMatch(/<style data-styled/)
  const { loaderData } = hydrationData(html)
  expect(JSON.stringify(loaderData)).toContain('AI Meal Planner')
  expect(JSON.stringify(loaderData)).toContain('Brightline Analytics')
})

test('sections that hydrate later are in the HTML in place, with no script needed to show them', async () => {
  const html = await (await app.fetch('/')).text()
  // Completed Suspense boundaries (below the fold on /) are written inline: no pending boundary
  // (`<!--$?-->`), no hidden copy moved in by React's inline completion script.
  expect(html).toContain('<!--$-->')
  expect(html).not.toContain('<!--$?-->')
  expect(html).not.toMatch(/<div hidden id="S:/)
  const about = html.indexOf('id="about"')
  expect(about).toBeGreaterThan(html.indexOf('<!--$-->'))
  expect(about).toBeLessThan(html.indexOf('window.__staticRouterHydrationData'))
})

test('pages whose largest paint is the banner preload its sky image, early and with high priority', async () => {
  const head = async (path: string) => {
    const html = await (await app.fetch(path)).text()
    return html.slice(0, html.indexOf('</head>'))
  }
  const preload = '<link rel="preload" href="/banner/night-sky.svg" as="image" fetchpriority="high" />'
  expect(await head('/projects')).toContain(preload)
  expect(await head('/no-such-page')).toContain(preload)
  expect(await head('/')).not.toContain('as="image"')
})

test('the head (title, CSS, preloads) comes before the rendered body, its style tags last in it', async () => {
  const html = await (await app.fetch('/project/1')).text()
  const title = html.indexOf('<title>AI Meal Planner</title>')
  const styles = html.indexOf('<style ')
  const body = html.indexOf('<body>')
  expect(title).toBeGreaterThan(0)
  expect(title).toBeLessThan(styles)
  expect(styles).toBeLessThan(body)
})

test('a shared page allows exactly its inline scripts by hash, no nonce, no unsafe-inline', async () => {
  const response = await app.fetch('/')
  const csp = response.headers.get('content-security-policy') ?? ''
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? ''
  expect(scriptSrc).not.toContain('unsafe-inline')
  expect(scriptSrc).not.toContain('nonce-')
  const html = await response.text()
  const inline = [
    ...html.matchAll(/<script(?![^>]*(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
  ]
  expect(inline.length).toBeGreaterThan(0)
  const allowed = inline.map(
    ([, body]) => `'sha256-${new Bun.CryptoHasher('sha256').update(body!).digest('base64')}'`,
  )
  expect(
    scriptSrc
      .split(' ')
      .filter((source) => source.startsWith("'sha256-"))
      .sort(),
  ).toEqual([...new Set(allowed)].sort())
  expect(html).not.toContain('nonce=')
})

test('a signed-in page streams with scripts carrying the nonce that the CSP allows', async () => {
  const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  const response = await app.fetch('/', { headers: { cookie } })
  const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeDefined()
  const html = await response.text()
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map(
    (m) => m[0],
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
})

test('unknown paths answer 404 with Page Not Found', async () => {
  const response = await app.fetch('/no/such/page')
  expect(response.status).toBe(404)
  const html = await response.text()
  expect(html).toContain('Page Not Found')
  expect(html).toContain('<title>Page Not Found</title>')
})

test('the sign-in form works without JavaScript: its page action signs in and redirects', async () => {
  const form = (password: string) =>
    app.fetch('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://portfolio.test' },
      body: new URLSearchParams({ intent: 'sign-in', username: TEST_ADMIN.username, password }).toString(),
    })
  const failed = await form('wrong-password')
  expect(failed.status).toBe(401)
  expect(failed.headers.get('set-cookie')).toBeNull()
  const page = await failed.text()
  expect(page).toContain('Login failed')
  // What was typed comes back, except the password.
  expect(page).toContain(`value="${TEST_ADMIN.username}"`)
  expect(page).not.toContain('value="wrong-password"')
  const posted = await form(TEST_ADMIN.password)
  expect(posted.status).toBe(303)
  expect(posted.headers.get('location')).toBe('/admin')
  expect(posted.headers.get('set-cookie')).toContain('HttpOnly')
  // The form posts to its page, so a browser without script never puts a password in the address.
  const html = await (await app.fetch('/auth')).text()
  expect(html.match(/<form [^>]*aria-label="Sign in"[^>]*>/)?.[0]).toContain('method="post"')
  expect(html).not.toContain('This form needs JavaScript')
})

test('a post to a page without an action is a 405; the composer page now has one', async () => {
  const postTo = (path: string) =>
    app.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://portfolio.test' },
      body: new URLSearchParams({ email: 'someone@example.com' }).toString(),
    })
  // The composer's forms post to the newsletter screen's action (decision 227); a form that names no
  // action it knows is a 400 and reaches no endpoint.
  const composer = await postTo('/admin/newsletter?next=1')
  expect(composer.status).toBe(400)
  expect(composer.headers.get('set-cookie')).toBeNull()
  const elsewhere = await postTo('/projects?next=1')
  expect(elsewhere.status).toBe(405)
  expect(elsewhere.headers.get('allow')).toBe('GET, HEAD')
  const html = await (await app.fetch('/auth/forgot')).text()
  expect(html).not.toContain('This form needs JavaScript')
  // API paths keep their JSON 404.
  const api = await app.fetch('/api/nothing-here', { method: 'POST', json: {} })
  expect(api.status).toBe(404)
  expect(api.headers.get('content-type')).toContain('application/json')
})

test('a missing project answers 404 with Project not found', async () => {
  const response = await app.fetch('/project/999999')
  expect(response.status).toBe(404)
  const html = await response.text()
  expect(html).toContain('Project not found')
  expect(html).toContain('<title>Project not found</title>')
})

test('data embedded in the page cannot close the script element', async () => {
  await app.sql`UPDATE projects SET title = '</script><script>alert(1)</script>' WHERE id = 2`
  const html = await (await app.fetch('/')).text()
  expect(html).not.toContain('</script><script>alert(1)')
})

/** A page renderer over other dependencies, with its own GraphQL server over them (as createApp pairs them). */
const rendererFor = (deps: AppDeps, logger: Logger) =>
  createPageRenderer(deps, TEST_ASSETS, logger, createGraphQLServer(deps, logger))

test('in production a failing resolver makes a 503 page that shows nothing of the error, which is logged', async () => {
  const leak = Object.assign(new Error('relation "secret_ledger" does not exist'), {
    query: 'SELECT hash FROM secret_ledger',
  })
  // Marked handled at once: a statement the render builds but never awaits is not an unhandled rejection.
  const broken = () => {
    const failed = Promise.reject(leak)
    failed.catch(() => {})
    return failed
  }
  const logged: { message: string; fields?: Record<string, unknown> }[] = []
  const logger: Logger = { info() {}, error: (message, fields) => logged.push({ message, fields }) }
  const production = { ...app.deps.config, env: 'production' as const }
  const renderPage = rendererFor({ ...app.deps, config: production, sql: broken as never }, logger)
  const response = await renderPage(new Request(new URL('/project/1', app.config.siteUrl)))
  expect(response.status).toBe(503)
  const html = await response.text()
  expect(html).toContain('Temporarily unavailable')
  for (const secret of ['secret_ledger', 'SELECT hash', 'Unexpected error'])
    expect(html).not.toContain(secret)
  expect(html).not.toMatch(/\.tsx?:\d+:\d+/) // no stack frame
  // Yoga's masking ran on the page's query: the original went to the log.
  expect(logged).toContainEqual({
    message: 'graphql resolver failed',
    fields: expect.objectContaining({ error: 'relation "secret_ledger" does not exist' }),
  })
})

test('with the database down a page is a 503 error page with Retry-After, not a 404', async () => {
  // The app's own pool pointed at a closed port: every connection is refused, as with PostgreSQL stopped.
  const down = await fileDatabase(
    openDatabase({ ...app.config, databaseUrl: 'postgres://postgres@127.0.0.1:9/none', dataDir: null }),
  )
  const renderPage = rendererFor({ ...app.deps, sql: down.sql }, createLogger(false))
  for (const path of ['/project/1', '/', '/projects', '/admin']) {
    const response = await renderPage(new Request(new URL(path, app.config.siteUrl)))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    const html = await response.text()
    expect(html).toContain('Temporarily unavailable')
    expect(html).not.toContain('Project not found')
  }
})

describe('auth is decided on the server', () => {
  let reader: string
  let admin: string
  beforeAll(async () => {
    reader = await signUpSsrReader()
    admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  })

  test('/dashboard signed out redirects to /auth', async () => {
    const response = await app.fetch('/dashboard', { redirect: 'manual' })
    expect([302, 303]).toContain(response.status)
    expect(new URL(response.headers.get('location')!, app.config.siteUrl).pathname).toBe('/auth')
  })

  test('/dashboard for a reader shows their account, never stored by the browser', async () => {
    const response = await app.fetch('/dashboard', { headers: { cookie: reader } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    // Break opportunities (<wbr/>) keep a long address from breaking mid-word on a phone.
    expect((await response.text()).replaceAll('<wbr/>', '')).toContain('<dd>ssr-reader@example.com</dd>')
  })

  test("the header's avatar leads to the dashboard without script (its menu needs script)", async () => {
    const html = await (await app.fetch('/projects', { headers: { cookie: reader } })).text()
    expect(html).toMatch(
      /<form [^>]*action="\/dashboard"><button[^>]*type="submit"[^>]*><span aria-hidden="true">AR<\/span><span[^>]*>Account: Ada Reader<\/span><\/button><\/form>/,
    )
  })

  test('a signed-in user on /auth goes to /, on /newsletter to /dashboard', async () => {
    const auth = await app.fetch('/auth', { headers: { cookie: reader } })
    expect([302, 303]).toContain(auth.status)
    expect(auth.headers.get('location')).toBe('/')
    const newsletter = await app.fetch('/newsletter', { headers: { cookie: reader } })
    expect([302, 303]).toContain(newsletter.status)
    expect(newsletter.headers.get('location')).toBe('/dashboard')
    expect((await app.fetch('/auth')).status).toBe(200)
  })

  test('/admin signed out is 401 and moves on to /auth without JavaScript', async () => {
    const response = await app.fetch('/admin')
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="1; url=/auth" /></noscript>')
    expect(html).toContain('Redirecting to login...')
  })

  test('/admin for a reader is 403 Access Denied; the admin goes on to the first screen', async () => {
    const denied = await app.fetch('/admin', { headers: { cookie: reader } })
    expect(denied.status).toBe(403)
    expect(await denied.text()).toContain('Access Denied')
    const first = await app.fetch('/admin', { headers: { cookie: admin }, redirect: 'manual' })
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/admin/projects')
    const panel = await app.fetch('/admin/projects', { headers: { cookie: admin } })
    expect(panel.status).toBe(200)
    const html = await panel.text()
    expect(html).toContain('Work Experience')
    expect(html).not.toContain('http-equiv="refresh"')
  })
})
