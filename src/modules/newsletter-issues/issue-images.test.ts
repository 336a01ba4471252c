import { beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { XMLParser } from 'fast-xml-parser'
import sharp from 'sharp'
import { deleteUnreferencedMedia } from '../../db/media.ts'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { clearNewsletter, deliverAll, reader } from '../../testing/newsletter.ts'
import { waitForOutbox } from '../../testing/outbox.ts'

/*
 * The composer's images (docs/decisions/234): uploaded into the media library (decoded and re-encoded
 * like every upload, with variants), described or marked decorative before an issue may go out, and a
 * feature image for the archive, the feed and the issue's link preview.
 */

let app: TestApp
let admin: string
let member: string

beforeAll(async () => {
  ;({ app, admin, member } = await appWithUsers({
    NEWSLETTER_DOUBLE_OPT_IN: 'false',
    NOTIFY_OWNER_ON_SUBSCRIBE: 'false',
  }))
})
beforeEach(() => clearNewsletter(app.sql))

const photo = (width: number, height: number, r = 180) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 60 } } })
    .png()
    .toBuffer()

function upload(bytes: Uint8Array | string, name = 'photo.png', type = 'image/png', cookie = admin) {
  const body = new FormData()
  body.append('image', new File([bytes as BlobPart], name, { type }))
  return app.fetch('/api/newsletter/images', { method: 'POST', headers: { cookie }, body })
}

async function uploaded(width = 1600, height = 900, r = 180): Promise<{ url: string }> {
  const response = await upload(await photo(width, height, r))
  expect(response.status).toBe(201)
  return (await response.json()) as { url: string }
}

const call = (method: string, path: string, json?: unknown, cookie = admin) =>
  app.fetch(path, { method, headers: { cookie }, json })

async function saved(fields: Record<string, unknown>, id?: number): Promise<IssueWithProgress> {
  const body = { title: 'With pictures', markdown: 'Text.', topics: [], ...fields }
  const response = await call(id ? 'PUT' : 'POST', `/api/newsletter/issues${id ? `/${id}` : ''}`, body)
  expect(response.status).toBe(id ? 200 : 201)
  return (await response.json()) as IssueWithProgress
}

const send = (id: number) => call('POST', `/api/newsletter/issues/${id}/send`)

const deliveries = async (id: number) =>
  (
    await app.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = ${id}`
  )[0]!.n

const short = (url: string) => `${url.slice(7, 15)}….png`

describe('uploading into the composer', () => {
  test('a real image is decoded, stored in the media library with variants, and served', async () => {
    const response = await upload(await photo(1600, 900))
    expect(response.status).toBe(201)
    const image = (await response.json()) as { url: string; width: number; height: number }
    expect(image).toEqual({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
      width: 1600,
      height: 900,
    })
    const served = await app.fetch(image.url)
    expect(served.status).toBe(200)
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(1600)
    // The responsive copies every upload has (decision 132).
    const variant = await app.fetch(image.url.replace('.png', '-640w.webp'))
    expect(variant.status).toBe(200)
    expect(await sharp(new Uint8Array(await variant.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
    })
    // It is in the library the composer picks from.
    const library = (await (await call('GET', '/api/newsletter/media')).json()) as { url: string }[]
    expect(library.map((m) => m.url)).toContain(image.url)
  })

  test('what is not an image, SVG (mail programs do not show it), several files or none are refused', async () => {
    const notImage = await upload('just text', 'notes.png', 'image/png')
    expect(notImage.status).toBe(400)
    expect(((await notImage.json()) as { message: string }).message).toContain(
      "'notes.png' is not a valid PNG",
    )
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'
    const refused = await upload(svg, 'logo.svg', 'image/svg+xml')
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Mail programs such as Gmail do not show SVG images: upload 'logo.svg' as PNG, JPEG, GIF or WebP",
    )
    const two = new FormData()
    for (const name of ['a.png', 'b.png'])
      two.append('image', new File([await photo(8, 8)], name, { type: 'image/png' }))
    expect(
      (await app.fetch('/api/newsletter/images', { method: 'POST', headers: { cookie: admin }, body: two }))
        .status,
    ).toBe(400)
    expect(
      (
        await app.fetch('/api/newsletter/images', {
          method: 'POST',
          headers: { cookie: admin },
          body: new FormData(),
        })
      ).status,
    ).toBe(400)
  })

  test('only the admin uploads', async () => {
    expect((await upload(await photo(8, 8), 'x.png', 'image/png', member)).status).toBe(403)
    const anonymous = new FormData()
    anonymous.append('image', new File([await photo(8, 8)], 'x.png', { type: 'image/png' }))
    expect((await app.fetch('/api/newsletter/images', { method: 'POST', body: anonymous })).status).toBe(401)
  })

  test('an uploaded image with its description reaches the mail, the text part keeping its description and address', async () => {
    const subscriber = await reader(app)
    const image = await uploaded(800, 600)
    const issue = await saved({ markdown: `Before.\n\n![Sign-ups per week, up 40%](${image.url})\n\nAfter.` })
    expect(issue.undescribedImages).toEqual([])
    expect((await send(issue.id)).status).toBe(200)
    await deliverAll(app)
    const [mail] = await waitForOutbox(app.sql, 1)
    expect(mail!.to).toContain(subscriber.email)
    expect(mail!.html).toContain(`src="${app.config.siteUrl}${image.url}"`)
    expect(mail!.text).toContain(`[Image: Sign-ups per week, up 40%] ${app.config.siteUrl}${image.url}`)
  })
})

describe('no image goes out without a description', () => {
  test('a send with an undescribed image is refused, naming each image; decorative or described, it goes', async () => {
    await reader(app)
    const chart = await uploaded(400, 300, 10)
    const photoUrl = (await uploaded(400, 300, 20)).url
    const divider = (await uploaded(400, 20, 30)).url
    // The composer's old default alt text counts as none.
    const markdown = `![Image description](${chart.url}) ![Me at the desk](${photoUrl}) ![](${divider})`
    const issue = await saved({ markdown })
    expect(issue.undescribedImages).toEqual([
      { position: 1, src: chart.url },
      { position: 3, src: divider },
    ])

    const refused = await send(issue.id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      message: `Image 1 (${short(chart.url)}) and image 3 (${short(divider)}) have no description (alt text): give each image a description, or mark it decorative, before sending. It was not sent and stays a draft.`,
      undescribedImages: [
        { position: 1, src: chart.url },
        { position: 3, src: divider },
      ],
    })
    expect(await deliveries(issue.id)).toBe(0)
    const [row] = await app.sql`SELECT status FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.status).toBe('draft')

    // Described, and the divider marked decorative (shipped with alt="", as HTML says "nothing to describe").
    const fixed = await saved(
      {
        markdown: `![Sign-ups per week](${chart.url}) ![Me at the desk](${photoUrl}) ![](${divider} "decorative")`,
      },
      issue.id,
    )
    expect(fixed.undescribedImages).toEqual([])
    expect(fixed.html).toContain(`<img src="${divider}" alt="" role="presentation" />`)
    expect((await send(issue.id)).status).toBe(200)
  })

  test('the live preview names the undescribed images too', async () => {
    const hash = 'd'.repeat(64)
    const response = await call('POST', '/api/newsletter/issues/preview', {
      markdown: `![ok](/media/${hash}.png) ![ ](/media/${hash}.png)`,
    })
    expect(await response.json()).toMatchObject({
      undescribedImages: [{ position: 2, src: `/media/${hash}.png` }],
    })
  })
})

describe('the feature image', () => {
  test('shows in the archive, the issue page, the feed and its link preview; it needs a description too', async () => {
    await reader(app)
    const feature = await uploaded(1600, 900, 200)
    const issue = await saved({ title: 'Pictured', featureImageUrl: feature.url })
    expect(issue).toMatchObject({
      featureImageUrl: feature.url,
      featureImageAlt: '',
      featureImageDecorative: false,
    })
    expect(issue.undescribedImages).toEqual([{ position: 'feature', src: feature.url }])
    const refused = await send(issue.id)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toStartWith(
      'The feature image has no description (alt text)',
    )

    await saved(
      { title: 'Pictured', featureImageUrl: feature.url, featureImageAlt: 'A desk by a window' },
      issue.id,
    )
    expect((await send(issue.id)).status).toBe(200)
    await deliverAll(app)

    // The archive (GraphQL, as its pages read it).
    const graphql = await app.fetch('/graphql', {
      method: 'POST',
      json: { query: '{ newsletterIssues { title featureImage { url alt width height } } }' },
    })
    expect(((await graphql.json()) as { data: unknown }).data).toEqual({
      newsletterIssues: [
        {
          title: 'Pictured',
          featureImage: { url: feature.url, alt: 'A desk by a window', width: 1600, height: 900 },
        },
      ],
    })
    const archive = await (await app.fetch('/newsletter/archive')).text()
    expect(archive).toContain(`src="${feature.url}"`)
    expect(archive).toContain('alt="A desk by a window"')

    // The issue page shows it, and shares its card.
    const page = await (await app.fetch('/newsletter/archive/pictured')).text()
    const shown = page.match(/<img src="\/media\/[^>]*>/)?.[0]
    expect(shown).toStartWith(`<img src="${feature.url}" alt="A desk by a window"`)
    expect(shown).toContain('fetchPriority="high"')
    const card = `/og/newsletter/${issue.id}.png`
    const meta = page.match(/<meta property="og:image(?::alt)?" [^>]*>/g)
    expect(meta).toEqual([
      expect.stringMatching(
        new RegExp(`^<meta property="og:image" content="${app.config.siteUrl}${card}\\?v=\\d+"`),
      ),
      '<meta property="og:image:alt" content="A desk by a window" />',
    ])
    const png = await app.fetch(card)
    expect(png.status).toBe(200)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(await sharp(new Uint8Array(await png.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    })

    // The feed: a thumbnail, and the image first in the content, at absolute addresses.
    const feed = new XMLParser({ ignoreAttributes: false }).parse(
      await (await app.fetch('/newsletter/feed.xml')).text(),
    ).feed
    const entry = [feed.entry].flat()[0] as Record<string, { '@_url'?: string; '#text'?: string }>
    expect(entry['media:thumbnail']!['@_url']).toBe(`${app.config.siteUrl}${feature.url}`)
    expect(entry.content!['#text']).toStartWith(
      `<p><img src="${app.config.siteUrl}${feature.url}" alt="A desk by a window" width="1600" height="900" /></p>`,
    )

    // What the feature image refers to stays in the library when something else lets go of it.
    expect(await deleteUnreferencedMedia(app.sql, [feature.url.slice(7, 71)])).toEqual([])
  })

  test('a decorative feature image goes with an empty alt; an issue without one has no card of its own', async () => {
    await reader(app)
    const feature = await uploaded(1200, 630, 90)
    const issue = await saved({ title: 'Plain', featureImageUrl: feature.url, featureImageDecorative: true })
    expect(issue.undescribedImages).toEqual([])
    expect((await send(issue.id)).status).toBe(200)
    await deliverAll(app)
    const page = await (await app.fetch('/newsletter/archive/plain')).text()
    expect(page).toContain(`<img src="${feature.url}" alt=""`)
    // Taken off again: the issue page shares the site's image and its card answers 404.
    await saved({ title: 'Plain', featureImageUrl: null }, issue.id)
    expect((await app.fetch(`/og/newsletter/${issue.id}.png`)).status).toBe(404)
    expect(await (await app.fetch('/newsletter/archive/plain')).text()).not.toContain(
      `/og/newsletter/${issue.id}.png`,
    )
    expect((await app.fetch('/og/newsletter/nope.png')).status).toBe(404)
  })

  test('an address that is not an upload of this site is refused and changes nothing', async () => {
    const issue = await saved({})
    const missing = await call('PUT', `/api/newsletter/issues/${issue.id}`, {
      title: 'With pictures',
      markdown: 'Text.',
      topics: [],
      featureImageUrl: `/media/${'e'.repeat(64)}.png`,
    })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ errors: [{ field: 'featureImageUrl' }] })
    const elsewhere = await call('PUT', `/api/newsletter/issues/${issue.id}`, {
      title: 'With pictures',
      markdown: 'Text.',
      topics: [],
      featureImageUrl: 'https://tracker.example/pixel.png',
    })
    expect(elsewhere.status).toBe(400)
    const [row] = await app.sql`SELECT feature_image_url FROM newsletter_issues WHERE id = ${issue.id}`
    expect(row!.feature_image_url).toBeNull()
  })
})
