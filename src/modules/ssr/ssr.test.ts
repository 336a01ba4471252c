import { beforeAll, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../testing/harness.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
})

test('the home page is server-rendered with its data and the urql cache embedded', async () => {
  const response = await app.fetch('/')
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('AI Meal Planner')
  expect(html).toMatch(/<style nonce="[^"]+" data-styled/)
  const boot = html.match(/<script type="application\/json" id="__boot">(.*?)<\/script>/s)?.[1]
  expect(boot).toBeDefined()
  expect(Object.keys(JSON.parse(boot!).urql).length).toBeGreaterThan(0)
})

test('scripts carry the nonce that the CSP allows', async () => {
  const response = await app.fetch('/')
  const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeDefined()
  const html = await response.text()
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>/g)].map((m) => m[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
})

test('unknown paths answer 404 with Page Not Found', async () => {
  const response = await app.fetch('/no/such/page')
  expect(response.status).toBe(404)
  expect(await response.text()).toContain('Page Not Found')
})

test('a missing project answers 404 with Project not found', async () => {
  const response = await app.fetch('/project/999')
  expect(response.status).toBe(404)
  expect(await response.text()).toContain('Project not found')
})

test('data embedded in the page cannot close the script element', async () => {
  await app.sql`UPDATE projects SET title = '</script><script>alert(1)</script>' WHERE id = 1`
  const html = await (await app.fetch('/')).text()
  expect(html).not.toContain('</script><script>alert(1)')
})
