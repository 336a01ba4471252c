/** Upload rules shared by the admin media manager (client checks) and the server (docs/spec.md §5 and §9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** Decoding bombs: a tiny file can claim a huge canvas; nothing a portfolio shows needs more. */
export const MAX_IMAGE_PIXELS = 40_000_000

export const ALLOWED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'svg', 'webp'] as const

/** The formats sharp reports, with the MIME type and extension each is stored and served under. */
export const IMAGE_FORMATS = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  svg: { contentType: 'image/svg+xml', ext: 'svg' },
} as const
export type ImageFormat = keyof typeof IMAGE_FORMATS

/** How an image stored under a MIME type is named and served; undefined for any other type. */
export const storedFormat = (contentType: string | undefined) =>
  Object.values(IMAGE_FORMATS).find((format) => format.contentType === contentType)

/** The format a file claims to be, from its MIME type or else its extension; null when not allowed. */
export function claimedImageFormat(file: { type: string; name?: string }): ImageFormat | null {
  const mime = file.type.toLowerCase().split(';')[0]?.trim() ?? ''
  for (const [format, info] of Object.entries(IMAGE_FORMATS)) {
    if (info.contentType === mime || (format === 'jpeg' && mime === 'image/jpg')) return format as ImageFormat
  }
  if (mime !== '' && mime !== 'application/octet-stream') return null
  const ext = file.name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1]
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg'
  return ext && ext in IMAGE_FORMATS ? (ext as ImageFormat) : null
}

export type MediaKind = 'icon' | 'hero' | 'screenshots'
