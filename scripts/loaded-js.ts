// The JavaScript each public page actually loads in Chromium without any interaction, until 3 s after its
// `load` event, gzip -9 as the server sends it: the script files (everything under /assets/ ending .js,
// lazy chunks included) and, apart, the page's inline scripts. `bun scripts/loaded-js.ts` against a
// freshly built and started production server (scripts/e2e-server.ts), three visits per page, medians.
// Figures, not a test: compare runs of the same machine (docs/decisions/222-before-hydration-code.md).

import { join } from 'node:path'
import { chromium } from '@playwright/test'

const ROOT = join(import.meta.dir, '..')
const PORT = Number(process.env.LOADED_JS_PORT ?? 4391)
const PAGES = process.env.LOADED_JS_PAGES?.split(',') ?? ['/', '/projects', '/project/1', '/newsletter']
const RUNS = Number(process.env.LOADED_JS_RUNS ?? 3)
const AFTER_LOAD_MS = 3000

const gzipSize = (bytes: Uint8Array<ArrayBuffer> | string) => Bun.gzipSync(bytes, { level: 9 }).byteLength
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const server = Bun.spawn(['./node_modules/.bin/bun', 'scripts/e2e-server.ts'], {
  cwd: ROOT,
  env: { ...process.env, E2E_PORT: String(PORT) },
  stdout: 'ignore',
  stderr: 'inherit',
})
const base = `http://127.0.0.1:${PORT}`
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
try {
  for (let i = 0; ; i++) {
    if (i === 600) throw new Error(`no answer from ${base} after 60 s`)
    if (server.exitCode !== null) throw new Error('the server exited before it answered')
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await Bun.sleep(100)
  }
  console.log(`Scripts loaded until ${AFTER_LOAD_MS / 1000} s after load, gzip -9, median of ${RUNS}:`)
  for (const path of PAGES) {
    await (await fetch(`${base}${path}`)).arrayBuffer()
    const files: number[] = []
    const inline: number[] = []
    let names: string[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const bodies: Promise<number>[] = []
      const seen: string[] = []
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin !== base || !/^\/assets\/.*\.js$/.test(url.pathname)) return
        seen.push(url.pathname)
        bodies.push(
          response.body().then(
            (body) => gzipSize(new Uint8Array(body)),
            () => 0,
          ),
        )
      })
      await page.goto(`${base}${path}`, { waitUntil: 'load' })
      await page.waitForTimeout(AFTER_LOAD_MS)
      const inlineTexts = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')]
          .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
          .map((script) => script.textContent ?? ''),
      )
      files.push((await Promise.all(bodies)).reduce((a, b) => a + b, 0))
      inline.push(inlineTexts.reduce((sum, text) => sum + gzipSize(text), 0))
      names = seen
      await context.close()
    }
    console.log(
      `  ${path.padEnd(12)} files ${kb(median(files)).padStart(9)}  inline ${kb(median(inline)).padStart(7)}  total ${kb(median(files) + median(inline)).padStart(9)}  (${names.length} files)`,
    )
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await server.exited
}
