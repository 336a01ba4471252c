import { describe, expect, test } from 'bun:test'
import { projectThemeFor, statusDot, statusTone } from './status.ts'
import { projectThemes } from './theme.ts'

describe('statusTone', () => {
  test('Completed is green, In Progress yellow, compared case-insensitively', () => {
    expect(statusTone('Completed')).toBe('completed')
    expect(statusTone('completed')).toBe('completed')
    expect(statusTone('In Progress')).toBe('inProgress')
    expect(statusTone('in-progress')).toBe('inProgress')
    expect(statusTone('IN PROGRESS')).toBe('inProgress')
  })

  test('anything else is grey', () => {
    for (const status of ['Planning', 'planning', 'on-hold', '', null, undefined]) {
      expect(statusTone(status)).toBe('other')
    }
  })
})

test('the detail dot is green for Completed and blue otherwise', () => {
  expect(statusDot('Completed')).toBe('dotCompleted')
  expect(statusDot('In Progress')).toBe('dotOther')
  expect(statusDot(null)).toBe('dotOther')
})

describe('projectThemeFor', () => {
  test('has the ten colour themes of the spec', () => {
    expect(Object.keys(projectThemes).sort()).toEqual(
      ['blue', 'cyan', 'emerald', 'green', 'indigo', 'orange', 'pink', 'purple', 'red', 'yellow'].sort(),
    )
  })

  test('finds a theme by name and falls back to blue', () => {
    expect(projectThemeFor('emerald')).toBe(projectThemes.emerald)
    expect(projectThemeFor('Purple')).toBe(projectThemes.purple)
    expect(projectThemeFor('magenta')).toBe(projectThemes.blue)
    expect(projectThemeFor(null)).toBe(projectThemes.blue)
    expect(projectThemeFor('toString')).toBe(projectThemes.blue)
  })
})
