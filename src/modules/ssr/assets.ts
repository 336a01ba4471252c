import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const CLIENT_DIR = join(import.meta.dir, '..', '..', '..', 'dist', 'client')
export const PUBLIC_DIR = join(import.meta.dir, '..', '..', '..', 'web', 'public')
const ENTRY = 'web/entry-client.tsx'

export interface ClientAssets {
  /** Where static files are read from: the built client, or web/public under the Vite dev server. */
  staticDir: string
  scripts: string[]
  styles: string[]
  preloads: string[]
  /** Extra CSP sources the pages need (the Vite dev server and its HMR socket in development). */
  cspExtra: { script: string[]; connect: string[]; style: string[]; font: string[] }
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError'
}

/** Read once at start: the hashed file names of the client entry from Vite's manifest. */
export function loadClientAssets(devServer: string | undefined): ClientAssets {
  if (devServer) {
    return {
      staticDir: PUBLIC_DIR,
      scripts: [`${devServer}/@vite/client`, `${devServer}/${ENTRY}`],
      styles: [],
      preloads: [],
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
  const preloads = new Set<string>()
  const styles = new Set(entry.css ?? [])
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preloads.has(`/${chunk.file}`)) return
    preloads.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of entry.imports ?? []) visit(key)
  return {
    staticDir: CLIENT_DIR,
    scripts: [`/${entry.file}`],
    styles: [...styles].map((s) => `/${s}`),
    preloads: [...preloads],
    cspExtra: { script: [], connect: [], style: [], font: [] },
  }
}
