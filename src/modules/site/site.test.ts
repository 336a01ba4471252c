import { beforeAll, describe, expect, test } from 'bun:test'
import sharp from 'sharp'
import { readDataVersion } from '../../db/data-version.ts'
import { deleteOrphanMedia } from '../../db/media.ts'
import { DEFAULT_ABOUT, DEFAULT_CAREER_START, defaultGreetings } from '../../shared/site.ts'
import { appWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import type { SiteSettings } from './model.ts'
import { ensureSiteSettings } from './service.ts'

let app: TestApp
let admin: string
let member: string

const OWNER = {
  OWNER_NAME: 'Grace Sample',
  OWNER_EMAIL: 'grace@example.org',
  OWNER_LINKEDIN_URL: 'https://www.linkedin.com/in/grace',
  OWNER_GITHUB_URL: 'https://github.com/grace',
}

beforeAll(async () => {
  ;({ app, admin, member } = await appWithUsers(OWNER, { seed: true }))
})

/** An empty cookie sends none: anonymous. */
const put = (json: unknown, cookie = admin) =>
  app.fetch('/api/site', { method: 'PUT', headers: cookie ? { cookie } : {}, json })

const current = async () => (await (await app.fetch('/api/site')).json()) as SiteSettings

const gql = async (query: string) =>
  (await (await app.fetch('/graphql', { method: 'POST', json: { query } })).json()) as {
    data?: { site: Record<string, unknown> }
    errors?: unknown[]
  }

const edited = {
  ownerName: 'Grace Hopper',
  jobTitle: 'Compiler Engineer',
  greetings: ['Hello!', 'Second line'],
  aboutFull: 'A long bio.\n\nTwo paragraphs.',
  aboutShort: 'Short bio.',
  careerStart: '2015-09-01',
  statLabel: 'Bugs Found',
  statValue: '1',
  contactEmail: 'hopper@example.org',
  linkedinUrl: 'https://www.linkedin.com/in/hopper',
  githubUrl: 'https://github.com/hopper',
  xUrl: 'https://x.com/hopper',
  mastodonUrl: '',
  scholarUrl: null,
  huggingfaceUrl: 'https://huggingface.co/hopper',
  description: 'Grace Hopper builds compilers.',
  themeDefault: 'system',
}

const errorFields = async (response: Response) =>
  ((await response.json()) as { errors: { field: string; message: string }[] }).errors

describe('first run', () => {
  test('the settings start from the OWNER_* variables and the sample look', async () => {
    expect(await current()).toEqual({
      ownerName: 'Grace Sample',
      jobTitle: 'FullStack Machine Learning Engineer',
      avatarUrl: null,
      greetings: defaultGreetings('Grace'),
      aboutFull: DEFAULT_ABOUT.full,
      aboutShort: DEFAULT_ABOUT.short,
      careerStart: DEFAULT_CAREER_START,
      statLabel: 'Cups of Tea',
      statValue: '∞',
      contactEmail: 'grace@example.org',
      linkedinUrl: 'https://www.linkedin.com/in/grace',
      githubUrl: 'https://github.com/grace',
      xUrl: null,
      mastodonUrl: null,
      scholarUrl: null,
      huggingfaceUrl: null,
      description:
        'Grace Sample, fullstack machine learning engineer: projects, work experience and a little background.',
      socialImageUrl: null,
      themeDefault: 'dark',
    })
  })

  test('the home page renders them: header links, hero, About, footer and meta tags', async () => {
    const html = await (await app.fetch('/')).text()
    expect(html).toContain('<title>Grace Sample · FullStack Machine Learning Engineer</title>')
    expect(html).toContain('href="https://www.linkedin.com/in/grace"')
    expect(html).toContain('Hello there, I&#x27;m <!-- -->Grace<!-- -->!')
    expect(html).toContain('Cups of Tea')
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Grace Sample[\s\S]*<\/footer>/)
  })
})

describe('PUT /api/site', () => {
  test('anonymous 401, a reader 403, and nothing changes', async () => {
    expect((await put(edited, '')).status).toBe(401)
    expect((await put(edited, member)).status).toBe(403)
    expect((await current()).ownerName).toBe('Grace Sample')
  })

  test('bad values are 400s naming each field, and nothing changes', async () => {
    const before = await current()
    const cases: [Record<string, unknown>, string][] = [
      [{ ownerName: '  ' }, 'ownerName'],
      [{ ownerName: 'x'.repeat(101) }, 'ownerName'],
      [{ greetings: [] }, 'greetings'],
      [{ greetings: Array.from({ length: 9 }, (_, i) => `Line ${i}`) }, 'greetings'],
      [{ greetings: ['ok', ''] }, 'greetings.1'],
      [{ linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl'],
      [{ xUrl: 'not a url' }, 'xUrl'],
      [{ contactEmail: 'nobody' }, 'contactEmail'],
      [{ careerStart: '2020-13-01' }, 'careerStart'],
      [{ careerStart: '2023-02-30' }, 'careerStart'],
      [{ careerStart: '2999-01-01' }, 'careerStart'],
      [{ aboutShort: 'x'.repeat(2001) }, 'aboutShort'],
      [{ description: 'a\u0000b' }, 'description'],
      [{ themeDefault: 'light' }, 'themeDefault'],
      [{ surprise: true }, 'surprise'],
    ]
    for (const [change, field] of cases) {
      const response = await put({ ...edited, ...change })
      expect(response.status, JSON.stringify(change).slice(0, 80)).toBe(400)
      expect((await errorFields(response)).map((e) => e.field)).toContain(field)
    }
    expect(await current()).toEqual(before)
  })

  test('an edit is saved, bumps the data version and shows on the next page render', async () => {
    await app.fetch('/') // a cached copy of the old home page
    const version = await readDataVersion(app.sql)
    const response = await put(edited)
    expect(response.status).toBe(200)
    const saved = (await response.json()) as SiteSettings
    expect(saved).toMatchObject({ ...edited, mastodonUrl: null, scholarUrl: null })
    expect(await readDataVersion(app.sql)).toBeGreaterThan(version)

    const html = await (await app.fetch('/')).text()
    expect(html).toContain('<title>Grace Hopper · Compiler Engineer</title>')
    expect(html).toContain('<meta name="description" content="Grace Hopper builds compilers." />')
    expect(html).toContain('Bugs Found')
    expect(html).toContain('href="https://huggingface.co/hopper"')
    expect(html).not.toContain('Grace Sample')
  })

  test('the object GET answers can be sent back as it is', async () => {
    const response = await put(await current())
    expect(response.status).toBe(200)
  })

  test('GraphQL `site` answers the saved settings; themeDefault as an enum', async () => {
    const { data } = await gql(
      '{ site { ownerName ownerFirstName greetings careerStart statLabel xUrl mastodonUrl themeDefault } }',
    )
    expect(data?.site).toEqual({
      ownerName: 'Grace Hopper',
      ownerFirstName: 'Grace',
      greetings: ['Hello!', 'Second line'],
      careerStart: '2015-09-01',
      statLabel: 'Bugs Found',
      xUrl: 'https://x.com/hopper',
      mastodonUrl: null,
      themeDefault: 'SYSTEM',
    })
  })

  test('a restart keeps the database values: OWNER_* are first-run defaults only', async () => {
    // What start-up runs (src/server.ts), now with other variables.
    expect(await ensureSiteSettings(app.sql, { ...app.config.owner, name: 'Someone Else' })).toBe(false)
    expect((await current()).ownerName).toBe('Grace Hopper')
  })
})

describe('avatar and social image', () => {
  const png = (width: number, height: number, r = 30) =>
    sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
      .png()
      .toBuffer()
  const send = async (path: string, field: string, bytes: Uint8Array | string, cookie = admin) => {
    const body = new FormData()
    body.append(field, new File([bytes as BlobPart], 'picture.png', { type: 'image/png' }))
    return app.fetch(path, { method: 'POST', headers: { cookie }, body })
  }

  test('the avatar is decoded, square-cropped to 512 px and served; the old one is released', async () => {
    expect((await send('/api/site/avatar', 'avatar', await png(800, 400), member)).status).toBe(403)
    expect((await send('/api/site/avatar', 'avatar', 'not an image')).status).toBe(400)
    const response = await send('/api/site/avatar', 'avatar', await png(800, 400))
    expect(response.status).toBe(200)
    const first = ((await response.json()) as SiteSettings).avatarUrl!
    expect(first).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
    const served = await app.fetch(first)
    expect(await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: 'webp',
    })
    expect(await (await app.fetch('/')).text()).toContain(`src="${first}"`)

    const second = (
      (await (await send('/api/site/avatar', 'avatar', await png(300, 900, 220))).json()) as SiteSettings
    ).avatarUrl!
    expect(second).not.toBe(first)
    expect((await app.fetch(first)).status).toBe(404)
  })

  test('the social image is 1200×630 and becomes og:image of pages without their own', async () => {
    const response = await send('/api/site/social-image', 'image', await png(1000, 1000))
    expect(response.status).toBe(200)
    const url = ((await response.json()) as SiteSettings).socialImageUrl!
    const served = await app.fetch(url)
    expect(await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    })
    expect(await (await app.fetch('/projects')).text()).toContain(
      `<meta property="og:image" content="http://portfolio.test${url}" />`,
    )
  })

  test('the orphan sweep never deletes the site images', async () => {
    await app.sql`UPDATE media SET created_at = now() - interval '2 hours'`
    await deleteOrphanMedia(app.sql, 60 * 60 * 1000)
    const { avatarUrl, socialImageUrl } = await current()
    expect((await app.fetch(avatarUrl!)).status).toBe(200)
    expect((await app.fetch(socialImageUrl!)).status).toBe(200)
  })

  test('DELETE goes back to the drawn initials', async () => {
    const response = await app.fetch('/api/site/avatar', { method: 'DELETE', headers: { cookie: admin } })
    expect(((await response.json()) as SiteSettings).avatarUrl).toBeNull()
    expect(await (await app.fetch('/')).text()).toContain('aria-label="Profile picture of Grace Hopper"')
  })
})
