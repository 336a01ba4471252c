/**
 * Accent colours per project colorTheme (spec section 9). Tailwind's 400 shade is the accent so text in it
 * stays above 4.5:1 on the dark cards; tint, border and glow are translucent 500/400 shades for surfaces.
 */
const tone = (accent: string, rgb: string) => ({
  accent,
  tint: `rgba(${rgb}, 0.12)`,
  border: `rgba(${rgb}, 0.35)`,
  glow: `rgba(${rgb}, 0.45)`,
})

export const projectThemes = {
  blue: tone('#60a5fa', '59, 130, 246'),
  green: tone('#4ade80', '34, 197, 94'),
  purple: tone('#c084fc', '168, 85, 247'),
  orange: tone('#fb923c', '249, 115, 22'),
  red: tone('#f87171', '239, 68, 68'),
  yellow: tone('#facc15', '234, 179, 8'),
  pink: tone('#f472b6', '236, 72, 153'),
  indigo: tone('#818cf8', '99, 102, 241'),
  cyan: tone('#22d3ee', '6, 182, 212'),
  emerald: tone('#34d399', '16, 185, 129'),
} as const

export type ColorThemeName = keyof typeof projectThemes
export type ProjectTheme = (typeof projectThemes)[ColorThemeName]

/** The one source of colours, spacing and type for every component (styled-components ThemeProvider). */
export const theme = {
  colors: {
    pageTop: '#0f172a',
    pageBottom: '#020617',
    surface: 'rgba(15, 23, 42, 0.72)',
    surfaceRaised: 'rgba(30, 41, 59, 0.78)',
    border: 'rgba(148, 163, 184, 0.18)',
    borderStrong: 'rgba(148, 163, 184, 0.35)',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    textSubtle: '#94a3b8',
    accent: '#38bdf8',
    focus: '#7dd3fc',
    success: '#22c55e',
    warning: '#eab308',
    danger: '#f87171',
    neutral: '#94a3b8',
    /** The frosted fixed header and the dark pill button in it. */
    headerGlass: 'rgba(15, 23, 42, 0.55)',
    pill: '#020617',
    pillHover: '#1e293b',
    /** Floating menus and popovers (dropdown, tooltip): opaque enough to read over the canvas banner. */
    popover: 'rgba(15, 23, 42, 0.96)',
  },
  /**
   * Status badges: Completed green, In Progress yellow, anything else grey (spec section 4); the detail
   * page's dot is green for Completed and blue otherwise. Pick one with statusTone() from status.ts.
   */
  status: {
    completed: { text: '#4ade80', background: 'rgba(34, 197, 94, 0.15)', border: 'rgba(74, 222, 128, 0.4)' },
    inProgress: { text: '#facc15', background: 'rgba(234, 179, 8, 0.15)', border: 'rgba(250, 204, 21, 0.4)' },
    other: { text: '#cbd5e1', background: 'rgba(148, 163, 184, 0.15)', border: 'rgba(148, 163, 184, 0.4)' },
    dotCompleted: '#22c55e',
    dotOther: '#3b82f6',
  },
  projectThemes,
  fonts: {
    mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
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
