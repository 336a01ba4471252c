import type { COLOR_THEMES } from '../../../src/modules/projects/model.ts'

export type ColorThemeName = (typeof COLOR_THEMES)[number]

export interface ProjectPalette {
  /** Icon, link and highlight colour; readable on the dark cards. */
  accent: string
  /** Translucent wash behind the card. */
  tint: string
  border: string
  glow: string
}

const palette = (r: number, g: number, b: number, accent: string): ProjectPalette => ({
  accent,
  tint: `rgba(${r}, ${g}, ${b}, 0.10)`,
  border: `rgba(${r}, ${g}, ${b}, 0.32)`,
  glow: `rgba(${r}, ${g}, ${b}, 0.35)`,
})

/** Tints for the ten colorTheme values (spec section 9), Tailwind's 400/500 shades. */
export const PROJECT_PALETTES: Record<ColorThemeName, ProjectPalette> = {
  blue: palette(59, 130, 246, '#60a5fa'),
  green: palette(34, 197, 94, '#4ade80'),
  purple: palette(168, 85, 247, '#c084fc'),
  orange: palette(249, 115, 22, '#fb923c'),
  red: palette(239, 68, 68, '#f87171'),
  yellow: palette(234, 179, 8, '#facc15'),
  pink: palette(236, 72, 153, '#f472b6'),
  indigo: palette(99, 102, 241, '#818cf8'),
  cyan: palette(6, 182, 212, '#22d3ee'),
  emerald: palette(16, 185, 129, '#34d399'),
}

export function projectPalette(name: string | null | undefined): ProjectPalette {
  return PROJECT_PALETTES[(name ?? 'blue') as ColorThemeName] ?? PROJECT_PALETTES.blue
}
