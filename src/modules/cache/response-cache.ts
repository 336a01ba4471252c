import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { chooseEncoding, type Encoding, isFresh, MIN_COMPRESS_BYTES } from '../../http/compression.ts'
import { checkedBodyText } from '../../http/request-guards.ts'
import { sameRequestState } from '../../http/request-state.ts'
import type { DataVersion } from './data-version.ts'
import { countCacheLookup } from './metrics.ts'

/** What a shared cache (CDN) may do with a public page or API read: hold 60 s, serve stale 5 min while it revalidates. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** A read anyone may see, the same for every reader until the data version moves: the cache keeps it. */
export function publicJson(data: unknown): Response {
  return Response.json(data, { headers: { 'cache-control': PUBLIC_CACHE_CONTROL } })
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Brotli quality of an entry's first stored copy: about 1 ms for a page, within 10 % of the best size.
 * Quality 11 costs some 70 ms of CPU per page, so it is spent only on entries that are read again
 * (HOT_AFTER_HITS): a flood of one-off URLs (`/?r=<random>`) must not buy 70 ms with each request.
 */
const QUICK_BROTLI_QUALITY = 5
const BEST_BROTLI_QUALITY = 11
/** Cache hits after which an entry's Brotli copy is made again at the best quality, once. */
const HOT_AFTER_HITS = 2

type Quality = 'quick' | 'best'

function compress(body: Uint8Array, encoding: Encoding, quality: Quality): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? BEST_BROTLI_QUALITY : QUICK_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : // gzip's best level takes about as long as Brotli's quick one: there is only one gzip copy.
      gzipAsync(body, { level: 9 })
}

/** A stored copy in one encoding; `quick` ones may be replaced by a `best` one when the entry is hot. */
interface Stored {
  body: Uint8Array
  quality: Quality
}

interface Entry {
  status: number
  headers: [string, string][]
  identity: Uint8Array
  /** Each encoding once a client asked for it. */
  stored: Map<Encoding, Stored>
  pending: Set<Encoding>
  tag: string
  bytes: number
  hits: number
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])
/** A POST body longer than this is not worth a key (GraphQL documents the app sends are a few hundred bytes). */
const MAX_KEYED_BODY = 4096
const STORABLE_STATUS = new Set([200, 404])
/** Headers that describe one response's bytes, set again for each encoding served. */
const PER_BODY_HEADERS = new Set(['content-encoding', 'content-length', 'etag', 'transfer-encoding'])

/**
 * The path and the query parameters that count (all of them unless told), sorted by name: `?b=1&a=2`
 * and `?a=2&b=1` share an entry. Repeated names keep their order, which may matter to whoever reads them.
 */
export function normalisedKey(url: URL, counted: URLSearchParams = url.searchParams): string {
  const params = [...counted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params)}`
}

/** Only what the route itself declared shareable (s-maxage) is stored; immutable files are not, they live on disk. */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? ''
  return (
    STORABLE_STATUS.has(response.status) &&
    /\bpublic\b/.test(cacheControl) &&
    /\bs-maxage=/.test(cacheControl) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('content-encoding')
  )
}

export interface ResponseCacheOptions {
  maxBytes: number
  dataVersion: DataVersion
  /** Whether a request carries a session: those bypass the cache. */
  hasSession(request: Request): boolean
  /**
   * Paths whose POSTs may be reads (GraphQL queries), keyed by their body. Only answers the route
   * marked public are kept, as for GETs, so mutations and personal results never are.
   */
  postReadPaths: ReadonlySet<string>
  /**
   * What else than the URL a response depends on for a reader without a session: the theme a page
   * renders with (docs/decisions/210-light-theme-and-the-page-cache.md). Each value is its own entry;
   * it is told from the request alone, so a lookup never holds a request up.
   */
  variantOf?(request: Request): string
  /**
   * The query parameters a response at this URL depends on, as it understands them: a page names the
   * ones it reads and what it makes of their values, so `/?utm_source=x`, `/?r=<random>` and `/` are
   * one entry (docs/decisions/215-query-strings-a-page-reads.md). Undefined: every parameter counts.
   */
  canonicalQuery?(url: URL): URLSearchParams | undefined
}

export type Next = (request: Request) => Promise<Response>

/**
 * The in-memory cache for anonymous reads (docs/decisions/140-page-cache.md): pages and API reads that
 * declare themselves public, keyed by normalised URL under the current data version, emptied when the
 * version moves. Requests with a session cookie bypass it and get `private, no-store`; this instance's
 * own writes refresh the version before their response leaves, so the next read already sees them.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  // Bounded by bytes, every encoding of an entry counted; an entry larger than the whole cache is served
  // but not kept (with 0 bytes, none is).
  const lru = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry) => entry.bytes,
  })
  /** An entry's size changed (a copy in another encoding was added or replaced): count it again. */
  const resize = (key: string, entry: Entry, by: number) => {
    if (lru.peek(key) !== entry) return
    entry.bytes += by
    lru.delete(key)
    lru.set(key, entry)
  }
  let version = options.dataVersion.current
  options.dataVersion.onChange((next) => {
    version = next
    lru.clear()
  })

  async function store(key: string, response: Response): Promise<Entry> {
    const identity = new Uint8Array(await response.arrayBuffer())
    const headers = [...response.headers].filter(([name]) => !PER_BODY_HEADERS.has(name))
    const entry: Entry = {
      status: response.status,
      headers,
      identity,
      stored: new Map(),
      pending: new Set(),
      tag: Bun.hash(identity).toString(36),
      bytes: identity.byteLength + key.length * 2 + 256,
      hits: 0,
    }
    lru.set(key, entry)
    return entry
  }

  /**
   * The stored copy for an encoding, or undefined while it is being made: the first askers get the
   * identity bytes, which the request wrapper compresses on the fly at a fast level, so a miss never
   * waits for compression. A quick copy of a hot entry is made again at the best quality, while the
   * quick one is still served. Entries that could not be stored (over the size limit) are never
   * compressed here.
   */
  function storedBody(key: string, entry: Entry, encoding: Encoding): Stored | undefined {
    const current = entry.stored.get(encoding)
    const wanted: Quality | undefined = !current
      ? 'quick'
      : current.quality === 'quick' && entry.hits >= HOT_AFTER_HITS
        ? 'best'
        : undefined
    if (!wanted || entry.pending.has(encoding) || lru.peek(key) !== entry) return current
    entry.pending.add(encoding)
    compress(entry.identity, encoding, wanted)
      .then((body) => {
        const before = entry.stored.get(encoding)?.body.byteLength ?? 0
        entry.stored.set(encoding, { body, quality: encoding === 'gzip' ? 'best' : wanted })
        resize(key, entry, body.byteLength - before)
      })
      .catch(() => {}) // what was there stays; the next asker starts it again
      .finally(() => entry.pending.delete(encoding))
    return current
  }

  function serve(request: Request, key: string, entry: Entry): Response {
    const { identity } = entry
    const encoding =
      identity.byteLength >= MIN_COMPRESS_BYTES
        ? chooseEncoding(request.headers.get('accept-encoding'))
        : null
    const stored = encoding ? storedBody(key, entry, encoding) : undefined
    // Not stored yet: the identity tag, weakened by the wrapper when it compresses (it is the same
    // content). A quick copy and the best one are different bytes, so they have different tags.
    const etag = `"${entry.tag}${encoding && stored ? `-${encoding}${stored.quality === 'quick' ? '-quick' : ''}` : ''}"`
    const headers = new Headers(entry.headers)
    headers.set('etag', etag)
    headers.set('vary', 'Accept-Encoding, Cookie')
    if (isFresh(request, etag)) {
      headers.delete('content-type')
      return new Response(null, { status: 304, headers })
    }
    const body = stored?.body ?? identity
    if (encoding && stored) headers.set('content-encoding', encoding)
    headers.set('content-length', String(body.byteLength))
    return new Response(request.method === 'HEAD' ? null : (body as BodyInit), {
      status: entry.status,
      headers,
    })
  }

  return {
    get bytes() {
      return lru.calculatedSize
    },
    get entries() {
      return lru.size
    },
    async handle(request: Request, next: Next): Promise<Response> {
      if (options.hasSession(request)) {
        const response = await next(request)
        // Content writes need the admin's session; the trigger bumped the version, learn it now. If
        // the database went away just after the write, the write still stands: answer it, and let the
        // poll (or the next write) bring the version.
        if (!SAFE_METHODS.has(request.method) && response.status < 400) {
          await options.dataVersion.refresh().catch(() => {})
        }
        return personal(response)
      }
      const target = await keyOf(request)
      if (target === undefined) return next(request)
      const variant = options.variantOf?.(request) ?? ''
      // The day is part of the key: pages show figures computed from the server's date (years of
      // experience on the home page), which must not outlive it.
      const key = `${version}:${new Date().toISOString().slice(0, 10)}:${variant}:${target}`
      const hit = lru.get(key)
      if (hit) {
        hit.hits++
        countCacheLookup('hit')
        return serve(request, key, hit)
      }
      const versionBefore = version
      const response = await next(renderedFrom(request, target))
      // A HEAD answer may come without its body: it never fills the cache.
      if (request.method === 'HEAD' || !isStorable(response)) return response
      countCacheLookup('miss')
      // A write landed while this rendered: serve it, but do not keep what may be the old content.
      if (version !== versionBefore) return response
      return serve(request, key, await store(key, response))
    },
  }

  /**
   * A GET misses with the address it is kept under: the bytes serve every address of the entry, so they
   * must hold nothing of the first asker's (a form's action is the address it was rendered at, and a
   * `?ref=…` there would reach every later reader).
   */
  function renderedFrom(request: Request, target: string): Request {
    if (!SAFE_METHODS.has(request.method)) return request
    const url = new URL(request.url)
    const search = target.slice(url.pathname.length)
    if (url.search === search) return request
    url.search = search
    return sameRequestState(new Request(url, request), request)
  }

  /** The URL for GET and HEAD; for a POST read (GraphQL) the body too, if it is small; else not cached. */
  async function keyOf(request: Request): Promise<string | undefined> {
    const url = new URL(request.url)
    if (SAFE_METHODS.has(request.method)) return normalisedKey(url, options.canonicalQuery?.(url))
    if (request.method !== 'POST' || !options.postReadPaths.has(url.pathname)) return undefined
    const body = checkedBodyText(request) ?? (await request.clone().text())
    return body.length <= MAX_KEYED_BODY ? `POST ${url.pathname} ${body}` : undefined
  }
}

export type ResponseCache = ReturnType<typeof createResponseCache>

/** Whatever a signed-in reader gets is theirs alone; immutable files stay shareable. */
function personal(response: Response): Response {
  if (/\bimmutable\b/.test(response.headers.get('cache-control') ?? '')) return response
  try {
    response.headers.set('cache-control', PRIVATE_CACHE_CONTROL)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set('cache-control', PRIVATE_CACHE_CONTROL)
    return copy
  }
}
