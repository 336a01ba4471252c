import { describe, expect, test } from 'bun:test'
import { statusLabel, statusMatches, statusTone } from './status.ts'

describe('project status', () => {
  test('labels', () => {
    expect(statusLabel('in-progress')).toBe('In Progress')
    expect(statusLabel('completed')).toBe('Completed')
    expect(statusLabel('on-hold')).toBe('On Hold')
    expect(statusLabel(null)).toBe('Unknown')
  })
  test('the filter compares case-insensitively and ignores the separator', () => {
    expect(statusMatches('in-progress', 'In Progress')).toBe(true)
    expect(statusMatches('Completed', 'completed')).toBe(true)
    expect(statusMatches('planning', 'Completed')).toBe(false)
    expect(statusMatches(null, 'All')).toBe(true)
    expect(statusMatches(null, 'Planning')).toBe(false)
  })
  test('badge tones: completed green, in progress yellow, else grey', () => {
    expect(statusTone('completed')).toBe('success')
    expect(statusTone('in-progress')).toBe('warning')
    expect(statusTone('planning')).toBe('neutral')
    expect(statusTone('on-hold')).toBe('neutral')
    expect(statusTone(null)).toBe('neutral')
  })
})
