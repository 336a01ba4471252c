import sharp from 'sharp'
import { AppError, badRequest, payloadTooLarge } from '../../errors.ts'
import { sha256 } from '../../hash.ts'
import {
  ALLOWED_IMAGE_EXTENSIONS,
  claimedImageFormat,
  IMAGE_FORMATS,
  type ImageFormat,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
} from '../../shared/media.ts'
import type { StoredMedia } from './storage.ts'

export interface ProcessedImage extends StoredMedia {
  ext: string
}

export interface UploadedFile {
  type: string
  name?: string
  size: number
  arrayBuffer(): Promise<ArrayBuffer>
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return value instanceof Blob
}

/** One field of a parsed multipart body. */
export const formField = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined

/** The files sent in one multipart field: one File, several (repeated field), or none. */
export function filesOf(
  value: unknown,
  notFiles = 'Expected files in a multipart/form-data body',
): UploadedFile[] {
  const values = [value ?? []].flat()
  if (!values.every(isUploadedFile)) throw badRequest(notFiles)
  return values
}

export function exactlyOneFile(
  value: unknown,
  field: string,
  label: string,
  notFiles?: string,
): UploadedFile {
  const files = filesOf(value, notFiles)
  if (files.length === 0) throw badRequest(`No file: send one ${label} file in the form field '${field}'`)
  if (files.length > 1) throw badRequest(`Multiple files selected: please send only one ${label} file`)
  return files[0]!
}

// Script can hide in an SVG in many ways; these catch the plain ones so the admin hears about it at once,
// and the CSP sandbox on every served SVG (routes.ts) is what guarantees nothing runs anyway.
const SVG_ACTIVE_CONTENT =
  /<script|<foreignObject|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*(?:javascript|data):/i

/**
 * Checks an upload independently of the client: size, allowed type, bytes that really decode as that
 * type, a pixel cap; then re-encodes raster images so metadata (GPS EXIF and the like) is dropped.
 */
export async function processImage(file: UploadedFile, label: string): Promise<ProcessedImage> {
  const name = file.name ? `'${file.name}'` : label
  if (file.size > MAX_UPLOAD_BYTES) {
    throw payloadTooLarge(`File too large: ${name} is over 10MB (the limit per file)`)
  }
  const claimed = claimedImageFormat(file)
  if (!claimed) {
    throw badRequest(
      `Invalid file type: ${name} is not an allowed image (${ALLOWED_IMAGE_EXTENSIONS.join(', ')})`,
    )
  }
  const input = new Uint8Array(await file.arrayBuffer())
  const notValid = () => badRequest(`Invalid image: ${name} is not a valid ${claimed.toUpperCase()} image`)
  let format: string | undefined
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ format, width, height } = await sharp(input).metadata())
  } catch {
    throw notValid()
  }
  if (format !== claimed) throw notValid()
  if (!width || !height || width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(`Image too large: ${name} has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`)
  }
  return processed(await encode(input, claimed, notValid), claimed, width, height)
}

function processed(bytes: Uint8Array, format: ImageFormat, width: number, height: number): ProcessedImage {
  const { contentType, ext } = IMAGE_FORMATS[format]
  return { hash: sha256(bytes, 'hex'), contentType, ext, bytes, size: bytes.byteLength, width, height }
}

async function encode(input: Uint8Array, format: ImageFormat, notValid: () => Error): Promise<Uint8Array> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, animated: format === 'gif' || format === 'webp' }
  try {
    if (format === 'svg') {
      // Rendering proves it is a well-formed SVG; the stored file is the original text.
      await sharp(input, options).png().toBuffer()
      if (SVG_ACTIVE_CONTENT.test(new TextDecoder().decode(input))) {
        throw badRequest('Invalid image: SVG files must not contain scripts or event handlers')
      }
      return input
    }
    // sharp writes no metadata unless asked to; rotate() first bakes in the EXIF orientation it drops.
    const image = sharp(input, options).rotate()
    const output =
      format === 'jpeg'
        ? image.jpeg({ quality: 90 })
        : format === 'png'
          ? image.png()
          : format === 'webp'
            ? image.webp({ quality: 90 })
            : image.gif()
    return new Uint8Array(await output.toBuffer())
  } catch (error) {
    if (error instanceof AppError) throw error
    throw notValid()
  }
}

/** Fixed-size renditions of an upload (the site's avatar and social image): what pages and cards show. */
const FRAMES = {
  /** Square, cropped around the most detailed region (usually a face). */
  avatar: { width: 512, height: 512, format: 'webp' },
  /** Open Graph / Twitter large card size. */
  social: { width: 1200, height: 630, format: 'jpeg' },
} as const

/**
 * Checks an upload like any other (processImage), then crops and resizes it to `frame`. The first frame
 * of an animation and a rasterised SVG are used: a profile picture or a link preview does not move.
 */
export async function processFramedImage(
  file: UploadedFile,
  label: string,
  frame: keyof typeof FRAMES,
): Promise<ProcessedImage> {
  const checked = await processImage(file, label)
  const { width, height, format } = FRAMES[frame]
  const image = sharp(checked.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).resize(
    width,
    height,
    { fit: 'cover', position: sharp.strategy.attention },
  )
  // JPEG has no transparency: a transparent logo lands on the site's dark background, not on black.
  const encoded =
    format === 'jpeg'
      ? image.flatten({ background: '#0f172a' }).jpeg({ quality: 85, mozjpeg: true })
      : image.webp({ quality: 88 })
  return processed(new Uint8Array(await encoded.toBuffer()), format, width, height)
}
