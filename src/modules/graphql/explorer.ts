import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { Kind, parse } from 'graphql'
import { sha256 } from '../../hash.ts'
import { chooseEncoding, type Encoding, isFresh } from '../../http/compression.ts'
import { explorerCsp } from '../../http/csp.ts'

/** The example operations, each with the comment above it (examples.graphql, checked against the schema by its test). */
const EXAMPLES_FILE = new URL('./examples.graphql', import.meta.url)

export interface ExampleOperation {
  name: string
  /** The operation with its leading comment, as its tab shows it. */
  query: string
}

/**
 * Splits the examples file into one tab per operation: each tab's text runs from the end of the previous
 * operation to the end of its own, so the comment above an operation stays with it.
 */
export function exampleOperations(source = readFileSync(EXAMPLES_FILE, 'utf8')): ExampleOperation[] {
  let from = 0
  return parse(source).definitions.map((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name || !definition.loc)
      throw new Error('examples.graphql: every definition must be a named operation')
    const query = `${source.slice(from, definition.loc.end).trim()}\n`
    from = definition.loc.end
    return { name: definition.name.value, query }
  })
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Brotli quality for the page, compressed once per process while its first request waits: on 9 MB,
 * quality 5 takes ≈ 2 s on a busy 2-core machine for 1.95 MB; 9 saves 4 % more but takes ≈ 9 s, close to
 * Bun's 10 s idle timeout, which then drops that first request.
 */
const EXPLORER_BROTLI_QUALITY = 5

export interface ExplorerPage {
  html: string
  encoded: Record<Encoding, Uint8Array<ArrayBuffer>>
  csp: string
  etag: string
}

/**
 * SHA-256 source of the page's single inline script, as CSP expects it. The package inlines every asset
 * (≈9 MB) in that one script, so a hash computed once replaces a per-response nonce, and the page bytes
 * stay identical for every request (cacheable, gzipped once).
 */
export function inlineScriptHash(html: string): string {
  const open = html.indexOf('<script>')
  const close = html.indexOf('</script>', open)
  if (open < 0 || close < 0 || html.indexOf('<script', close) >= 0)
    throw new Error('explorer page: expected exactly one inline <script>')
  const body = html.slice(open + '<script>'.length, close)
  return `sha256-${sha256(body, 'base64')}`
}

/**
 * Which page a browser gets. GraphiQL opens a browser's first visit on `defaultTabs` and ignores the
 * address's `?query=` when they are set, so a shared link (`/graphql?query=…`) gets a page without the
 * example tabs, which opens on the linked query; every other visit gets the examples.
 */
export type ExplorerVariant = 'examples' | 'linked-query'

export const explorerVariant = (request: Request): ExplorerVariant =>
  new URL(request.url).searchParams.has('query') ? 'linked-query' : 'examples'

/**
 * Renders GraphiQL on first use of each variant only: the package is a 9 MB module, so it is neither
 * loaded at start nor ever imported by web/ (it must stay out of the public pages' bundle).
 */
export function createExplorer(): (variant?: ExplorerVariant) => Promise<ExplorerPage> {
  const pages = new Map<ExplorerVariant, Promise<ExplorerPage>>()
  const render = async (variant: ExplorerVariant): Promise<ExplorerPage> => {
    const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql')
    const html = renderGraphiQL({
      title: 'Portfolio GraphQL API',
      endpoint: '/graphql',
      // One ready tab per example operation, for a browser with no saved tabs (GraphiQL keeps a visitor's own).
      ...(variant === 'examples' ? { defaultTabs: exampleOperations().map(({ query }) => ({ query })) } : {}),
      credentials: 'same-origin',
      schemaDescription: true,
    }).trim()
    // Off the event loop: compressing 9 MB synchronously would stall every request for seconds.
    const [br, gz] = await Promise.all([
      brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: EXPLORER_BROTLI_QUALITY } }),
      gzipAsync(html),
    ])
    return {
      html,
      encoded: { br: new Uint8Array(br), gzip: new Uint8Array(gz) },
      csp: explorerCsp(inlineScriptHash(html)),
      etag: `W/"${sha256(html, 'base64url').slice(0, 27)}"`,
    }
  }
  return (variant = 'examples') => {
    let page = pages.get(variant)
    if (!page) {
      page = render(variant).catch((error: unknown) => {
        pages.delete(variant)
        throw error
      })
      pages.set(variant, page)
    }
    return page
  }
}

/**
 * The cached page as a response: Brotli or gzip by Accept-Encoding, as every text response
 * (src/http/compression.ts; ≈9 MB → ≈2 MB), and revalidated by a weak ETag (one per page, whatever the
 * encoding) so a returning browser does not download it again until the server's version changes.
 */
export function explorerResponse(page: ExplorerPage, request: Request): Response {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': page.csp,
    'cache-control': 'no-cache',
    etag: page.etag,
    vary: 'Accept, Accept-Encoding',
  }
  if (isFresh(request, page.etag)) return new Response(null, { status: 304, headers })
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  if (!encoding) return new Response(page.html, { status: 200, headers })
  headers['content-encoding'] = encoding
  return new Response(page.encoded[encoding], { status: 200, headers })
}
