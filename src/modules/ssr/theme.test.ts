import { beforeAll, expect, test } from 'bun:test'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { resolveTheme, themeCookie, themeVariant } from './theme.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
})

const withCookie = (cookie?: string) =>
  new Request('http://portfolio.test/', cookie ? { headers: { cookie } } : {})

/** An anonymous page as the cache serves it: the rendered theme, its ETag and the bytes. */
async function page(path: string, theme?: string) {
  const response = await app.fetch(path, {
    headers: { 'accept-encoding': 'identity', ...(theme === undefined ? {} : { cookie: `theme=${theme}` }) },
  })
  expect(response.status).toBe(200)
  const html = await response.text()
  return {
    theme: /<html lang="en" data-theme="(\w+)">/.exec(html)?.[1],
    etag: response.headers.get('etag'),
    vary: response.headers.get('vary'),
    csp: response.headers.get('content-security-policy'),
    html,
  }
}

async function setOwnerDefault(themeDefault: 'dark' | 'system') {
  const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  const site = await (await app.fetch('/api/site')).json()
  const response = await app.fetch('/api/site', {
    method: 'PUT',
    headers: { cookie },
    json: { ...site, themeDefault },
  })
  expect(response.status).toBe(200)
}

test('only dark, light and system count as a choice; anything else is as if there were no cookie', () => {
  expect(themeCookie(withCookie('theme=light'))).toBe('light')
  expect(themeCookie(withCookie('session=x; theme=system'))).toBe('system')
  for (const cookie of [undefined, 'theme=', 'theme=blue', 'theme=LIGHT', 'theme=light%00', 'themes=light'])
    expect(themeCookie(withCookie(cookie))).toBeUndefined()
  expect(resolveTheme(withCookie('theme=blue'), 'system')).toBe('system')
  expect(resolveTheme(withCookie('theme=light'), 'system')).toBe('light')
})

test('out of the box a page renders dark, with the dark browser colour and the night sky preloaded', async () => {
  const { theme, html } = await page('/projects')
  expect(theme).toBe('dark')
  expect(html).toContain('<meta name="theme-color" content="#0f172a" />')
  expect(html).toContain(
    '<link rel="preload" href="/banner/night-sky.svg" as="image" fetchpriority="high" />',
  )
  // Both palettes are in the head before any body content, so the first paint has the right colours.
  expect(html.indexOf(":root[data-theme='light']{color-scheme:light;")).toBeLessThan(html.indexOf('<body>'))
})

test('the cached page differs per theme cookie: three variants at most, an invalid value is the default', async () => {
  const dark = await page('/')
  const light = await page('/', 'light')
  const system = await page('/', 'system')
  expect([dark.theme, light.theme, system.theme]).toEqual(['dark', 'light', 'system'])
  expect(new Set([dark.etag, light.etag, system.etag]).size).toBe(3)
  for (const variant of [dark, light, system]) expect(variant.vary).toBe('Accept-Encoding, Cookie')
  // The default's entry serves a cookie saying the default, and one saying nonsense, byte for byte.
  for (const cookie of ['dark', 'blue', 'dark; theme=light']) {
    const same = await page('/', cookie)
    expect(same.etag).toBe(dark.etag)
    expect(same.html).toBe(dark.html)
  }
  // A second request is a hit on its own variant.
  expect((await page('/', 'light')).etag).toBe(light.etag)
  // No script per variant: the CSP allows the same inline scripts whatever the theme.
  expect(light.csp).toBe(dark.csp)
})

test('a light page names the light browser colour and skips the night sky it would not show', async () => {
  const { html } = await page('/projects', 'light')
  expect(html).toContain('<meta name="theme-color" content="#f8fafc" />')
  expect(html).not.toContain('night-sky.svg" as="image"')
})

test('the owner may make system the default: anonymous pages follow it at once, a cookie still wins', async () => {
  const before = await page('/projects')
  await setOwnerDefault('system')
  try {
    const after = await page('/projects')
    expect(after.theme).toBe('system')
    expect(after.etag).not.toBe(before.etag)
    expect(after.html).toContain(
      '<meta name="theme-color" content="#0f172a" media="(prefers-color-scheme: dark)" />',
    )
    expect(after.html).toContain(
      '<meta name="theme-color" content="#f8fafc" media="(prefers-color-scheme: light)" />',
    )
    expect(after.html).toContain(
      '<link rel="preload" href="/banner/night-sky.svg" as="image" fetchpriority="high" media="(prefers-color-scheme: dark)" />',
    )
    expect((await page('/projects', 'nonsense')).etag).toBe(after.etag)
    expect((await page('/projects', 'dark')).theme).toBe('dark')
  } finally {
    await setOwnerDefault('dark')
  }
  expect((await page('/projects')).theme).toBe('dark')
})

test('the cache variant: the theme cookie for pages (default without one), none for API reads', () => {
  const at = (path: string, cookie?: string) =>
    themeVariant(new Request(`http://portfolio.test${path}`, cookie ? { headers: { cookie } } : {}))
  expect(at('/graphql', 'theme=light')).toBe('')
  expect(at('/api/projects')).toBe('')
  expect(at('/projects', 'theme=light')).toBe('light')
  expect(at('/projects', 'theme=sepia')).toBe('default')
  expect(at('/')).toBe('default')
})
