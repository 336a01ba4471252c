import { expect, test } from 'bun:test'
import { COLOR_THEMES } from '../../src/shared/enums.ts'
import { THEME_COLORS } from '../../src/shared/theme.ts'
import { contrastRatio as contrast, over, parseColor as parse, type Rgba } from './contrast.ts'
import { type ColorToken, darkValue, PALETTES, paletteCss, type ThemeName } from './palette.ts'
import { type ColorThemeName, cssVariable, projectThemes, theme } from './theme.ts'

const THEMES = Object.keys(PALETTES) as ThemeName[]
const PROJECT_TOKENS = COLOR_THEMES.map(
  (name) => `project${name[0]!.toUpperCase()}${name.slice(1)}` as ColorToken,
)

/**
 * The surfaces text sits on, each as painted: translucent ones over the page's lightest and darkest
 * stops (the body gradient runs from pageTop to pageBottom), opaque ones as they are.
 */
function surfaces(name: ThemeName): [string, Rgba][] {
  const c = PALETTES[name]
  const pages = [c.pageTop, c.pageMid, c.pageBottom].map((page) => parse(page))
  const layered = (token: ColorToken, under = pages) =>
    under.map((page, i) => [`${token} over page stop ${i}`, over(c[token], page)] as [string, Rgba])
  return [
    ...pages.map((page, i) => [`page stop ${i}`, page] as [string, Rgba]),
    ...(
      [
        'surface',
        'surfaceRaised',
        'panel',
        'glass',
        'popover',
        'well',
        'field',
        'wash',
        'washStrong',
      ] as const
    ).flatMap((token) => layered(token)),
    ['cardTop', parse(c.cardTop)],
    ['cardBottom', parse(c.cardBottom)],
    ['toast', parse(c.toast)],
    ...layered('well', [over(c.panel, pages[2]!), over(c.surface, pages[2]!)]).map(
      ([label, rgba]) => [`${label} inside a card`, rgba] as [string, Rgba],
    ),
  ]
}

const AA = 4.5

test.each(THEMES)('%s: every text colour reads at 4.5:1 or more on every surface', (name) => {
  const c = PALETTES[name]
  const texts: ColorToken[] = ['text', 'textStrong', 'textMuted', 'textSubtle', 'accent', 'danger', 'focus']
  const failures: string[] = []
  for (const [surface, background] of surfaces(name))
    for (const token of texts) {
      const ratio = contrast(parse(c[token]), background)
      if (ratio < AA) failures.push(`${token} on ${surface}: ${ratio.toFixed(2)}`)
    }
  expect(failures).toEqual([])
})

test.each(THEMES)('%s: project accents, status colours and the hero ink on their surfaces', (name) => {
  const c = PALETTES[name]
  const failures: string[] = []
  const check = (label: string, text: string, background: Rgba) => {
    const ratio = contrast(parse(text), background)
    if (ratio < AA) failures.push(`${label}: ${ratio.toFixed(2)}`)
  }
  const page = parse(c.pageBottom)
  const card = over(c.panel, page)
  for (const [index, token] of PROJECT_TOKENS.entries()) {
    const tint = projectThemes[COLOR_THEMES[index] as ColorThemeName].tint
    for (const [surface, background] of [
      ['card', card],
      ['tinted card', over(tint, card)],
      ['home card', parse(c.cardBottom)],
      ['page', page],
    ] as const)
      check(`${token} on ${surface}`, c[token], background)
    // The demo button: the project's accent filled, its label on it.
    check(`onProject on ${token}`, c.onProject, parse(c[token]))
  }
  for (const [tone, token] of [
    ['success', 'toneSuccess'],
    ['warning', 'toneWarning'],
    ['neutral', 'toneNeutral'],
  ] as const) {
    const badge = over(theme.statusTones[tone].background, card)
    check(`${token} on its badge`, c[token], badge)
  }
  for (const token of ['success', 'neutral'] as const) check(`${token} as text`, c[token], page)
  check('onAccent on accent', c.onAccent, parse(c.accent))
  check('pageTop on accent (primary button)', c.pageTop, parse(c.accent))
  check('pill on text (inverse buttons)', c.pill, parse(c.text))
  check('pageTop on text (View all)', c.pageTop, parse(c.text))
  check('text on the destructive toast', c.text, parse(c.toastDanger))
  check('textMuted on the destructive toast', c.textMuted, parse(c.toastDanger))
  check('text on the error box', c.text, over(c.dangerWash, over(c.surface, page)))
  check('text on the done box', c.text, over(c.successWash, over(c.surface, page)))
  const pill = over(c.heroPillTo, over(c.heroPillFrom, parse(c.pageTop)))
  check('heroInk on the hero pill', c.heroInk, pill)
  check('heroInk on the scroll cue', c.heroInk, over(c.heroGlass, parse(c.pageTop)))
  check('textMuted on the lightbox backdrop over black', c.textMuted, over(c.backdrop, [0, 0, 0, 1]))
  check('textMuted on the lightbox backdrop over white', c.textMuted, over(c.backdrop, [255, 255, 255, 1]))
  expect(failures).toEqual([])
})

test('every colorTheme the API accepts has a palette, in both themes, and nothing else', () => {
  expect(Object.keys(projectThemes).sort()).toEqual([...COLOR_THEMES].sort())
  expect(theme.projectThemes).toBe(projectThemes)
  for (const palette of Object.values(projectThemes)) {
    expect(palette.accent).toMatch(/^var\(--c-project-[a-z]+\)$/)
    expect(darkValue(palette.accent)).toMatch(/^#[0-9a-f]{6}$/)
    for (const value of [palette.tint, palette.border, palette.glow]) expect(value).toMatch(/^rgba\(/)
  }
  expect(Object.keys(theme.statusTones)).toEqual(['success', 'warning', 'neutral'])
})

test("the theme's colours are exactly the palettes' tokens, as custom properties both themes define", () => {
  const tokens = Object.keys(PALETTES.dark).sort()
  expect(Object.keys(PALETTES.light).sort()).toEqual(tokens)
  expect(Object.keys(theme.colors).sort()).toEqual(tokens)
  const css = paletteCss()
  for (const token of tokens) {
    expect(theme.colors[token as ColorToken]).toBe(`var(${cssVariable(token)})`)
    expect(css.split(`${cssVariable(token)}:`).length).toBe(4)
  }
})

test("the browser's theme-color is each theme's page top", () => {
  for (const name of THEMES) expect(PALETTES[name].pageTop).toBe(THEME_COLORS[name])
})

test('dark on the root, light by attribute or by the system under system, each with its color-scheme', () => {
  const css = paletteCss()
  expect(css).toMatch(/^:root\{color-scheme:dark;--c-page-top:#0f172a;/)
  expect(css).toContain(":root[data-theme='light']{color-scheme:light;--c-page-top:#f8fafc;")
  expect(css).toContain(
    "@media (prefers-color-scheme: light){:root[data-theme='system']{color-scheme:light;--c-page-top:#f8fafc;",
  )
})
