import { type ColorThemeName, type ProjectPalette, projectThemes } from '../../theme/theme.ts'

export type { ProjectPalette }

/** The palette of a project's colorTheme; unknown or missing themes fall back to blue. */
export function projectPalette(name: string | null | undefined): ProjectPalette {
  return projectThemes[(name ?? 'blue') as ColorThemeName] ?? projectThemes.blue
}
