import { type ColorThemeName, type ProjectTheme, projectThemes } from './theme.ts'

export type StatusTone = 'completed' | 'inProgress' | 'other'

/**
 * Which badge colour a project status gets. Compared case-insensitively, and the admin form's
 * 'in-progress' counts the same as the list filter's 'In Progress'.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  const normalized = (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
  if (normalized === 'completed') return 'completed'
  if (normalized === 'in progress') return 'inProgress'
  return 'other'
}

/** The detail page's status dot: green for Completed, blue for anything else. */
export function statusDot(status: string | null | undefined): 'dotCompleted' | 'dotOther' {
  return statusTone(status) === 'completed' ? 'dotCompleted' : 'dotOther'
}

const isColorThemeName = (name: string): name is ColorThemeName => Object.hasOwn(projectThemes, name)

/** The colours for a project's colorTheme; unknown or missing themes fall back to blue. */
export function projectThemeFor(colorTheme: string | null | undefined): ProjectTheme {
  const name = (colorTheme ?? '').trim().toLowerCase()
  return isColorThemeName(name) ? projectThemes[name] : projectThemes.blue
}
