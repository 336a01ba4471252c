import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import fresh from 'fresh'

export type Encoding = 'br' | 'gzip'

/** Below this a compressed body saves less than the headers and CPU it costs. */
export const MIN_COMPRESS_BYTES = 1024

/**
 * Brotli quality for responses compressed while they are sent: 4 is close to gzip's speed with a better
 * ratio. Build-time and cached bodies use 11 (docs/decisions/130-text-compression.md).
 */
const DYNAMIC_BROTLI_QUALITY = 4

const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|[\w.+-]+\+json|javascript|ecmascript|xml|[\w.+-]+\+xml|wasm)|image\/svg\+xml)/i

/** Text formats; images other than SVG, fonts (woff2 is compressed already) and archives are not. */
export function isCompressibleType(contentType: string | null): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType)
}

/**
 * The encoding to send for an Accept-Encoding header: the highest q-value among br and gzip (br on a
 * tie), null for identity. `*` stands for any coding not named; q=0 refuses a coding.
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim().match(/^q=([0-9.]+)$/)?.[1]).find((v) => v !== undefined)
    const weight = q === undefined ? 1 : Number(q)
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return null
}

/** Adds Accept-Encoding to Vary without repeating it. */
export function addVary(headers: Headers): void {
  const vary = headers.get('vary')
  if (!vary) headers.set('vary', 'Accept-Encoding')
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('vary', `${vary}, Accept-Encoding`)
}

/**
 * A strong ETag names exact bytes, so the compressed body gets a weak one (as nginx does): it still
 * revalidates, and no cache mistakes the encoded bytes for the identity ones.
 */
function weakenEtag(headers: Headers): void {
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
}

/**
 * Whether the client's copy is this one (If-None-Match, compared weakly as RFC 9110 says), so a 304
 * answers: `fresh`, as Express uses it, which also honours a request's `Cache-Control: no-cache`.
 */
export function isFresh(request: Request, etag: string): boolean {
  const { headers } = request
  const asked = {
    'if-none-match': headers.get('if-none-match') ?? undefined,
    'cache-control': headers.get('cache-control') ?? undefined,
  }
  return fresh(asked, { etag })
}

function compressor(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: 6 })
}

/**
 * Compresses a body as it streams: the chunks already read, then the rest of the reader. Whatever the
 * source has ready is compressed together, and the encoder is flushed whenever the source has to wait,
 * so a streamed page's head still reaches the browser before the rest is rendered.
 */
function compressStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: Encoding,
  buffered: Uint8Array[],
): ReadableStream<Uint8Array> {
  const zlib = compressor(encoding)
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  let flushScheduled = false
  const scheduleFlush = () => {
    if (flushScheduled) return
    flushScheduled = true
    setImmediate(() => {
      flushScheduled = false
      if (!zlib.writableEnded) zlib.flush(flushKind)
    })
  }
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (zlib.write(chunk)) resolve()
      else zlib.once('drain', resolve)
    })
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zlib.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
      zlib.on('end', () => controller.close())
      zlib.on('error', (error) => controller.error(error))
      ;(async () => {
        try {
          for (const chunk of buffered) await write(chunk)
          scheduleFlush()
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            await write(value)
            scheduleFlush()
          }
          zlib.end()
        } catch (error) {
          zlib.destroy(error as Error)
        }
      })()
    },
    cancel(reason) {
      zlib.destroy()
      return reader.cancel(reason)
    },
  })
}

/** Reads up to `limit` bytes from the start of a stream: all of it if it is short. */
async function peek(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
): Promise<{ chunks: Uint8Array[]; size: number; done: boolean }> {
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < limit) {
    const { done, value } = await reader.read()
    if (done) return { chunks, size, done: true }
    chunks.push(value)
    size += value.byteLength
  }
  return { chunks, size, done: false }
}

const NO_BODY_STATUS = new Set([204, 206, 304])

/**
 * Brotli or gzip for a text response, by the request's Accept-Encoding (docs/decisions/130-text-compression.md).
 * Responses that are not text, already encoded (precompressed static files, the GraphiQL page), without
 * a body, or under MIN_COMPRESS_BYTES pass unchanged apart from `Vary: Accept-Encoding` on text.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!isCompressibleType(response.headers.get('content-type'))) return response
  addVary(response.headers)
  if (
    request.method === 'HEAD' ||
    NO_BODY_STATUS.has(response.status) ||
    !response.body ||
    response.headers.has('content-encoding') ||
    /\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')
  )
    return response
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  if (!encoding) return response
  const declared = response.headers.get('content-length')
  if (declared !== null && Number(declared) < MIN_COMPRESS_BYTES) return response

  const reader = response.body.getReader()
  const start = await peek(reader, MIN_COMPRESS_BYTES)
  const headers = new Headers(response.headers)
  if (start.done && start.size < MIN_COMPRESS_BYTES) {
    return new Response(new Blob(start.chunks as BlobPart[]), { status: response.status, headers })
  }
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  weakenEtag(headers)
  const body = compressStream(reader, encoding, start.chunks)
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
