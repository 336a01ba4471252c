import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { formatYearsOfExperience, yearsOfExperience } from '../web/pages/home/about/experience.ts'
import { expect, test } from './fixtures.ts'
import { pngFile, signInAsAdmin, toastTitled } from './support/admin.ts'

// The greeting shows whole and still, so the hero can be read at once.
test.use({ reducedMotion: 'reduce' })

/** What the sample site had before: put back afterwards, so later files see the default look. */
let original: Record<string, unknown> | undefined

test.beforeEach(async ({ page }) => {
  original = (await (await page.request.get('/api/site')).json()) as Record<string, unknown>
})

test.afterEach(async ({ page }) => {
  await signInAsAdmin(page)
  if (original) await page.request.put('/api/site', { data: original })
  await page.request.delete('/api/site/avatar')
  await page.request.delete('/api/site/social-image')
})

const SETTINGS = {
  name: 'Grace Example',
  jobTitle: 'Research Engineer, Compilers',
  email: 'grace@example.org',
  description: 'Grace Example writes compilers for machine learning.',
  greetings: ['Hello, Grace here.', 'Compilers are fun.', 'Tea or coffee?'],
  about: 'Grace builds compilers.\n\nAnd the tools around them.',
  tldr: 'Compilers, mostly.',
  careerStart: '2015-09-01',
  statLabel: 'Papers Written',
  statValue: '12',
  links: {
    LinkedIn: 'https://www.linkedin.com/in/grace-example',
    GitHub: 'https://github.com/grace-example',
    X: 'https://x.com/grace',
    Mastodon: 'https://mastodon.social/@grace',
    'Google Scholar': 'https://scholar.google.com/citations?user=grace',
    'Hugging Face': 'https://huggingface.co/grace',
  },
}

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`)

/** Header, footer and meta tags every public page shares. */
async function expectShell(page: Page, socialImage: string) {
  const header = page.locator('header')
  await expect(header.getByRole('link', { name: SETTINGS.name })).toBeVisible()
  await expect(header.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
    'href',
    SETTINGS.links.LinkedIn,
  )
  await expect(header.getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute(
    'href',
    SETTINGS.links.GitHub,
  )
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} ${SETTINGS.name}`)
  for (const [label, href] of Object.entries(SETTINGS.links)) {
    await expect(footer.getByRole('link', { name: `${label} (opens in a new tab)` })).toHaveAttribute(
      'href',
      href,
    )
  }
  await expect(footer.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter')
  // Drawn cards carry the data version they were drawn from (src/shared/social-images.ts).
  await expect(meta(page, 'property="og:image"')).toHaveAttribute(
    'content',
    new RegExp(`${socialImage.replaceAll('.', '\\.')}${socialImage.startsWith('/og/') ? '\\?v=\\d+' : ''}$`),
  )
}

test('every site setting changed in the admin panel shows on the public pages and in the meta tags', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  await page.goto('/admin/site')
  const form = page.getByRole('form', { name: 'Site settings' })
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(String(original?.ownerName))

  // The tab passes axe as the admin first sees it.
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // Pictures save at once.
  await page.getByLabel('Upload avatar').setInputFiles(await pngFile('me.png', 200))
  await expect(toastTitled(page, 'Avatar uploaded successfully!')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Current avatar' })).toBeVisible()
  // Remove posts to the screen's action; the screen then shows the initials' note, and a new upload
  // brings a picture back.
  await page.getByRole('button', { name: 'Remove avatar' }).click()
  await expect(toastTitled(page, 'Avatar removed')).toBeVisible()
  await expect(page.getByText('None: the hero shows your initials.')).toBeVisible()
  await page.getByLabel('Upload avatar').setInputFiles(await pngFile('me.png', 200))
  await expect(page.getByRole('img', { name: 'Current avatar' })).toBeVisible()
  await page.getByLabel('Upload social image').setInputFiles(await pngFile('card.png', 40))
  await expect(toastTitled(page, 'Default social image uploaded successfully!')).toBeVisible()
  const site = (await (await page.request.get('/api/site')).json()) as {
    avatarUrl: string
    socialImageUrl: string
  }
  expect(site.avatarUrl).toMatch(/^\/media\/.+\.webp$/)

  // The form: a bad value is named and nothing is sent until it is fixed.
  await form.getByLabel('Name', { exact: true }).fill('')
  await form.getByLabel(/^X URL/).fill('not a url')
  await form.getByRole('button', { name: 'Save Site Settings' }).click()
  await expect(form.getByText('Name is required (at most 100 characters)')).toBeVisible()
  await expect(form.getByText('X URL must be a URL (http:// or https://), or empty')).toBeVisible()

  await form.getByLabel('Name', { exact: true }).fill(SETTINGS.name)
  await form.getByLabel('Job title').fill(SETTINGS.jobTitle)
  await form.getByLabel('Contact email').fill(SETTINGS.email)
  await form.getByLabel('Site description').fill(SETTINGS.description)
  // Greetings: five become three, in a new order.
  await form.getByRole('button', { name: 'Remove greeting 5' }).click()
  await form.getByRole('button', { name: 'Remove greeting 4' }).click()
  await form.getByLabel('Greeting 1', { exact: true }).fill(SETTINGS.greetings[1]!)
  await form.getByLabel('Greeting 2', { exact: true }).fill(SETTINGS.greetings[0]!)
  await form.getByRole('button', { name: 'Move greeting 2 up' }).click()
  await form.getByLabel('Greeting 3', { exact: true }).fill(SETTINGS.greetings[2]!)
  await expect(form.getByLabel('Greeting 1', { exact: true })).toHaveValue(SETTINGS.greetings[0]!)
  await form.getByLabel('About text').fill(SETTINGS.about)
  await form.getByLabel('TL;DR text').fill(SETTINGS.tldr)
  await form.getByLabel('Career start').fill(SETTINGS.careerStart)
  await form.getByLabel('Third stat label').fill(SETTINGS.statLabel)
  await form.getByLabel('Third stat value').fill(SETTINGS.statValue)
  for (const [label, href] of Object.entries(SETTINGS.links))
    await form.getByLabel(new RegExp(`^${label} URL`)).fill(href)
  await form.getByRole('radio', { name: 'Follow the visitor’s system setting' }).click()
  await form.getByRole('button', { name: 'Save Site Settings' }).click()
  await expect(toastTitled(page, 'Site settings saved successfully!')).toBeVisible()
  // The admin's own page follows at once: the header reads the revalidated settings.
  await expect(page.locator('header').getByRole('link', { name: SETTINGS.name })).toBeVisible()

  // Home, as a visitor (no session, so through the page cache), without a restart.
  await page.context().clearCookies()
  await page.goto('/')
  await expectShell(page, site.socialImageUrl)
  await expect(page).toHaveTitle(`${SETTINGS.name} · ${SETTINGS.jobTitle}`)
  await expect(meta(page, 'name="description"')).toHaveAttribute('content', SETTINGS.description)
  await expect(meta(page, 'property="og:description"')).toHaveAttribute('content', SETTINGS.description)
  const hero = page.getByRole('region', { name: 'Introduction' })
  await expect(hero.getByText(SETTINGS.jobTitle)).toBeVisible()
  await expect(hero.getByRole('img', { name: SETTINGS.name })).toHaveAttribute('src', site.avatarUrl)
  await expect(page.getByTestId('typewriter')).toHaveText(SETTINGS.greetings[0]!)
  const about = page.locator('#about')
  await expect(about.getByRole('heading', { name: "Hello there, I'm Grace!" })).toBeVisible()
  await expect(page.getByTestId('about-text')).toHaveText(SETTINGS.about)
  const stat = (label: string) => about.locator('dl div').filter({ hasText: label }).locator('dd')
  await expect(stat(SETTINGS.statLabel)).toHaveText(SETTINGS.statValue)
  await expect(stat('Years of Experience')).toHaveText(
    formatYearsOfExperience(yearsOfExperience(new Date(), SETTINGS.careerStart)),
  )
  await about.getByRole('switch', { name: 'TL;DR' }).click()
  await expect(page.getByTestId('about-text')).toHaveText(SETTINGS.tldr)
  await page.locator('header').getByRole('button', { name: 'Get in touch' }).click()
  await expect(page.getByRole('menuitem', { name: 'Send me an email' })).toHaveAttribute(
    'href',
    `mailto:${SETTINGS.email}`,
  )
  await page.keyboard.press('Escape')

  // /projects: same header, footer and default social image; a project page has its own card.
  await page.goto('/projects')
  await expectShell(page, site.socialImageUrl)
  const projects = (await (await page.request.get('/api/projects')).json()) as {
    id: number
    heroImageUrl: string | null
  }[]
  const plain = projects.find((p) => !p.heroImageUrl)!
  await page.goto(`/project/${plain.id}`)
  await expectShell(page, `/og/project/${plain.id}.png`)
  await expect(meta(page, 'property="og:image:alt"')).toHaveAttribute(
    'content',
    new RegExp(`by ${SETTINGS.name}$`),
  )

  // And the API says the same.
  const graphql = await page.request.post('/graphql', {
    data: { query: '{ site { ownerName greetings statLabel scholarUrl themeDefault } }' },
  })
  expect((await graphql.json()).data.site).toEqual({
    ownerName: SETTINGS.name,
    greetings: SETTINGS.greetings,
    statLabel: SETTINGS.statLabel,
    scholarUrl: SETTINGS.links['Google Scholar'],
    themeDefault: 'SYSTEM',
  })
})

test('the footer fits a 320 px screen and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/projects')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('link', { name: 'Newsletter' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  const { violations } = await new AxeBuilder({ page })
    .include('footer')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
