import { jsonError } from './error-response.ts'

/**
 * Deepest JSON nesting any endpoint accepts. Our REST bodies are at most 3 levels deep and GraphQL
 * queries are limited to depth 8; parsers and validators recurse, so 50,000 levels must never reach them.
 */
export const MAX_JSON_DEPTH = 64
/** Largest JSON body: every REST body and GraphQL request fits many times over; uploads are multipart. */
const MAX_JSON_BYTES = 1024 * 1024

/** True when the JSON-ish text nests arrays/objects deeper than `max` (strings are skipped). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--
  }
  return false
}

/**
 * What the request line alone can tell is wrong, answered before any route sees the request: a URL
 * without a usable Host (HTTP/1.0), a path starting with `//` (it would read as another host when
 * resolved, e.g. into og:url), or a path whose %-escapes do not decode to UTF-8.
 */
export function refuseBadTarget(request: Request): Response | null {
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return jsonError(400, 'Bad request: a valid Host header is required')
  }
  if (url.pathname.startsWith('//')) return jsonError(404, 'Not found')
  let query: string
  try {
    decodeURIComponent(url.pathname)
    query = decodeURIComponent(url.search.replace(/\+/g, ' '))
  } catch {
    return jsonError(400, 'Bad request: malformed %-escape in the URL')
  }
  // GraphQL GET carries JSON (variables, extensions) in the query string.
  if (nestsDeeperThan(query, MAX_JSON_DEPTH))
    return jsonError(400, `Bad request: query string nested deeper than ${MAX_JSON_DEPTH} levels`)
  return null
}

const NOT_TEXT = /^(multipart\/|image\/|application\/octet-stream)/i

/** The text guardTextBody read, by the request it rebuilt from it. */
const checkedBodies = new WeakMap<Request, string>()

/**
 * The body text of a request guardTextBody passed on, without reading the stream again: the response
 * cache keys GraphQL POST reads by it (docs/decisions/142-graphql-cache.md).
 */
export const checkedBodyText = (request: Request): string | undefined => checkedBodies.get(request)

/**
 * Reads a text body (JSON, or anything a parser might treat as JSON) once and checks its size and
 * nesting before any parser runs. Returns the request to pass on (rebuilt from the text it read) or the
 * refusal. Uploads (multipart) pass untouched; their size is limited by MAX_BODY_BYTES.
 */
export async function guardTextBody(request: Request): Promise<Request | Response> {
  if (!request.body || NOT_TEXT.test(request.headers.get('content-type') ?? '')) return request
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_JSON_BYTES) return tooLarge()
  let text: string
  try {
    text = await request.text()
  } catch {
    // The client went away (or sent a broken chunked body) before the body was complete.
    return jsonError(400, 'Malformed request body: it could not be read to the end')
  }
  if (text.length > MAX_JSON_BYTES) return tooLarge()
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    return jsonError(400, `Malformed request body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
  // The text is what the parsers will see; its byte length may differ from the original's (invalid
  // UTF-8 becomes U+FFFD), so the old Content-Length must not travel with it.
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  const checked = new Request(request.url, {
    method: request.method,
    headers,
    body: text,
    signal: request.signal,
  })
  checkedBodies.set(checked, text)
  return checked
}

const tooLarge = () => jsonError(413, `Request body too large (limit ${MAX_JSON_BYTES} bytes for JSON)`)
