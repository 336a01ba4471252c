import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BOOT_SCRIPT_FILE, loadBootScript } from './page-boot.ts'

export const CLIENT_DIR = join(import.meta.dir, '..', '..', '..', 'dist', 'client')
const PUBLIC_DIR = join(import.meta.dir, '..', '..', '..', 'web', 'public')
const ENTRY = 'web/entry-client.tsx'

export interface ClientAssets {
  /** Where static files are read from: the built client, or web/public under the Vite dev server. */
  staticDir: string
  scripts: string[]
  /** The page's boot code, written inline into every head (see src/modules/ssr/page-boot.ts). */
  bootScript: string
  /**
   * The client entry's own CSS (the font faces), written into the head instead of linked: a few hundred
   * bytes are cheaper inline than a render-blocking request before first paint.
   */
  inlineCss: string
  preloads: string[]
  /** The woff2 files text above the fold is set in (see fontPreloads), for `<link rel=preload as=font>`. */
  fontPreloads: string[]
  /** Module-preload tags for a lazy route's chunk (see RouteHandle in web/app/head.ts), minus the entry's. */
  routePreloads: (module: string) => string[]
  /** Extra CSP sources the pages need (the Vite dev server and its HMR socket in development). */
  cspExtra: { script: string[]; connect: string[]; style: string[]; font: string[] }
}

/**
 * The font worth preloading: Inter (variable, latin), which reading text and headings above the fold use.
 * Without a preload the browser finds it only after the page has been laid out. The mono accents (job
 * title, eyebrows, tags) fetch their own face on use: preloading it too put ~21 KB more ahead of the
 * largest paint on a phone's connection (docs/decisions/220-design-pass.md).
 */
const PRELOADED_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/

/** The preload URLs among the files of a client build, in a stable order. */
export function fontPreloads(files: readonly string[]): string[] {
  return files
    .filter((file) => PRELOADED_FONT.test(file))
    .sort()
    .map((file) => `/${file}`)
}

/** The head tags for fontPreloads; `crossorigin` because fonts are always fetched in CORS mode. */
export function fontPreloadTags(assets: Pick<ClientAssets, 'fontPreloads'>): string[] {
  return assets.fontPreloads.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
  )
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError'
}

/**
 * The boot build (vite.boot.config.ts). It is written inline into every page, so the Vite dev server
 * cannot serve it: with a dev server (`npm run dev`, and the tests and bench that run without a client
 * build) a missing one is built here, once; in production a missing one stops the start.
 */
function bootScript(withDevServer: boolean): string {
  if (!existsSync(BOOT_SCRIPT_FILE) && withDevServer) {
    const root = join(import.meta.dir, '..', '..', '..')
    Bun.spawnSync([join(root, 'node_modules', '.bin', 'vite'), 'build', '-c', 'vite.boot.config.ts'], {
      cwd: root,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    })
  }
  if (!existsSync(BOOT_SCRIPT_FILE)) {
    throw new MissingBuildError(`No boot script at ${BOOT_SCRIPT_FILE}. Run \`npm run build\` first.`)
  }
  return loadBootScript()
}

/** Read once at start: the hashed file names of the client entry from Vite's manifest. */
export function loadClientAssets(devServer: string | undefined): ClientAssets {
  if (devServer) {
    return {
      staticDir: PUBLIC_DIR,
      scripts: [`${devServer}/@vite/client`, `${devServer}/${ENTRY}`],
      bootScript: bootScript(true),
      inlineCss: '',
      preloads: [],
      fontPreloads: [],
      routePreloads: () => [],
      cspExtra: {
        script: [devServer],
        connect: [devServer, devServer.replace(/^http/, 'ws')],
        style: [devServer],
        font: [devServer],
      },
    }
  }
  const manifestPath = join(CLIENT_DIR, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) {
    throw new MissingBuildError(`No client build at ${manifestPath}. Run \`npm run build\` first.`)
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[ENTRY]
  if (!entry) throw new MissingBuildError(`The client build has no entry for ${ENTRY}; rebuild it.`)
  /** The chunk files a manifest key needs, itself and its static imports, depth first. */
  const chunkFiles = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(`/${chunk.file}`)) return seen
    seen.add(`/${chunk.file}`)
    for (const next of chunk.imports ?? []) chunkFiles(next, seen)
    return seen
  }
  const entryFiles = chunkFiles(ENTRY)
  const preloads = [...entryFiles].filter((file) => file !== `/${entry.file}`)
  const styles = new Set(
    Object.values(manifest)
      .filter((chunk) => entryFiles.has(`/${chunk.file}`))
      .flatMap((chunk) => chunk.css ?? []),
  )
  // url(/assets/…) references are absolute, so the text works the same inside the page.
  const inlineCss = [...styles].map((file) => readFileSync(join(CLIENT_DIR, file), 'utf8').trim()).join('\n')
  const routeCache = new Map<string, string[]>()
  const routePreloads = (module: string) => {
    let files = routeCache.get(module)
    if (!files) {
      files = [...chunkFiles(module)].filter((file) => !entryFiles.has(file))
      routeCache.set(module, files)
    }
    return files
  }
  return {
    staticDir: CLIENT_DIR,
    scripts: [`/${entry.file}`],
    bootScript: bootScript(false),
    inlineCss,
    preloads,
    fontPreloads: fontPreloads(Object.values(manifest).map((chunk) => chunk.file)),
    routePreloads,
    cspExtra: { script: [], connect: [], style: [], font: [] },
  }
}
