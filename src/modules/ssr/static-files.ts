import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { addVary, chooseEncoding, isCompressibleType } from '../../http/compression.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

/** The file extension of each precompressed copy the build writes (scripts/compress-build.ts). */
export const PRECOMPRESSED_EXT = { br: '.br', gzip: '.gz' } as const

/**
 * Files of the client build (or web/public in development). Vite's hashed output under /assets/ never
 * changes content under a given name, so it is cached for a year. Text files are sent from the `.br` or
 * `.gz` copy the build wrote beside them when the browser accepts that encoding.
 */
export async function serveStaticFile(
  staticDir: string,
  pathname: string,
  acceptEncoding: string | null = null,
): Promise<Response | null> {
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
  const file = Bun.file(filePath)
  const headers = new Headers({
    'content-type': file.type,
    'cache-control': relativePath.startsWith(`assets${sep}`) ? IMMUTABLE : SHORT,
  })
  if (!isCompressibleType(file.type)) return new Response(file, { headers })
  addVary(headers)
  const encoding = chooseEncoding(acceptEncoding)
  const encoded = encoding && Bun.file(filePath + PRECOMPRESSED_EXT[encoding])
  if (!encoding || !encoded || !(await encoded.exists())) return new Response(file, { headers })
  headers.set('content-encoding', encoding)
  return new Response(encoded, { headers })
}
