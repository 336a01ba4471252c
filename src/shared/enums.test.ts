import { describe, expect, test } from 'bun:test'
import {
  COMMAND_CATEGORIES,
  enumValueOf,
  FREQUENCIES,
  graphqlEnumName,
  PROJECT_STATUSES,
  WORK_EXPERIENCE_TYPES,
} from './enums.ts'

describe('GraphQL enum names of the shared value sets', () => {
  const sets = { PROJECT_STATUSES, COMMAND_CATEGORIES, WORK_EXPERIENCE_TYPES, FREQUENCIES }

  test('are valid, distinct GraphQL names that lead back to their value', () => {
    for (const values of Object.values(sets)) {
      const names = values.map(graphqlEnumName)
      for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/)
      expect(new Set(names).size).toBe(values.length)
      for (const value of values) expect(enumValueOf(values, graphqlEnumName(value))).toBe(value)
    }
  })

  test('read as the value does', () => {
    expect(graphqlEnumName('in-progress')).toBe('IN_PROGRESS')
    expect(graphqlEnumName('React & Frontend')).toBe('REACT_AND_FRONTEND')
    expect(graphqlEnumName('UI/UX Design')).toBe('UI_UX_DESIGN')
    expect(enumValueOf(PROJECT_STATUSES, 'in-progress')).toBeUndefined()
  })
})
