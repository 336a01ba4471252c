import { beforeAll, expect, test } from 'bun:test'
import sharp from 'sharp'
import { parseVariant, variantSrcSet } from '../../../web/lib/media-variants.ts'
import { insertMediaVariant } from '../../db/media-variants.ts'
import type { Project } from '../../shared/models/projects.ts'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'

let app: TestApp
let admin: string
let projectId: number

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer()

async function uploadHero(bytes: Uint8Array | string, name: string, type: string): Promise<string> {
  const body = new FormData()
  body.append('hero', new File([bytes as BlobPart], name, { type }))
  const response = await app.fetch(`/api/projects/${projectId}/upload-hero`, {
    method: 'POST',
    headers: { cookie: admin },
    body,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as Project).heroImageUrl!
}

const variantRows = async () => (await app.sql`SELECT count(*)::int AS n FROM media_variants`)[0]!.n as number

beforeAll(async () => {
  ;({ app, admin } = await appWithUsers())
  const created = await app.fetch('/api/projects', {
    method: 'POST',
    headers: { cookie: admin },
    json: { title: 'Variants', description: 'Has a photo' },
  })
  projectId = ((await created.json()) as Project).id
})

test('an uploaded photo is served as AVIF and WebP at each listed width, made once and kept', async () => {
  const url = await uploadHero(await photo(1500, 1000), 'photo.jpg', 'image/jpeg')
  const hash = url.match(/([0-9a-f]{64})/)![1]!
  for (const format of ['avif', 'webp'] as const) {
    const srcset = variantSrcSet(url, format)!
    expect(srcset).toContain(`/media/${hash}-640w.${format} 640w`)
    const response = await app.fetch(`/media/${hash}-640w.${format}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(`image/${format}`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBeNull()
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata()
    expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([
      format,
      640,
      427,
    ])
    const again = await app.fetch(`/media/${hash}-640w.${format}`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  }
  expect(await variantRows()).toBe(2)
  // Served from the stored copy the second time: no new row, same bytes.
  const first = new Uint8Array(await (await app.fetch(`/media/${hash}-320w.webp`)).arrayBuffer())
  const second = new Uint8Array(await (await app.fetch(`/media/${hash}-320w.webp`)).arrayBuffer())
  expect(second).toEqual(first)
  expect(await variantRows()).toBe(3)
  // Wider than the source: the source's own width, never enlarged.
  const wide = await app.fetch(`/media/${hash}-1920w.webp`)
  expect((await sharp(new Uint8Array(await wide.arrayBuffer())).metadata()).width).toBe(1500)
})

test('widths off the list, unknown media, SVG sources and replaced images are 404s', async () => {
  const url = await uploadHero(await photo(400, 300), 'small.jpg', 'image/jpeg')
  const hash = url.match(/([0-9a-f]{64})/)![1]!
  expect((await app.fetch(`/media/${hash}-500w.webp`)).status).toBe(404)
  expect((await app.fetch(`/media/${'0'.repeat(64)}-640w.webp`)).status).toBe(404)
  const svg = await uploadHero(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    'logo.svg',
    'image/svg+xml',
  )
  expect(variantSrcSet(svg, 'webp')).toBeNull()
  const svgHash = svg.match(/([0-9a-f]{64})/)![1]!
  expect((await app.fetch(`/media/${svgHash}-320w.webp`)).status).toBe(404)
  // Replacing the hero released the small photo; its variants went with it.
  expect((await app.fetch(`/media/${hash}-320w.webp`)).status).toBe(404)
  expect(await variantRows()).toBe(0)
})

test('variant names are parsed strictly', () => {
  const hash = 'a'.repeat(64)
  expect(parseVariant(`${hash}-640w.avif`)).toEqual({ hash, width: 640, format: 'avif' })
  for (const bad of [
    `${hash}-640w.png`,
    `${hash}-641w.webp`,
    `${hash}.webp`,
    `${hash}-640.webp`,
    '../x-640w.webp',
  ])
    expect(parseVariant(bad)).toBeNull()
  expect(variantSrcSet('https://example.com/a.png', 'avif')).toBeNull()
  expect(variantSrcSet(`/media/${hash}.gif`, 'avif')).toBeNull()
})

// Needs two connections at once; PGlite has one, where the two cannot overlap at all.
test.skipIf(!process.env.DATABASE_URL)(
  'a variant made while its photo is being deleted is not stored, and is no error',
  async () => {
    const url = await uploadHero(await photo(900, 600), 'gone.jpg', 'image/jpeg')
    const hash = url.split('/').at(-1)!.split('.')[0]!
    const before = await variantRows()
    let insert: Promise<void> | undefined
    // The delete holds the photo's row while the insert checks its foreign key: the insert's EXISTS
    // still sees the photo, its key check waits, then finds it gone once the delete commits.
    await app.sql.begin(async (tx) => {
      await tx`DELETE FROM media WHERE hash = ${hash}`
      insert = insertMediaVariant(app.sql, { hash, width: 640, format: 'webp' }, new Uint8Array([1, 2, 3]))
      await Bun.sleep(300)
    })
    await insert
    expect(await variantRows()).toBe(before)
  },
)
