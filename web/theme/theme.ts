import { brandColors, brandFonts } from '../../src/shared/brand.ts'
import type { COLOR_THEMES } from '../../src/shared/enums.ts'

export type ColorThemeName = (typeof COLOR_THEMES)[number]

export interface ProjectPalette {
  /** Icon, link and highlight colour; Tailwind's 400 shade, readable on the dark cards. */
  accent: string
  /** Translucent wash behind a card. */
  tint: string
  border: string
  glow: string
}

const palette = (rgb: string, accent: string): ProjectPalette => ({
  accent,
  tint: `rgba(${rgb}, 0.10)`,
  border: `rgba(${rgb}, 0.32)`,
  glow: `rgba(${rgb}, 0.35)`,
})

/** Colours for the ten project colorTheme values (spec section 9): Tailwind's 400 and 500 shades. */
export const projectThemes: Record<ColorThemeName, ProjectPalette> = {
  blue: palette('59, 130, 246', '#60a5fa'),
  green: palette('34, 197, 94', '#4ade80'),
  purple: palette('168, 85, 247', '#c084fc'),
  orange: palette('249, 115, 22', '#fb923c'),
  red: palette('239, 68, 68', '#f87171'),
  yellow: palette('234, 179, 8', '#facc15'),
  pink: palette('236, 72, 153', '#f472b6'),
  indigo: palette('99, 102, 241', '#818cf8'),
  cyan: palette('6, 182, 212', '#22d3ee'),
  emerald: palette('16, 185, 129', '#34d399'),
}

const tone = (rgb: string, color: string) => ({
  color,
  background: `rgba(${rgb}, 0.14)`,
  border: `rgba(${rgb}, 0.4)`,
})

/** The one source of colours, spacing and type for every component (styled-components ThemeProvider). */
export const theme = {
  colors: {
    ...brandColors,
    surface: 'rgba(15, 23, 42, 0.72)',
    surfaceRaised: 'rgba(30, 41, 59, 0.78)',
    focus: '#7dd3fc',
    success: '#22c55e',
    warning: '#eab308',
    neutral: '#94a3b8',
    /** The fixed header once the page scrolls under it, and the dark pill button in it. */
    headerGlass: 'rgba(2, 6, 23, 0.8)',
    pill: '#020617',
    pillHover: '#1e293b',
    /** Floating menus and popovers (dropdown, tooltip): opaque enough to read over the canvas banner. */
    popover: 'rgba(15, 23, 42, 0.96)',
  },
  /** Status badges (spec section 4): Completed green, In Progress yellow, anything else grey. */
  statusTones: {
    success: tone('34, 197, 94', '#4ade80'),
    warning: tone('234, 179, 8', '#facc15'),
    neutral: tone('148, 163, 184', '#cbd5e1'),
  },
  /** The detail page's status dot: green for Completed, blue for anything else. */
  statusDots: { completed: '#22c55e', other: '#3b82f6' },
  projectThemes,
  fonts: brandFonts,
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
  shadows: {
    card: '0 1px 0 rgba(255, 255, 255, 0.04) inset, 0 12px 32px rgba(2, 6, 23, 0.45)',
    popover: '0 16px 48px rgba(2, 6, 23, 0.6)',
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  headerHeight: '64px',
  contentWidth: '1200px',
} as const

export type Theme = typeof theme

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
