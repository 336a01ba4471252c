import sharp from 'sharp'
import { parseVariant, type VariantFormat } from '../../../web/lib/media-variants.ts'
import * as variants from '../../db/media-variants.ts'
import { notFound } from '../../errors.ts'
import type { MediaDeps } from './service.ts'

/** Plenty for photos and screenshots at these widths; AVIF reaches WebP's look at a lower setting. */
const QUALITY: Record<VariantFormat, number> = { avif: 50, webp: 75 }
const CONTENT_TYPE: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' }
const RASTER_SOURCE = new Set(['image/png', 'image/jpeg', 'image/webp'])

/** A source narrower than the asked width is re-encoded at its own width, never enlarged. */
async function makeVariant(source: Uint8Array, width: number, format: VariantFormat): Promise<Uint8Array> {
  const image = sharp(source).resize({ width, withoutEnlargement: true })
  const output =
    format === 'avif'
      ? image.avif({ quality: QUALITY.avif, effort: 4 })
      : image.webp({ quality: QUALITY.webp })
  return new Uint8Array(await output.toBuffer())
}

/**
 * GET /media/<hash>-<width>w.<avif|webp>: the stored variant, or made from the source now and kept
 * (docs/decisions/132-image-variants.md). 404 for unknown media, widths outside the list, SVG and GIF.
 */
export async function readVariant(
  deps: MediaDeps,
  file: string,
): Promise<{ contentType: string; bytes: Uint8Array; etag: string } | null> {
  const key = parseVariant(file)
  if (!key) return null
  const etag = `"${key.hash}-${key.width}w-${key.format}"`
  const contentType = CONTENT_TYPE[key.format]
  const stored = await variants.findMediaVariant(deps.sql, key)
  if (stored) return { contentType, bytes: stored, etag }
  const source = await deps.media.get(key.hash)
  if (!source || !RASTER_SOURCE.has(source.contentType)) throw notFound('Media not found')
  const bytes = await makeVariant(source.bytes, key.width, key.format)
  await variants.insertMediaVariant(deps.sql, key, bytes)
  return { contentType, bytes, etag }
}
