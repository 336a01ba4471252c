import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  FIRST_LOAD_BUDGETS,
  formatKB,
  type Manifest,
  type ManifestChunk,
  measureFirstLoad,
  staticClosure as staticClosureOf,
} from './budgets.ts'

const ROOT = resolve(import.meta.dir, '..')

/** The pages every visitor may open first; their JavaScript must stay free of server-side libraries. */
const PUBLIC_ROUTE_MODULES = FIRST_LOAD_BUDGETS.map((budget) => budget.module)

let outDir: string
let manifest: Manifest

// A fresh build of the current source into a temporary folder: dist/ may be missing or stale.
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'public-bundle-'))
  const build = Bun.spawn(['node_modules/.bin/vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: ROOT,
    stdout: 'ignore',
    stderr: 'pipe',
    // bun test sets NODE_ENV=test, which would make Vite bundle React's development builds.
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if ((await build.exited) !== 0)
    throw new Error(`vite build failed: ${await new Response(build.stderr).text()}`)
  manifest = await Bun.file(join(outDir, '.vite/manifest.json')).json()
}, 120_000)

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

const staticClosure = (starts: string[]) => staticClosureOf(manifest, starts)

/**
 * The source files bundled into a chunk, from its sourcemap. Only chunks without code of their own have
 * none: the bundler's runtime, and facades of a module shared by lazy imports (the admin's queries,
 * a page's actions), which are nothing but an import or a re-export.
 */
async function sourcesOf(chunk: ManifestChunk): Promise<string[]> {
  const map = Bun.file(join(outDir, `${chunk.file}.map`))
  if (!(await map.exists())) {
    if (!/^assets\/rolldown-runtime-[\w-]+\.js$/.test(chunk.file)) {
      const code = (await Bun.file(join(outDir, chunk.file)).text()).trim()
      // A facade imports or re-exports another chunk and holds no code of its own.
      expect(code, `${chunk.file} has code but no sourcemap`).toMatch(
        /^((import"\.\/[\w.-]+\.js";|export\{[\w\s,]+\}from"\.\/[\w.-]+\.js";)\s*)+$/,
      )
    }
    return []
  }
  return ((await map.json()) as { sources: string[] }).sources
}

/** The source files of every JavaScript chunk in the build, lazy ones included. */
const everySource = async () =>
  (
    await Promise.all(
      Object.values(manifest)
        .filter((chunk) => chunk.file.endsWith('.js'))
        .map(sourcesOf),
    )
  ).flat()

test('the home, /projects and /project/{id} chunks hold no TypeBox (and no server code)', async () => {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key)
  expect(entries).toEqual(['web/entry-client.tsx'])
  // Public pages are in the entry chunk today; if they become lazy routes their own chunks count too.
  const chunks = staticClosure([...entries, ...PUBLIC_ROUTE_MODULES])
  const sources = (await Promise.all(chunks.map(sourcesOf))).flat()
  expect(sources.some((source) => source.includes('web/pages/home/HomePage.tsx'))).toBe(true)
  expect(
    sources.filter((source) => /@sinclair\/typebox|\/src\/(db|http|graphql|modules)\//.test(source)),
  ).toEqual([])
})

test('the admin chunk still validates with TypeBox (the check above sees it where it belongs)', async () => {
  const sources = (await Promise.all(staticClosure(['web/pages/admin/SiteTab.tsx']).map(sourcesOf))).flat()
  expect(sources.some((source) => source.includes('@sinclair/typebox'))).toBe(true)
})

test('first-load JavaScript of each public page stays within its budget (web/budgets.ts)', async () => {
  const pages = await measureFirstLoad(outDir)
  for (const { page, gzipBytes, maxGzipBytes, files } of pages) {
    console.log(
      `${page}: ${formatKB(gzipBytes)} gz in ${files.length} files (budget ${formatKB(maxGzipBytes)})`,
    )
  }
  expect(pages.filter((p) => p.gzipBytes > p.maxGzipBytes).map((p) => p.page)).toEqual([])
})

test('one copy of react-router in the bundle: its production build', async () => {
  const sources = await everySource()
  const builds = new Set(
    sources.flatMap((source) => source.match(/react-router\/dist\/([\w-]+)\//)?.[1] ?? []),
  )
  expect([...builds]).toEqual(['production'])
})

test('public pages load Radix menus, tooltips, toasts, dialogs and floating-ui only on use', async () => {
  const chunks = staticClosure(['web/entry-client.tsx', ...PUBLIC_ROUTE_MODULES])
  const sources = (await Promise.all(chunks.map(sourcesOf))).flat()
  const onFirstUse =
    /node_modules\/(@floating-ui\/|@radix-ui\/react-(menu|dropdown-menu|tooltip|toast|dialog|popper|switch)\/)/
  expect(sources.filter((source) => onFirstUse.test(source))).toEqual([])
  // They are still in the build, loaded when first used.
  const all = await everySource()
  for (const name of ['react-dropdown-menu', 'react-toast', 'react-dialog'])
    expect(all.some((source) => source.includes(`@radix-ui/${name}/`))).toBe(true)
})

test('the insights beacon is its own chunk of at most 2 KB gzip, loaded by no page up front', async () => {
  const beacon = manifest['web/insights/beacon.ts']
  expect(beacon, 'web/insights/beacon.ts is a chunk of its own').toBeDefined()
  const code = await Bun.file(join(outDir, beacon!.file)).bytes()
  const gzipBytes = Bun.gzipSync(code, { level: 9 }).length
  console.log(`insights beacon: ${formatKB(gzipBytes)} gz (budget 2.0 KB)`)
  expect(gzipBytes).toBeLessThanOrEqual(2000)
  // It imports nothing: no shared chunk comes with it.
  expect(beacon!.imports ?? []).toEqual([])
  for (const { module } of FIRST_LOAD_BUDGETS) {
    expect(staticClosure(['web/entry-client.tsx', module]).map((c) => c.file)).not.toContain(beacon!.file)
  }
})
