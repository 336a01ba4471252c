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
  },
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
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  headerHeight: '64px',
  contentWidth: '1200px',
} as const

export type Theme = typeof theme

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
