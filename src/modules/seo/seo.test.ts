import { beforeAll, describe, expect, test } from 'bun:test'
import { XMLParser } from 'fast-xml-parser'
import sharp from 'sharp'
import type { Project } from '../../shared/models/projects.ts'
import { firstNameOf } from '../../shared/site.ts'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { loadOwnerProfile } from './profile.ts'
import { createSocialCards } from './social-cards.tsx'

let app: TestApp
let admin: string
/** Projects as the REST API answers them: times are ISO strings in JSON. */
let projects: (Omit<Project, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[]
const SITE = 'http://portfolio.test'

beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
  admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  projects = (await (await app.fetch('/api/projects')).json()) as typeof projects
  expect(projects.length).toBeGreaterThan(3)
})

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'entry', 'link', 'category'].includes(name),
})
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

async function headOf(path: string, cookie?: string) {
  const response = await app.fetch(path, cookie ? { headers: { cookie } } : {})
  const html = await response.text()
  return { response, head: html.slice(0, html.indexOf('</head>')) }
}

const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, body]) => JSON.parse(body!) as Record<string, unknown>,
  )

describe('robots.txt, sitemap and feed', () => {
  test('robots.txt allows the public pages, keeps crawlers out of the private ones and names the sitemap', async () => {
    const response = await app.fetch('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/admin', '/dashboard', '/auth', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    // The newsletter's landing page is indexed (docs/decisions/233).
    expect(lines).not.toContain('Disallow: /newsletter')
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  test('the sitemap lists home, /projects and every project with its update time, all absolute', async () => {
    const response = await app.fetch('/sitemap.xml')
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const doc = xml.parse(await response.text())
    expect(doc.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const urls = list(doc.urlset.url) as { loc: string; lastmod?: string }[]
    expect(urls.map((u) => u.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/projects`,
      ...projects.map((p) => `${SITE}/project/${p.id}`),
      `${SITE}/newsletter`,
    ])
    for (const project of projects) {
      expect(urls.find((u) => u.loc === `${SITE}/project/${project.id}`)?.lastmod).toBe(project.updatedAt)
    }
  })

  test('the sitemap lists the newsletter archive and each sent issue once one has gone out, never a draft', async () => {
    await app.sql`INSERT INTO newsletter_issues (title, slug, markdown, html, status, sent_at)
      VALUES ('Sent one', 'sent-one', 'x', '<p>x</p>', 'sent', now()),
             ('Draft one', 'draft-one', 'x', '<p>x</p>', 'draft', NULL)`
    await app.deps.dataVersion.refresh()
    try {
      const doc = xml.parse(await (await app.fetch('/sitemap.xml')).text())
      const locs = (list(doc.urlset.url) as { loc: string }[]).map((u) => u.loc)
      expect(locs).toContain(`${SITE}/newsletter/archive`)
      expect(locs).toContain(`${SITE}/newsletter/archive/sent-one`)
      expect(locs.some((loc) => loc.includes('draft-one'))).toBe(false)
    } finally {
      await app.sql`DELETE FROM newsletter_issues`
    }
  })

  test('the Atom feed has an entry per project, newest change first, with absolute links', async () => {
    const response = await app.fetch('/feed.xml')
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const { feed } = xml.parse(await response.text())
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom')
    expect(list(feed.link).find((l: { rel: string }) => l.rel === 'self')?.href).toBe(`${SITE}/feed.xml`)
    const entries = list(feed.entry) as {
      title: string
      id: string
      updated: string
      link: { href: string }[]
    }[]
    expect(entries.map((e) => e.title).sort()).toEqual(projects.map((p) => p.title).sort())
    for (const entry of entries) {
      const project = projects.find((p) => p.title === entry.title)!
      expect(entry.id).toBe(`${SITE}/project/${project.id}`)
      expect(entry.link[0]!.href).toBe(`${SITE}/project/${project.id}`)
      expect(entry.updated).toBe(project.updatedAt)
    }
    const updated = entries.map((e) => e.updated)
    expect(updated).toEqual([...updated].sort().reverse())
  })

  test('text escapes: a project title with markup stays text in the feed and the sitemap stays valid', async () => {
    const created = await app.fetch('/api/projects', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title: 'Tags <b> & "quotes"', description: 'x < y & z', technologies: ['C++ & <C#>'] },
    })
    expect(created.status).toBe(201)
    const { feed } = new XMLParser({ isArray: (n) => n === 'entry' }).parse(
      await (await app.fetch('/feed.xml')).text(),
    )
    expect(feed.entry.map((e: { title: string }) => e.title)).toContain('Tags <b> & "quotes"')
    expect(new XMLParser().parse(await (await app.fetch('/sitemap.xml')).text()).urlset).toBeDefined()
    await app.fetch(`/api/projects/${((await created.json()) as Project).id}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    })
  })

  test('they are cached like the pages: ETag, 304, compressed, and a write shows at once', async () => {
    // The feed: the sitemap of six projects is under the size worth compressing.
    const first = await app.fetch('/feed.xml', { headers: { 'accept-encoding': 'gzip' } })
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toContain('s-maxage=')
    expect(first.headers.get('content-encoding')).toBe('gzip')
    const again = await app.fetch('/feed.xml', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    const created = await app.fetch('/api/projects', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title: 'Fresh for the sitemap', description: 'New' },
    })
    const id = ((await created.json()) as Project).id
    expect(await (await app.fetch('/sitemap.xml')).text()).toContain(`${SITE}/project/${id}<`)
    await app.fetch(`/api/projects/${id}`, { method: 'DELETE', headers: { cookie: admin } })
  })
})

describe('canonical, noindex and structured data in the head', () => {
  test('every page names its canonical address; filters on /projects do not make new ones', async () => {
    for (const [path, canonical] of [
      ['/', '/'],
      ['/projects?tech=React&view=list', '/projects'],
      [`/project/${projects[0]!.id}`, `/project/${projects[0]!.id}`],
      ['/auth', '/auth'],
      ['/newsletter?utm_source=blog', '/newsletter'],
      ['/no/such/page', '/no/such/page'],
    ] as const) {
      const { head } = await headOf(path)
      expect(head).toContain(`<link rel="canonical" href="${SITE}${canonical}" />`)
      expect(head).toContain(`<meta property="og:url" content="${SITE}${canonical}" />`)
    }
  })

  test('private pages, forms and not-found pages say noindex; the public pages do not', async () => {
    for (const path of [
      '/admin',
      '/auth',
      '/auth/link',
      '/newsletter/check-inbox',
      '/no/such/page',
      '/project/999999',
    ]) {
      expect((await headOf(path)).head).toContain('<meta name="robots" content="noindex" />')
    }
    expect((await headOf('/dashboard', admin)).head).toContain('<meta name="robots" content="noindex" />')
    // The newsletter's landing page too (issue 21 item 13): it was noindex while it was a form only.
    for (const path of ['/', '/projects', `/project/${projects[0]!.id}`, '/newsletter']) {
      expect((await headOf(path)).head).not.toContain('name="robots"')
    }
  })

  test('every page links the feed, the icons and the manifest', async () => {
    const { head } = await headOf('/projects')
    expect(head).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="http:\/\/portfolio\.test\/feed\.xml" \/>/,
    )
    expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />')
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />')
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  })

  test('the home page describes the owner (Person) and the site (WebSite)', async () => {
    const { head } = await headOf('/')
    const data = jsonLd(head)
    const site = data.find((d) => d['@type'] === 'WebSite')!
    const person = data.find((d) => d['@type'] === 'Person')!
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      name: app.config.owner.name,
      url: `${SITE}/`,
    })
    const imageUrl = person.image as string
    expect(person).toMatchObject({
      name: app.config.owner.name,
      jobTitle: 'FullStack Machine Learning Engineer',
      image: expect.stringMatching(new RegExp(`^${SITE}/og/avatar\\.png\\?v=\\d+$`)),
      sameAs: [app.config.owner.linkedinUrl, app.config.owner.githubUrl],
    })
    const image = await app.fetch(new URL(imageUrl).pathname)
    expect((await sharp(await bytesOf(image)).metadata()).format).toBe('png')
  })

  test('a project page is SoftwareSourceCode with a breadcrumb trail, all URLs absolute', async () => {
    const project = projects.find((p) => p.githubUrl)!
    const data = jsonLd((await headOf(`/project/${project.id}`)).head)
    expect(data.find((d) => d['@type'] === 'SoftwareSourceCode')).toMatchObject({
      name: project.title,
      description: project.description,
      url: `${SITE}/project/${project.id}`,
      image: expect.stringMatching(new RegExp(`^${SITE}/og/project/${project.id}\\.png\\?v=\\d+$`)),
      codeRepository: project.githubUrl,
      keywords: project.technologies,
      author: { '@type': 'Person', name: app.config.owner.name },
    })
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as {
      position: number
      name: string
      item: string
    }[]
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Projects', item: `${SITE}/projects` },
      { '@type': 'ListItem', position: 3, name: project.title, item: `${SITE}/project/${project.id}` },
    ] as never)
  })

  test('JSON-LD cannot close its element, and the strict CSP neither hashes nor needs it', async () => {
    const created = await app.fetch('/api/projects', {
      method: 'POST',
      headers: { cookie: admin },
      json: { title: 'Escape </script><script>alert(1)</script>', description: '<!-- x -->' },
    })
    const id = ((await created.json()) as Project).id
    const { response, head } = await headOf(`/project/${id}`)
    const data = jsonLd(head)
    expect(data.find((d) => d['@type'] === 'SoftwareSourceCode')?.name).toBe(
      'Escape </script><script>alert(1)</script>',
    )
    expect(head).not.toContain('<script>alert(1)')
    const csp = response.headers.get('content-security-policy')!
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!
    // Only the page's boot script and the router's hydration data are inline and runnable: two
    // hashes, no unsafe-inline.
    expect(scriptSrc.match(/'sha256-/g)?.length).toBe(2)
    expect(scriptSrc).not.toContain('unsafe-inline')
    await app.fetch(`/api/projects/${id}`, { method: 'DELETE', headers: { cookie: admin } })
  })

  test('the project and home pages point at 1200×630 cards with their size, alt text and Twitter card', async () => {
    const project = projects[0]!
    const { head } = await headOf(`/project/${project.id}`)
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${SITE}/og/project/${project.id}\\.png\\?v=\\d+" />`),
    )
    expect(head).toContain('<meta property="og:image:width" content="1200" />')
    expect(head).toContain('<meta property="og:image:height" content="630" />')
    expect(head).toContain(
      `<meta property="og:image:alt" content="${project.title}, a project by ${app.config.owner.name}" />`,
    )
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect((await headOf('/')).head).toMatch(
      new RegExp(`<meta property="og:image" content="${SITE}/og/home\\.png\\?v=\\d+" />`),
    )
  })
})

describe('social cards', () => {
  const card = async (path: string) => {
    const response = await app.fetch(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = await bytesOf(response)
    const meta = await sharp(bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    return bytes
  }

  test('a project without a hero image gets a drawn 1200×630 PNG, redrawn when the project changes', async () => {
    const project = projects.find((p) => !p.heroImageUrl)!
    const before = await card(`/og/project/${project.id}.png`)
    expect(await card(`/og/project/${project.id}.png`)).toEqual(before)
    const { id, createdAt, updatedAt, iconUrl, heroImageUrl, screenshotUrls, ...input } = project
    const saved = await app.fetch(`/api/projects/${id}`, {
      method: 'PUT',
      headers: { cookie: admin },
      json: { ...input, title: `${project.title} II`, colorTheme: 'red' },
    })
    expect(saved.status).toBe(200)
    expect(await card(`/og/project/${project.id}.png`)).not.toEqual(before)
  }, 30_000)

  test('a page publishes its card under a new address after an edit: previews are cached by URL', async () => {
    const project = projects.find((p) => !p.heroImageUrl)!
    const published = async () => {
      const { head } = await headOf(`/project/${project.id}`)
      return head.match(/<meta property="og:image" content="([^"]+)"/)![1]!
    }
    const before = await published()
    expect(await published()).toBe(before)
    const { id, createdAt, updatedAt, iconUrl, heroImageUrl, screenshotUrls, ...input } = project
    const saved = await app.fetch(`/api/projects/${id}`, {
      method: 'PUT',
      headers: { cookie: admin },
      json: { ...input, description: `${project.description} Now with more.` },
    })
    expect(saved.status).toBe(200)
    const after = await published()
    expect(after).not.toBe(before)
    expect(new URL(after).pathname).toBe(new URL(before).pathname)
    // Any address answers with the current drawing.
    const drawn = await app.fetch(new URL(after).pathname + new URL(after).search)
    expect(drawn.headers.get('content-type')).toBe('image/png')
  }, 30_000)

  test('with a hero image the card is that image, cropped to 1200×630', async () => {
    const project = projects[1]!
    const hero = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: { r: 220, g: 20, b: 20 } },
    })
      .png()
      .toBuffer()
    const body = new FormData()
    body.append('hero', new File([hero as BlobPart], 'hero.png', { type: 'image/png' }))
    const uploaded = await app.fetch(`/api/projects/${project.id}/upload-hero`, {
      method: 'POST',
      headers: { cookie: admin },
      body,
    })
    expect(uploaded.status).toBe(200)
    const bytes = await card(`/og/project/${project.id}.png`)
    const { dominant } = await sharp(bytes).stats()
    expect(dominant.r).toBeGreaterThan(200)
    expect(dominant.g).toBeLessThan(40)
  })

  const solidPng = (width: number, height: number, background: { r: number; g: number; b: number }) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer()

  const uploadTo = async (projectId: number, kind: 'icon' | 'hero', bytes: Buffer) => {
    const body = new FormData()
    body.append(kind, new File([bytes as BlobPart], `${kind}.png`, { type: 'image/png' }))
    const response = await app.fetch(`/api/projects/${projectId}/upload-${kind}`, {
      method: 'POST',
      headers: { cookie: admin },
      body,
    })
    expect(response.status).toBe(200)
    return (await response.json()) as Project
  }

  test("an uploaded icon is drawn in the card's icon tile", async () => {
    const project = projects[2]!
    await uploadTo(project.id, 'icon', await solidPng(64, 64, { r: 10, g: 40, b: 230 }))
    const bytes = await card(`/og/project/${project.id}.png`)
    // The 72 px icon sits in the middle of the 112 px tile at (72, 72).
    const { data } = await sharp(bytes)
      .extract({ left: 118, top: 118, width: 20, height: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]]).toEqual([10, 40, 230])
  })

  test('an uploaded avatar (the profile setting to come) is what the home card and the avatar show', async () => {
    const { heroImageUrl } = await uploadTo(
      projects[3]!.id,
      'hero',
      await solidPng(300, 200, { r: 240, g: 200, b: 0 }),
    )
    const cards = createSocialCards({ sql: app.sql, siteUrl: SITE })
    const owner = { ...(await loadOwnerProfile(app.deps)), avatarUrl: heroImageUrl }
    const avatar = await cards.avatar(owner)
    expect((await sharp(avatar).metadata()).width).toBe(512)
    const { data: middle } = await sharp(avatar)
      .extract({ left: 250, top: 250, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([middle[0], middle[1], middle[2]]).toEqual([240, 200, 0])
    const home = await cards.home(owner)
    const { data } = await sharp(home)
      .extract({ left: 190, top: 230, width: 10, height: 10 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]]).toEqual([240, 200, 0])
  })

  test('the home card and the avatar are PNGs; unknown projects and names are 404s', async () => {
    await card('/og/home.png')
    expect((await sharp(await bytesOf(await app.fetch('/og/avatar.png'))).metadata()).width).toBe(512)
    for (const path of ['/og/project/999999.png', '/og/project/abc.png', '/og/project/1.jpg']) {
      const response = await app.fetch(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).not.toContain('text/html')
    }
  })
})

describe('icons and manifest', () => {
  test('/favicon.ico is an ICO container of PNG images', async () => {
    const response = await app.fetch('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/x-icon')
    const bytes = await bytesOf(response)
    const view = new DataView(bytes.buffer)
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3])
    for (let i = 0; i < 3; i++) {
      const size = view.getUint8(6 + 16 * i)
      const length = view.getUint32(6 + 16 * i + 8, true)
      const offset = view.getUint32(6 + 16 * i + 12, true)
      const meta = await sharp(bytes.subarray(offset, offset + length)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
    }
  })

  test('the apple-touch icon is a 180×180 opaque PNG', async () => {
    const response = await app.fetch('/apple-touch-icon.png')
    expect(response.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(await bytesOf(response)).metadata()
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 180, 180, false])
  })

  test('the manifest names the site, its colours and 192/512 icons that exist', async () => {
    const response = await app.fetch('/manifest.webmanifest')
    expect(response.headers.get('content-type')).toBe('application/manifest+json')
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string }[]
    }
    expect(manifest).toMatchObject({
      name: app.config.owner.name,
      short_name: firstNameOf(app.config.owner.name),
      theme_color: '#0f172a',
      background_color: '#020617',
      start_url: '/',
    })
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`)!
      expect(icon.type).toBe('image/png')
      const meta = await sharp(await bytesOf(await app.fetch(icon.src))).metadata()
      expect([meta.width, meta.height]).toEqual([size, size])
    }
  })
})

describe('not-found answers for addresses that are not pages', () => {
  test('well-known names, files and scanner targets get a short non-HTML 404', async () => {
    for (const path of [
      '/.well-known/security.txt',
      '/.env',
      '/wp-admin/',
      '/wp-login.php',
      '/index.php',
      '/missing.xml',
      '/ads.txt',
      '/data.json',
      '/apple-touch-icon-precomposed.png',
      '/api/unknown',
    ]) {
      const response = await app.fetch(path)
      expect([path, response.status]).toEqual([path, 404])
      expect([path, response.headers.get('content-type')]).not.toEqual([
        path,
        expect.stringContaining('text/html'),
      ])
      expect(await response.text()).not.toContain('<html')
    }
  })

  test('an unknown page address still gets the HTML 404 page', async () => {
    const response = await app.fetch('/no/such/page')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })
})
