import type { ImgHTMLAttributes } from 'react'
import { VARIANT_FORMATS, variantSrcSet } from '../../lib/media-variants.ts'

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'> {
  src: string
  alt: string
  /** The rendered width per layout, as in the `sizes` attribute, so the browser picks the right variant. */
  sizes: string
  /**
   * Intrinsic size, or the box's aspect ratio for images cropped to a fixed box (object-fit: cover):
   * reserves the space before the image arrives, so nothing shifts (CLS 0).
   */
  width: number
  height: number
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean
}

/**
 * An uploaded image as AVIF, then WebP, at the width the layout needs (docs/decisions/132-image-variants.md),
 * falling back to the stored original; lazy unless it is the priority image. Images without variants
 * (SVG, GIF, addresses elsewhere) render as a plain <img> with the same attributes. The <picture> takes no
 * box of its own, so styles written for the <img> keep applying. `sizes` goes only with a `srcset`, so on
 * the <source>s and never on the <img>, which has one address (HTML allows no `sizes` without `srcset`).
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, ...img }: ResponsiveImageProps) {
  const loading = priority ? 'eager' : 'lazy'
  const image = (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...img}
    />
  )
  const sources = VARIANT_FORMATS.map((format) => ({ format, srcSet: variantSrcSet(src, format) }))
  if (!sources.every((s) => s.srcSet)) return image
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet ?? undefined} sizes={sizes} />
      ))}
      {image}
    </picture>
  )
}
