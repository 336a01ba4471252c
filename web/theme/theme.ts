import { brandFonts } from '../../src/shared/brand.ts'
import type { COLOR_THEMES } from '../../src/shared/enums.ts'
import type { ColorToken } from './palette.ts'

export type ColorThemeName = (typeof COLOR_THEMES)[number]

/** `pageTop` → `--c-page-top`: the custom property web/theme/palette.ts gives each theme's value. */
export const cssVariable = (token: string) => `--c-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/**
 * Every colour token once, so the compiler checks the list against the palette; the values live in
 * the page's CSS, not in this bundle (docs/decisions/210-light-theme-and-the-page-cache.md).
 */
const TOKENS: Record<ColorToken, 0> = {
  pageTop: 0,
  pageMid: 0,
  pageBottom: 0,
  pageGlow: 0,
  pageGlowSide: 0,
  selection: 0,
  border: 0,
  borderStrong: 0,
  text: 0,
  textStrong: 0,
  textMuted: 0,
  textSubtle: 0,
  accent: 0,
  onAccent: 0,
  onProject: 0,
  danger: 0,
  focus: 0,
  success: 0,
  warning: 0,
  neutral: 0,
  caret: 0,
  hairline: 0,
  hairlineStrong: 0,
  borderHover: 0,
  wash: 0,
  washStrong: 0,
  surface: 0,
  surfaceRaised: 0,
  surfaceHover: 0,
  panel: 0,
  well: 0,
  field: 0,
  cardTop: 0,
  cardBottom: 0,
  glass: 0,
  pill: 0,
  pillHover: 0,
  popover: 0,
  toast: 0,
  toastDanger: 0,
  toastDangerBorder: 0,
  scrim: 0,
  backdrop: 0,
  dangerWash: 0,
  successWash: 0,
  shade: 0,
  shadeSoft: 0,
  shadowCard: 0,
  shadowPopover: 0,
  heroDot: 0,
  heroDotAlt: 0,
  heroInk: 0,
  heroLine: 0,
  heroGlass: 0,
  heroPillFrom: 0,
  heroPillTo: 0,
  bannerSky: 0,
  bannerVeil: 0,
  bannerFade: 0,
  bannerShade: 0,
  skyStar: 0,
  skyPoint: 0,
  skyLine: 0,
  skyPointer: 0,
  skyComet: 0,
  toneSuccess: 0,
  toneWarning: 0,
  toneNeutral: 0,
  projectBlue: 0,
  projectGreen: 0,
  projectPurple: 0,
  projectOrange: 0,
  projectRed: 0,
  projectYellow: 0,
  projectPink: 0,
  projectIndigo: 0,
  projectCyan: 0,
  projectEmerald: 0,
}

const colors = Object.fromEntries(
  Object.keys(TOKENS).map((token) => [token, `var(${cssVariable(token)})`]),
) as Record<ColorToken, string>

export interface ProjectPalette {
  /** Icon, link and highlight colour: readable as text on the project's cards in either theme. */
  accent: string
  /** Translucent wash behind a card. */
  tint: string
  border: string
  glow: string
}

const palette = (rgb: string, accent: ColorToken): ProjectPalette => ({
  accent: colors[accent],
  tint: `rgba(${rgb}, 0.10)`,
  border: `rgba(${rgb}, 0.32)`,
  glow: `rgba(${rgb}, 0.35)`,
})

/** Colours for the ten project colorTheme values (docs/spec.md §9): washes from Tailwind's 500 shades. */
export const projectThemes: Record<ColorThemeName, ProjectPalette> = {
  blue: palette('59, 130, 246', 'projectBlue'),
  green: palette('34, 197, 94', 'projectGreen'),
  purple: palette('168, 85, 247', 'projectPurple'),
  orange: palette('249, 115, 22', 'projectOrange'),
  red: palette('239, 68, 68', 'projectRed'),
  yellow: palette('234, 179, 8', 'projectYellow'),
  pink: palette('236, 72, 153', 'projectPink'),
  indigo: palette('99, 102, 241', 'projectIndigo'),
  cyan: palette('6, 182, 212', 'projectCyan'),
  emerald: palette('16, 185, 129', 'projectEmerald'),
}

const tone = (rgb: string, color: ColorToken) => ({
  color: colors[color],
  background: `rgba(${rgb}, 0.14)`,
  border: `rgba(${rgb}, 0.4)`,
})

/** The one source of colours, spacing and type for every component (styled-components ThemeProvider). */
export const theme = {
  colors,
  /** Status badges (docs/spec.md §4): Completed green, In Progress yellow, anything else grey. */
  statusTones: {
    success: tone('34, 197, 94', 'toneSuccess'),
    warning: tone('234, 179, 8', 'toneWarning'),
    neutral: tone('148, 163, 184', 'toneNeutral'),
  },
  /** The detail page's status dot: green for Completed, blue for anything else. */
  statusDots: { completed: '#22c55e', other: '#3b82f6' },
  projectThemes,
  /**
   * Inter for reading text, JetBrains Mono for accents, code and commands (docs/decisions/220-design-pass.md);
   * 'Inter Fallback' is Arial sized to Inter's metrics (web/theme/fonts.css), so the swap shifts nothing.
   */
  fonts: { mono: brandFonts.mono, sans: `'Inter Variable', 'Inter Fallback', ${brandFonts.sans}` },
  /** A comfortable reading measure for paragraphs: 60–75 characters a line (issue 24 item 2). */
  measure: '34em',
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2.25rem',
    hero: '3rem',
  },
  space: (n: number) => `${n * 0.25}rem`,
  radii: { sm: '6px', md: '12px', lg: '18px', pill: '999px' },
  shadows: { card: colors.shadowCard, popover: colors.shadowPopover },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  headerHeight: '64px',
  contentWidth: '1200px',
} as const

type Theme = typeof theme

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
