import type { RunOptions } from 'axe-core'

/**
 * The axe rules every story must pass, shared by the catalogue's Accessibility panel
 * (.storybook/preview.tsx) and the story test in CI (e2e/storybook.e2e.ts), so the panel shows exactly
 * what fails CI: the WCAG 2.x A and AA rules. Page-level best practices (landmarks, one h1) do not fit
 * components shown alone.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export const AXE_RUN_OPTIONS = { runOnly: { type: 'tag', values: WCAG_TAGS } } satisfies RunOptions
