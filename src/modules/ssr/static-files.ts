import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

/**
 * Files of the client build (or web/public in development). Vite's hashed output under /assets/ never
 * changes content under a given name, so it is cached for a year.
 */
export async function serveStaticFile(staticDir: string, pathname: string): Promise<Response | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const relativePath = normalize(decoded).replace(/^([/\\])+/, '')
  if (relativePath.startsWith('..') || relativePath.split(sep).some((part) => part.startsWith('.')))
    return null
  if (!extname(relativePath)) return null
  const filePath = join(staticDir, relativePath)
  const info = await stat(filePath).catch(() => null)
  if (!info?.isFile()) return null
  return new Response(Bun.file(filePath), {
    headers: { 'cache-control': relativePath.startsWith(`assets${sep}`) ? IMMUTABLE : SHORT },
  })
}
