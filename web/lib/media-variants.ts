/**
 * Responsive copies of uploaded raster images (docs/decisions/132-image-variants.md): addressed by their
 * source's content hash, width and format, so an address never changes and is cached for a year.
 */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const
export type VariantWidth = (typeof VARIANT_WIDTHS)[number]

/** Best first: a <picture> offers AVIF, then WebP, then the stored original. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

/** Uploaded images with variants; SVG scales by itself and GIF may be animated, so both are sent as stored. */
const RASTER_MEDIA = /^\/media\/([0-9a-f]{64})\.(png|jpg|webp)$/
const VARIANT = /^([0-9a-f]{64})-(\d+)w\.(avif|webp)$/

/** The `srcset` of one format for a stored image, or null when the image has no variants. */
export function variantSrcSet(url: string | null | undefined, format: VariantFormat): string | null {
  const hash = url?.match(RASTER_MEDIA)?.[1]
  if (!hash) return null
  return VARIANT_WIDTHS.map((width) => `/media/${hash}-${width}w.${format} ${width}w`).join(', ')
}

/** The parts of a variant's file name (`<hash>-<width>w.<format>`), or null for any other name. */
export function parseVariant(
  file: string,
): { hash: string; width: VariantWidth; format: VariantFormat } | null {
  const [, hash, width, format] = file.match(VARIANT) ?? []
  const known = VARIANT_WIDTHS.find((w) => String(w) === width)
  return hash && known && format ? { hash, width: known, format: format as VariantFormat } : null
}
