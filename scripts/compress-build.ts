// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the client
// build, once, so the server sends static files compressed at no CPU cost per request
// (docs/decisions/130-text-compression.md). Run by `npm run build` after `vite build`. Source maps,
// read by developer tools only and 80% of the bytes, get a quick Brotli level so `npm start` stays fast.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { isCompressibleType, MIN_COMPRESS_BYTES } from '../src/http/compression.ts'
import { CLIENT_DIR } from '../src/modules/ssr/assets.ts'
import { PRECOMPRESSED_EXT } from '../src/modules/ssr/static-files.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/** Compresses the text files under `dir`; a copy that would not be smaller is not written. */
export async function compressDirectory(dir: string): Promise<{ files: number; before: number; br: number }> {
  const totals = { files: 0, before: 0, br: 0 }
  for await (const path of filesUnder(dir)) {
    if (path.endsWith(PRECOMPRESSED_EXT.br) || path.endsWith(PRECOMPRESSED_EXT.gzip)) continue
    if (!isCompressibleType(Bun.file(path).type)) continue
    if ((await stat(path)).size < MIN_COMPRESS_BYTES) continue
    const bytes = await readFile(path)
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: path.endsWith('.map') ? 5 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ])
    if (br.byteLength < bytes.byteLength) await writeFile(path + PRECOMPRESSED_EXT.br, br)
    if (gz.byteLength < bytes.byteLength) await writeFile(path + PRECOMPRESSED_EXT.gzip, gz)
    totals.files++
    totals.before += bytes.byteLength
    totals.br += Math.min(br.byteLength, bytes.byteLength)
  }
  return totals
}

if (import.meta.main) {
  const started = performance.now()
  const { files, before, br } = await compressDirectory(process.argv[2] ?? CLIENT_DIR)
  const kb = (n: number) => `${Math.round(n / 1024)} KB`
  console.log(
    `compressed ${files} files: ${kb(before)} → ${kb(br)} brotli in ${Math.round(performance.now() - started)} ms`,
  )
}
