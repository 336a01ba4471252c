// Serves a directory over HTTP on 127.0.0.1, e.g. the built Storybook for its browser test:
//   bun scripts/serve-static.ts storybook-static 6302
import { statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'

// Bun guesses most types from the extension; these are the ones a static build needs to be exact about.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false

/** The file a URL path names inside `root` (a directory means its index.html), or null. */
export function resolveFile(root: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const base = resolve(root)
  const target = resolve(join(base, decoded))
  // `..` segments or an encoded separator must never leave the served directory.
  if (target !== base && !target.startsWith(base + sep)) return null
  if (isFile(target)) return target
  const index = join(target, 'index.html')
  return isFile(index) ? index : null
}

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? Bun.file(path).type ?? 'application/octet-stream'
}

export function serveDirectory(root: string, port: number, hostname = '127.0.0.1') {
  return Bun.serve({
    hostname,
    port,
    fetch(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } })
      }
      const file = resolveFile(root, new URL(request.url).pathname)
      if (!file)
        return new Response('Not Found', { status: 404, headers: { 'Content-Type': TYPES['.txt']! } })
      return new Response(Bun.file(file), {
        headers: { 'Content-Type': contentType(file), 'Cache-Control': 'no-cache' },
      })
    },
  })
}

if (import.meta.main) {
  const [dir, portText] = process.argv.slice(2)
  const port = Number(portText)
  if (!dir || !Number.isInteger(port) || !statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error('usage: bun scripts/serve-static.ts <existing directory> <port>')
    process.exit(2)
  }
  const server = serveDirectory(dir, port)
  console.log(`serving ${resolve(dir)} at ${server.url}`)
  const stop = () => {
    server.stop(true)
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
