import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { sha256 } from '../../hash.ts'
import { chooseEncoding, type Encoding, etagMatches } from '../../http/compression.ts'
import { explorerCsp } from '../../http/csp.ts'

/** The query the explorer opens with when the browser has no saved tabs. */
export const EXAMPLE_QUERY = `# Every public read of the site. Run it with Ctrl+Enter;
# the Docs panel (book icon) describes each type and field.
query Portfolio {
  projects {
    id
    title
    technologies
    commands {
      command
      description
    }
  }
  workExperiences {
    position
    company
    startDate
    endDate
  }
}
`

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
 * Renders GraphiQL on first use only: the package is a 9 MB module, so it is neither loaded at start nor
 * ever imported by web/ (it must stay out of the public pages' bundle).
 */
export function createExplorer(): () => Promise<ExplorerPage> {
  let page: Promise<ExplorerPage> | undefined
  const render = async (): Promise<ExplorerPage> => {
    const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql')
    const html = renderGraphiQL({
      title: 'Portfolio GraphQL API',
      endpoint: '/graphql',
      defaultQuery: EXAMPLE_QUERY,
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
  return () => {
    page ??= render().catch((error: unknown) => {
      page = undefined
      throw error
    })
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
  if (etagMatches(request.headers.get('if-none-match'), page.etag))
    return new Response(null, { status: 304, headers })
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  if (!encoding) return new Response(page.html, { status: 200, headers })
  headers['content-encoding'] = encoding
  return new Response(page.encoded[encoding], { status: 200, headers })
}
