import { dirname, join } from 'node:path'
import type { ReactNode } from 'react'
import satori from 'satori'
import sharp from 'sharp'
import { MAX_IMAGE_PIXELS } from '../../shared/media.ts'

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number]

// The site's own typeface. Satori reads TTF/OTF/WOFF but not WOFF2, hence the .woff files of the package
// whose .woff2 the pages use; "exports" maps only its stylesheets, so the folder is found through one.
const FONT_DIR = join(dirname(Bun.resolveSync('@fontsource/jetbrains-mono/400', import.meta.dir)), 'files')

let fonts: Promise<SatoriFont[]> | undefined

const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'JetBrains Mono',
      weight,
      style: 'normal' as const,
      data: await Bun.file(join(FONT_DIR, `jetbrains-mono-latin-${weight}-normal.woff`)).arrayBuffer(),
    })),
  ))

/** A React tree in satori's inline-style subset, drawn as SVG and rasterised to PNG. */
export async function renderPng(tree: ReactNode, width: number, height: number): Promise<Uint8Array> {
  const svg = await satori(tree, { width, height, fonts: await loadFonts() })
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer())
}

/** An image cropped to fill exactly width × height, as PNG. */
export async function coverPng(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .png()
      .toBuffer(),
  )
}

export const dataUrl = (contentType: string, bytes: Uint8Array | string) =>
  `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`
