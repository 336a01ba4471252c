/**
 * The visitor's theme preference (docs/decisions/210-light-theme-and-the-page-cache.md), shared by the
 * server, which renders `<html data-theme>` from it, and the header's toggle, which sets it. Plain
 * constants only: every public page imports this file.
 */
import { brandColors } from './brand.ts'

export const THEME_PREFERENCES = ['dark', 'light', 'system'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]

export const THEME_COOKIE = 'theme'

/** A year: the choice is a standing preference, not a session's. */
export const THEME_COOKIE_MAX_AGE = 31_536_000

/** Only the three values count: anything else in the cookie is as if there were none. */
export const isThemePreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.includes(value as ThemePreference)

/**
 * The browser's colour for its own chrome (address bar, task switcher): each theme's page top
 * (web/theme/palette.ts; the light one is checked against it in palette.test.ts).
 */
export const THEME_COLORS = { dark: brandColors.pageTop, light: '#f8fafc' } as const

/** The theme-color metas for a preference: one, or under `system` one per colour scheme. */
export function themeColorMetas(preference: ThemePreference): { content: string; media?: string }[] {
  if (preference !== 'system') return [{ content: THEME_COLORS[preference] }]
  return (['dark', 'light'] as const).map((scheme) => ({
    content: THEME_COLORS[scheme],
    media: `(prefers-color-scheme: ${scheme})`,
  }))
}
