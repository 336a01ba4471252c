import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '..')

/** The pages every visitor may open first; their JavaScript must stay free of server-side libraries. */
const PUBLIC_ROUTE_MODULES = [
  'web/pages/home/HomePage.tsx',
  'web/pages/projects/ProjectsPage.tsx',
  'web/pages/project/ProjectPage.tsx',
]

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

let outDir: string
let manifest: Record<string, ManifestChunk>

// A fresh build of the current source into a temporary folder: dist/ may be missing or stale.
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'public-bundle-'))
  const build = Bun.spawn(['node_modules/.bin/vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: ROOT,
    stdout: 'ignore',
    stderr: 'pipe',
  })
  if ((await build.exited) !== 0)
    throw new Error(`vite build failed: ${await new Response(build.stderr).text()}`)
  manifest = await Bun.file(join(outDir, '.vite/manifest.json')).json()
}, 120_000)

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

/** The chunks a page loads before it runs: the start chunks and everything they import statically. */
function staticClosure(starts: string[]): ManifestChunk[] {
  const seen = new Set<string>()
  const pending = [...starts]
  while (pending.length > 0) {
    const key = pending.pop()!
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    pending.push(...(manifest[key].imports ?? []))
  }
  return [...seen].map((key) => manifest[key]!)
}

/** The source files bundled into a chunk, from its sourcemap; only the bundler's own runtime has none. */
async function sourcesOf(chunk: ManifestChunk): Promise<string[]> {
  const map = Bun.file(join(outDir, `${chunk.file}.map`))
  if (!(await map.exists())) {
    expect(chunk.file).toMatch(/^assets\/rolldown-runtime-[\w-]+\.js$/)
    return []
  }
  return ((await map.json()) as { sources: string[] }).sources
}

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
  const sources = (await Promise.all(staticClosure(['web/pages/admin/AdminPage.tsx']).map(sourcesOf))).flat()
  expect(sources.some((source) => source.includes('@sinclair/typebox'))).toBe(true)
})
