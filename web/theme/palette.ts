import { brandColors } from '../../src/shared/brand.ts'
import { BANNER_BACKGROUND_URL } from '../components/banner/background.ts'
import { cssVariable } from './theme.ts'

/**
 * Both themes' colours, one token each (docs/decisions/210-light-theme-and-the-page-cache.md). Components
 * read `theme.colors.x`, which is `var(--c-x)`; the values below reach the page as CSS custom properties
 * (paletteCss), written into every page's head by the server and into Storybook's preview. Never imported
 * by browser code: the first-load budget (web/budgets.ts) has no room for two palettes of strings.
 */
const dark = {
  ...brandColors,
  pageMid: '#0b1222',
  /** The body's two soft glows, top centre and right. */
  pageGlow: 'rgba(56, 189, 248, 0.1)',
  pageGlowSide: 'rgba(129, 140, 248, 0.06)',
  selection: 'rgba(56, 189, 248, 0.35)',
  textStrong: '#ffffff',
  /** Text on an accent-filled badge, and on a button filled with a project's accent. */
  onAccent: '#082f49',
  onProject: '#020617',
  focus: '#7dd3fc',
  success: '#22c55e',
  warning: '#eab308',
  neutral: '#94a3b8',
  /** The typewriter's cursor. */
  caret: '#a78bfa',
  /** Faint white lines and washes that lift controls and cards off the dark page. */
  hairline: 'rgba(255, 255, 255, 0.08)',
  hairlineStrong: 'rgba(255, 255, 255, 0.14)',
  borderHover: 'rgba(226, 232, 240, 0.5)',
  wash: 'rgba(255, 255, 255, 0.06)',
  washStrong: 'rgba(255, 255, 255, 0.12)',
  surface: 'rgba(15, 23, 42, 0.72)',
  surfaceRaised: 'rgba(30, 41, 59, 0.78)',
  surfaceHover: 'rgba(51, 65, 85, 0.9)',
  /** Project cards and the project page's panels. */
  panel: 'rgba(15, 23, 42, 0.82)',
  /** Sunken areas: tab lists, stat boxes, code, icon tiles. */
  well: 'rgba(2, 6, 23, 0.6)',
  /** Text inputs and selects. */
  field: 'rgba(2, 6, 23, 0.7)',
  /** The home cards' face, lit from above. */
  cardTop: '#111827',
  cardBottom: '#0b1120',
  /** The fixed header once the page scrolls under it, and the banner's subtitle on a phone. */
  glass: 'rgba(2, 6, 23, 0.8)',
  /** The header's pill buttons. */
  pill: '#020617',
  pillHover: '#1e293b',
  /** Floating menus and popovers (dropdown, tooltip): opaque enough to read over the canvas banner. */
  popover: 'rgba(15, 23, 42, 0.96)',
  toast: '#0b1220',
  toastDanger: '#7f1d1d',
  toastDangerBorder: '#b91c1c',
  /** Behind dialogs; behind the screenshot lightbox, nearly opaque. */
  scrim: 'rgba(2, 6, 23, 0.8)',
  backdrop: 'rgba(2, 6, 23, 0.92)',
  dangerWash: 'rgba(127, 29, 29, 0.35)',
  successWash: 'rgba(20, 83, 45, 0.35)',
  /** Drop shadows: deep ones under cards, soft ones under pills and the header. */
  shade: 'rgba(0, 0, 0, 0.9)',
  shadeSoft: 'rgba(2, 6, 23, 0.45)',
  shadowCard: '0 1px 0 rgba(255, 255, 255, 0.04) inset, 0 12px 32px rgba(2, 6, 23, 0.45)',
  shadowPopover: '0 16px 48px rgba(2, 6, 23, 0.6)',
  /** The hero: its halftone dots, its pill and scroll cue (decision 211 keeps its dark glows). */
  heroDot: 'rgba(199, 210, 254, 0.2)',
  heroDotAlt: 'rgba(103, 232, 249, 0.12)',
  heroInk: '#e0e7ff',
  heroLine: 'rgba(199, 210, 254, 0.35)',
  heroGlass: 'rgba(255, 255, 255, 0.08)',
  heroPillFrom: 'rgba(30, 27, 75, 0.75)',
  heroPillTo: 'rgba(15, 23, 42, 0.6)',
  /** The canvas banner's sky, the veil that keeps its text readable, and its text's shadow. */
  bannerSky: `url(${BANNER_BACKGROUND_URL})`,
  bannerVeil: 'rgba(2, 6, 23, 0.55)',
  bannerFade: 'rgba(15, 23, 42, 0.85)',
  bannerShade: 'rgba(2, 6, 23, 0.8)',
  /** What the banner's canvas draws, as `R, G, B`: the scene adds each shape's own opacity. */
  skyStar: '255, 255, 255',
  skyPoint: '186, 230, 253',
  skyLine: '148, 163, 184',
  skyPointer: '125, 211, 252',
  skyComet: '165, 243, 252',
  /** Status badge text (docs/spec.md §4): Completed, In Progress, anything else. */
  toneSuccess: '#4ade80',
  toneWarning: '#facc15',
  toneNeutral: '#cbd5e1',
  /** The ten project colorTheme accents (docs/spec.md §9): Tailwind's 400 shades, readable on dark cards. */
  projectBlue: '#60a5fa',
  projectGreen: '#4ade80',
  projectPurple: '#c084fc',
  projectOrange: '#fb923c',
  projectRed: '#f87171',
  projectYellow: '#facc15',
  projectPink: '#f472b6',
  projectIndigo: '#818cf8',
  projectCyan: '#22d3ee',
  projectEmerald: '#34d399',
}

export type ColorToken = keyof typeof dark

/**
 * Near-white surfaces and slate text; the accents are the same hues two or three shades darker (Tailwind
 * 700, yellow 800), so that each passes 4.5:1 as text on the light page and cards (web/theme/palette.test.ts).
 */
const light: Record<ColorToken, string> = {
  pageTop: '#f8fafc',
  pageMid: '#f4f7fa',
  pageBottom: '#f1f5f9',
  pageGlow: 'rgba(56, 189, 248, 0.12)',
  pageGlowSide: 'rgba(129, 140, 248, 0.1)',
  selection: 'rgba(56, 189, 248, 0.3)',
  border: 'rgba(15, 23, 42, 0.12)',
  borderStrong: 'rgba(15, 23, 42, 0.24)',
  text: '#0f172a',
  textStrong: '#020617',
  textMuted: '#334155',
  textSubtle: '#475569',
  accent: '#0369a1',
  onAccent: '#ffffff',
  onProject: '#ffffff',
  danger: '#b91c1c',
  focus: '#0369a1',
  success: '#15803d',
  warning: '#a16207',
  neutral: '#475569',
  caret: '#7c3aed',
  hairline: 'rgba(15, 23, 42, 0.1)',
  hairlineStrong: 'rgba(15, 23, 42, 0.2)',
  borderHover: 'rgba(15, 23, 42, 0.35)',
  wash: 'rgba(15, 23, 42, 0.04)',
  washStrong: 'rgba(15, 23, 42, 0.08)',
  surface: 'rgba(255, 255, 255, 0.8)',
  surfaceRaised: 'rgba(255, 255, 255, 0.92)',
  surfaceHover: '#e2e8f0',
  panel: 'rgba(255, 255, 255, 0.88)',
  well: 'rgba(226, 232, 240, 0.6)',
  field: '#ffffff',
  cardTop: '#ffffff',
  cardBottom: '#f8fafc',
  glass: 'rgba(248, 250, 252, 0.85)',
  pill: '#ffffff',
  pillHover: '#f1f5f9',
  popover: 'rgba(255, 255, 255, 0.98)',
  toast: '#ffffff',
  toastDanger: '#fef2f2',
  toastDangerBorder: '#fca5a5',
  scrim: 'rgba(15, 23, 42, 0.45)',
  backdrop: 'rgba(241, 245, 249, 0.96)',
  dangerWash: '#fef2f2',
  successWash: '#f0fdf4',
  shade: 'rgba(15, 23, 42, 0.22)',
  shadeSoft: 'rgba(15, 23, 42, 0.1)',
  shadowCard: '0 1px 0 rgba(255, 255, 255, 0.7) inset, 0 12px 32px rgba(15, 23, 42, 0.08)',
  shadowPopover: '0 16px 48px rgba(15, 23, 42, 0.16)',
  // Decision 211: in the light theme the hero is pastel with dark text.
  heroDot: 'rgba(99, 102, 241, 0.2)',
  heroDotAlt: 'rgba(8, 145, 178, 0.14)',
  heroInk: '#312e81',
  heroLine: 'rgba(99, 102, 241, 0.35)',
  heroGlass: 'rgba(255, 255, 255, 0.6)',
  heroPillFrom: 'rgba(224, 231, 255, 0.9)',
  heroPillTo: 'rgba(255, 255, 255, 0.75)',
  bannerSky: [
    'radial-gradient(55% 80% at 20% 30%, rgba(129, 140, 248, 0.3), transparent 70%)',
    'radial-gradient(45% 70% at 80% 25%, rgba(34, 211, 238, 0.22), transparent 70%)',
    'radial-gradient(60% 60% at 55% 100%, rgba(244, 114, 182, 0.16), transparent 70%)',
    'linear-gradient(180deg, #e0e7ff, #f8fafc)',
  ].join(', '),
  bannerVeil: 'rgba(248, 250, 252, 0.55)',
  bannerFade: 'rgba(248, 250, 252, 0.85)',
  bannerShade: 'rgba(248, 250, 252, 0.9)',
  skyStar: '99, 102, 241',
  skyPoint: '30, 64, 175',
  skyLine: '71, 85, 105',
  skyPointer: '3, 105, 161',
  skyComet: '8, 145, 178',
  toneSuccess: '#166534',
  toneWarning: '#854d0e',
  toneNeutral: '#475569',
  projectBlue: '#1d4ed8',
  projectGreen: '#15803d',
  projectPurple: '#7e22ce',
  projectOrange: '#c2410c',
  projectRed: '#b91c1c',
  projectYellow: '#854d0e',
  projectPink: '#be185d',
  projectIndigo: '#4338ca',
  projectCyan: '#0e7490',
  projectEmerald: '#047857',
}

export const PALETTES = { dark, light } as const
export type ThemeName = keyof typeof PALETTES

const declarations = (palette: Record<ColorToken, string>, scheme: ThemeName) =>
  `color-scheme:${scheme};${Object.entries(palette)
    .map(([token, value]) => `${cssVariable(token)}:${value}`)
    .join(';')}`

/**
 * Dark on the root whatever the attribute says (it is the default), light under `data-theme="light"`,
 * and under `data-theme="system"` whenever the visitor's system asks for light.
 */
export function paletteCss(): string {
  const lightDeclarations = declarations(light, 'light')
  return [
    `:root{${declarations(dark, 'dark')}}`,
    `:root[data-theme='light']{${lightDeclarations}}`,
    `@media (prefers-color-scheme: light){:root[data-theme='system']{${lightDeclarations}}}`,
  ].join('\n')
}

const byVariable = new Map(Object.keys(dark).map((token) => [cssVariable(token), token as ColorToken]))

/**
 * A theme value with its `var(--c-…)` references replaced by the dark palette's colours: for what is
 * drawn without CSS (the social cards satori renders), which always shows the spec's dark look.
 */
export const darkValue = (value: string) =>
  value.replace(/var\((--c-[\w-]+)\)/g, (ref, name: string) => {
    const token = byVariable.get(name)
    return token ? dark[token] : ref
  })
