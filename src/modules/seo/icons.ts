import { join } from 'node:path'
import sharp from 'sharp'
import { brandColors } from '../../shared/brand.ts'
import { firstNameOf } from '../../shared/site.ts'
import type { OwnerProfile } from './profile.ts'

/** The one drawing every icon is made from (also served as is, for browsers that take SVG icons). */
const SOURCE = join(import.meta.dir, '..', '..', '..', 'web', 'public', 'favicon.svg')
const ICO_SIZES = [16, 32, 48] as const
export const MANIFEST_ICON_SIZES = [192, 512] as const
const APPLE_TOUCH_SIZE = 180

/**
 * The installed app's colours: the default (dark) theme's page top and bottom (src/shared/brand.ts); a
 * manifest has one theme colour, so it cannot follow a visitor's choice as the page's meta does.
 */
const THEME_COLOR = brandColors.pageTop
const BACKGROUND_COLOR = brandColors.pageBottom

export interface SiteIcons {
  ico: Uint8Array
  appleTouch: Uint8Array
  /** PNG bytes by edge length, for the manifest. */
  png: Map<number, Uint8Array>
}

const rasterise = async (svg: Uint8Array, size: number, background?: string) => {
  let image = sharp(svg, { density: 72 * (size / 32) * 2 }).resize(size, size)
  // iOS puts a transparent touch icon on black: give it the page's own background instead.
  if (background) image = image.flatten({ background })
  return new Uint8Array(await image.png().toBuffer())
}

/**
 * An ICO container holding PNG images (supported by every browser since Windows Vista's format): a
 * 6-byte header, a 16-byte directory entry per image, then the PNG bytes.
 */
function icoOf(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const headerBytes = 6 + 16 * images.length
  const out = new Uint8Array(headerBytes + images.reduce((n, image) => n + image.png.byteLength, 0))
  const view = new DataView(out.buffer)
  view.setUint16(2, 1, true) // type: icon
  view.setUint16(4, images.length, true)
  let offset = headerBytes
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i
    view.setUint8(entry, size >= 256 ? 0 : size)
    view.setUint8(entry + 1, size >= 256 ? 0 : size)
    view.setUint16(entry + 4, 1, true) // colour planes
    view.setUint16(entry + 6, 32, true) // bits per pixel
    view.setUint32(entry + 8, png.byteLength, true)
    view.setUint32(entry + 12, offset, true)
    out.set(png, offset)
    offset += png.byteLength
  })
  return out
}

let icons: Promise<SiteIcons> | undefined

/** Made once per process from the SVG (started at boot, so the first request does not wait for it). */
export function siteIcons(): Promise<SiteIcons> {
  icons ??= (async () => {
    const svg = await Bun.file(SOURCE).bytes()
    const ico = icoOf(
      await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await rasterise(svg, size) }))),
    )
    const png = new Map(
      await Promise.all(MANIFEST_ICON_SIZES.map(async (size) => [size, await rasterise(svg, size)] as const)),
    )
    return { ico, appleTouch: await rasterise(svg, APPLE_TOUCH_SIZE, BACKGROUND_COLOR), png }
  })()
  icons.catch(() => {
    icons = undefined
  })
  return icons
}

/** The web app manifest (installing the site, the home-screen icon and colours). */
export function webManifest(owner: OwnerProfile) {
  return {
    name: owner.name,
    short_name: firstNameOf(owner.name),
    description: owner.description,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      ...MANIFEST_ICON_SIZES.map((size) => ({
        src: `/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
