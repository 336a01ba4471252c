import { beforeAll, describe, expect, test } from 'bun:test'
import sharp from 'sharp'
import type { Project } from '../../shared/models/projects.ts'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'

let app: TestApp
let admin: string
let member: string
let projectId: number

const solid = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 40 } } })
const png = (r = 200) => solid(32, 24, r).png().toBuffer()
const jpeg = () => solid(40, 30).jpeg().toBuffer()
const webp = () => solid(20, 20).webp().toBuffer()
const gif = () => solid(16, 16).gif().toBuffer()

const file = (bytes: Uint8Array | string, name: string, type: string) =>
  new File([bytes as BlobPart], name, { type })

function form(field: string, ...files: File[]): FormData {
  const data = new FormData()
  for (const f of files) data.append(field, f)
  return data
}

const upload = (path: string, body: FormData, cookie = admin) =>
  app.fetch(`/api/projects/${projectId}/${path}`, { method: 'POST', headers: { cookie }, body })

const project = async (): Promise<Project> =>
  (await (await app.fetch(`/api/projects/${projectId}`)).json()) as Project

const mediaCount = async () => (await app.sql`SELECT count(*)::int AS n FROM media`)[0]!.n as number

beforeAll(async () => {
  ;({ app, admin, member } = await appWithUsers())
  const created = await app.fetch('/api/projects', {
    method: 'POST',
    headers: { cookie: admin },
    json: { title: 'Media project', description: 'Has pictures' },
  })
  projectId = ((await created.json()) as Project).id
})

describe('icon and hero uploads', () => {
  test('a real PNG icon is stored, answered as the saved project and served immutable', async () => {
    const response = await upload('upload-icon', form('icon', file(await png(), 'icon.png', 'image/png')))
    expect(response.status).toBe(200)
    const saved = (await response.json()) as Project
    expect(saved.iconUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/)
    const served = await app.fetch(saved.iconUrl!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 24])
    const again = await app.fetch(saved.iconUrl!, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  test('JPEG, WebP and GIF decode and are accepted as hero images', async () => {
    for (const [bytes, name, type, ext] of [
      [await jpeg(), 'hero.jpg', 'image/jpeg', 'jpg'],
      [await webp(), 'hero.webp', 'image/webp', 'webp'],
      [await gif(), 'hero.gif', 'image/gif', 'gif'],
    ] as const) {
      const response = await upload('upload-hero', form('hero', file(bytes, name, type)))
      expect(response.status).toBe(200)
      const saved = (await response.json()) as Project
      expect(saved.heroImageUrl).toEndWith(`.${ext}`)
      expect((await app.fetch(saved.heroImageUrl!)).headers.get('content-type')).toBe(type)
    }
    // Each replacement released the previous hero: only the icon and the current hero remain.
    expect(await mediaCount()).toBe(2)
  })

  test('metadata such as GPS EXIF is stripped', async () => {
    const tagged = await solid(30, 30)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer()
    expect((await sharp(tagged).metadata()).exif).toBeDefined()
    const response = await upload('upload-hero', form('hero', file(tagged, 'gps.jpg', 'image/jpeg')))
    expect(response.status).toBe(200)
    const served = await app.fetch(((await response.json()) as Project).heroImageUrl!)
    const bytes = new Uint8Array(await served.arrayBuffer())
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()
    expect(Buffer.from(bytes).includes('secret-owner')).toBe(false)
  })

  test('text renamed .png, a PNG sent as JPEG and an unknown type are 400s and change nothing', async () => {
    const before = await project()
    const cases = [
      file('just some text, not an image', 'fake.png', 'image/png'),
      file(await png(), 'liar.jpg', 'image/jpeg'),
      file(await png(), 'doc.pdf', 'application/pdf'),
    ]
    for (const bad of cases) {
      const response = await upload('upload-icon', form('icon', bad))
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/Invalid (image|file type)/)
    }
    expect(await project()).toEqual(before)
  })

  test('an 11 MB file is a 413', async () => {
    const big = new Uint8Array(11 * 1024 * 1024)
    big.set(await png())
    const response = await upload('upload-icon', form('icon', file(big, 'big.png', 'image/png')))
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toMatch(/File too large/)
  })

  test('a small file claiming a huge canvas is refused before decoding', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const response = await upload('upload-hero', form('hero', file(huge, 'huge.png', 'image/png')))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/megapixels/)
  })

  test('two files in the icon field, or none, are 400s', async () => {
    const two = form(
      'icon',
      file(await png(1), 'a.png', 'image/png'),
      file(await png(2), 'b.png', 'image/png'),
    )
    const response = await upload('upload-icon', two)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/Multiple files selected/)
    const none = await upload('upload-icon', form('hero', file(await png(), 'a.png', 'image/png')))
    expect(none.status).toBe(400)
  })

  test('an SVG with script is refused; a clean SVG is served with a CSP sandbox', async () => {
    const evil =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
    const handler = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>'
    for (const svg of [evil, handler]) {
      const response = await upload('upload-icon', form('icon', file(svg, 'x.svg', 'image/svg+xml')))
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/scripts/)
    }
    const clean =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    const response = await upload('upload-icon', form('icon', file(clean, 'ok.svg', 'image/svg+xml')))
    expect(response.status).toBe(200)
    const served = await app.fetch(((await response.json()) as Project).iconUrl!)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  test('401 signed out, 403 for a non-admin, 404 for an unknown project', async () => {
    const body = () => form('icon', file('x', 'a.png', 'image/png'))
    expect((await upload('upload-icon', body(), '')).status).toBe(401)
    expect((await upload('upload-icon', body(), member)).status).toBe(403)
    const missing = await app.fetch('/api/projects/9999/upload-icon', {
      method: 'POST',
      headers: { cookie: admin },
      body: form('icon', file(await png(), 'a.png', 'image/png')),
    })
    expect(missing.status).toBe(404)
  })
})

describe('screenshots', () => {
  let urls: string[]

  test('several files in one request are appended in order', async () => {
    const response = await upload(
      'upload-screenshots',
      form(
        'screenshots',
        file(await png(10), 'one.png', 'image/png'),
        file(await png(20), 'two.png', 'image/png'),
        file(await jpeg(), 'three.jpg', 'image/jpeg'),
      ),
    )
    expect(response.status).toBe(200)
    urls = ((await response.json()) as Project).screenshotUrls
    expect(urls).toHaveLength(3)
    const single = await upload(
      'upload-screenshots',
      form('screenshots', file(await webp(), 'four.webp', 'image/webp')),
    )
    urls = ((await single.json()) as Project).screenshotUrls
    expect(urls).toHaveLength(4)
  })

  test('one bad file rejects the whole batch', async () => {
    const response = await upload(
      'upload-screenshots',
      form('screenshots', file(await png(30), 'ok.png', 'image/png'), file('nope', 'bad.png', 'image/png')),
    )
    expect(response.status).toBe(400)
    expect((await project()).screenshotUrls).toEqual(urls)
  })

  test('reorder accepts only a permutation of the current list', async () => {
    const reorder = (screenshotUrls: unknown, cookie = admin) =>
      app.fetch(`/api/projects/${projectId}/reorder-screenshots`, {
        method: 'PUT',
        headers: { cookie },
        json: { screenshotUrls },
      })
    const bad = [
      urls.slice(1),
      [...urls, urls[0]],
      [urls[0], urls[0], urls[1], urls[2]],
      [...urls.slice(1), '/media/elsewhere.png'],
      'not a list',
    ]
    for (const list of bad) expect((await reorder(list)).status).toBe(400)
    expect((await project()).screenshotUrls).toEqual(urls)
    const reversed = [...urls].reverse()
    expect((await reorder(reversed, '')).status).toBe(401)
    expect((await reorder(reversed, member)).status).toBe(403)
    const response = await reorder(reversed)
    expect(response.status).toBe(200)
    expect(((await response.json()) as Project).screenshotUrls).toEqual(reversed)
    urls = reversed
  })

  test('delete one by index (404 out of range), then all', async () => {
    const del = (path: string, cookie = admin) =>
      app.fetch(`/api/projects/${projectId}/${path}`, { method: 'DELETE', headers: { cookie } })
    expect((await del('screenshots/1', '')).status).toBe(401)
    expect((await del('screenshots/1', member)).status).toBe(403)
    expect((await del('screenshots/4')).status).toBe(404)
    expect((await del('screenshots/x')).status).toBe(404)
    const response = await del('screenshots/1')
    expect(response.status).toBe(200)
    expect(((await response.json()) as Project).screenshotUrls).toEqual([urls[0]!, urls[2]!, urls[3]!])
    expect((await app.fetch(urls[1]!)).status).toBe(404)
    expect((await del('screenshots', member)).status).toBe(403)
    const all = await del('screenshots')
    expect(((await all.json()) as Project).screenshotUrls).toEqual([])
    expect((await app.fetch(urls[0]!)).status).toBe(404)
  })
})

test('deleting a project deletes its commands and the media only it used', async () => {
  const create = async (title: string) =>
    (
      (await (
        await app.fetch('/api/projects', {
          method: 'POST',
          headers: { cookie: admin },
          json: { title, description: 'd' },
        })
      ).json()) as Project
    ).id
  const a = await create('Project A')
  const b = await create('Project B')
  const send = (id: number, path: string, body: FormData) =>
    app.fetch(`/api/projects/${id}/${path}`, { method: 'POST', headers: { cookie: admin }, body })
  const shared = await png(111)
  const own = await png(222)
  const sharedUrl = (
    (await (await send(a, 'upload-icon', form('icon', file(shared, 's.png', 'image/png')))).json()) as Project
  ).iconUrl!
  await send(b, 'upload-screenshots', form('screenshots', file(shared, 's.png', 'image/png')))
  const ownUrl = (
    (await (await send(a, 'upload-hero', form('hero', file(own, 'o.png', 'image/png')))).json()) as Project
  ).heroImageUrl!
  await app.fetch(`/api/projects/${a}/commands`, {
    method: 'POST',
    headers: { cookie: admin },
    json: { command: 'npm test', description: 'Runs tests' },
  })
  const response = await app.fetch(`/api/projects/${a}`, { method: 'DELETE', headers: { cookie: admin } })
  expect(response.status).toBe(200)
  expect((await app.fetch(`/api/projects/${a}`)).status).toBe(404)
  expect((await app.sql`SELECT count(*)::int AS n FROM commands WHERE project_id = ${a}`)[0]!.n).toBe(0)
  expect((await app.fetch(ownUrl)).status).toBe(404)
  expect((await app.fetch(sharedUrl)).status).toBe(200)
})

test('unknown or malformed media addresses are 404s', async () => {
  for (const path of ['/media/abc.png', `/media/${'0'.repeat(64)}.png`, '/media/../etc/passwd']) {
    expect((await app.fetch(path)).status).toBe(404)
  }
})
