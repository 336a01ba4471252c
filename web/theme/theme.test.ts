import { expect, test } from 'bun:test'
import { COLOR_THEMES } from '../../src/shared/enums.ts'
import { projectThemes, theme } from './theme.ts'

test('every colorTheme the API accepts has a palette, and nothing else', () => {
  expect(Object.keys(projectThemes).sort()).toEqual([...COLOR_THEMES].sort())
  expect(theme.projectThemes).toBe(projectThemes)
})

test('palettes and status tones are complete colour values', () => {
  for (const palette of Object.values(projectThemes)) {
    expect(palette.accent).toMatch(/^#[0-9a-f]{6}$/)
    for (const value of [palette.tint, palette.border, palette.glow]) expect(value).toMatch(/^rgba\(/)
  }
  expect(Object.keys(theme.statusTones)).toEqual(['success', 'warning', 'neutral'])
})
