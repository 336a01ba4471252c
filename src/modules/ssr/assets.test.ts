import { expect, test } from 'bun:test'
import { createTestApp, TEST_ASSETS } from '../../testing/harness.ts'
import { fontPreloads } from './assets.ts'

test('only the latin woff2 file of Inter is preloaded (decision 220)', () => {
  const files = [
    'assets/entry-client-abc.js',
    'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    'assets/inter-latin-ext-wght-normal-X.woff2',
    'assets/inter-latin-wght-italic-X.woff2',
    'assets/jetbrains-mono-latin-700-normal-BYuf6tUa.woff2',
    'assets/jetbrains-mono-latin-400-normal-V6pRDFza.woff2',
    'assets/jetbrains-mono-latin-400-normal-6-qcROiO.woff',
    'assets/jetbrains-mono-latin-ext-400-normal-Bc8Ftmh3.woff2',
    'assets/jetbrains-mono-cyrillic-700-normal-BWTpRfYl.woff2',
    'assets/jetbrains-mono-latin-500-normal-X.woff2',
  ]
  expect(fontPreloads(files)).toEqual(['/assets/inter-latin-wght-normal-Dx4kXJAl.woff2'])
})

test('pages preload the fonts in the head, as CORS font requests', async () => {
  const app = await createTestApp()
  const html = await (await app.fetch('/')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toContain(
    '<link rel="preload" href="/assets/jetbrains-mono-latin-400-normal-test.woff2" as="font" type="font/woff2" crossorigin />',
  )
})

test('the font faces are in the head itself: no stylesheet request holds up the first paint', async () => {
  const app = await createTestApp()
  const html = await (await app.fetch('/')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toContain(`<style>${TEST_ASSETS.inlineCss}</style>`)
  expect(head).not.toContain('rel="stylesheet"')
})
