// Serves a directory over HTTP on 127.0.0.1, e.g. the built Storybook for its browser test:
//   bun scripts/serve-static.ts storybook-static 6302
// Files go out through the app's own static path (src/modules/ssr/static-files.ts): one set of rules
// for which paths may be read, their types and their encodings.
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { serveStaticFile } from '../src/modules/ssr/static-files.ts'

export function serveDirectory(root: string, port: number, hostname = '127.0.0.1') {
  return Bun.serve({
    hostname,
    port,
    async fetch(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } })
      }
      const { pathname } = new URL(request.url)
      const file = await serveStaticFile(root, pathname === '/' ? '/index.html' : pathname)
      if (!file) return new Response('Not Found', { status: 404 })
      // The catalogue is rebuilt between runs under the same names.
      file.headers.set('cache-control', 'no-cache')
      return file
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
