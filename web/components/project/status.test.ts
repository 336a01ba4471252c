import { describe, expect, test } from 'bun:test'
import { completedCount, statusLabel, statusMatches, statusTone } from './status.ts'

describe('project status', () => {
  test('labels', () => {
    expect(statusLabel('IN_PROGRESS')).toBe('In Progress')
    expect(statusLabel('COMPLETED')).toBe('Completed')
    expect(statusLabel('ON_HOLD')).toBe('On Hold')
    expect(statusLabel(null)).toBe('Unknown')
  })
  test('the filter compares case-insensitively and ignores the separator', () => {
    expect(statusMatches('IN_PROGRESS', 'In Progress')).toBe(true)
    expect(statusMatches('IN_PROGRESS', 'in-progress')).toBe(true)
    expect(statusMatches('COMPLETED', 'completed')).toBe(true)
    expect(statusMatches('PLANNING', 'Completed')).toBe(false)
    expect(statusMatches(null, 'All')).toBe(true)
    expect(statusMatches(null, 'Planning')).toBe(false)
  })
  test('badge tones: completed green, in progress yellow, else grey', () => {
    expect(statusTone('COMPLETED')).toBe('success')
    expect(statusTone('IN_PROGRESS')).toBe('warning')
    expect(statusTone('PLANNING')).toBe('neutral')
    expect(statusTone('ON_HOLD')).toBe('neutral')
    expect(statusTone(null)).toBe('neutral')
  })
})

test('Projects Completed counts the completed projects only (issue 24 item 8)', () => {
  const projects = [
    { status: 'COMPLETED' },
    { status: 'IN_PROGRESS' },
    { status: 'COMPLETED' },
    { status: null },
    { status: 'ON_HOLD' },
    { status: 'PLANNING' },
  ] as const
  expect(completedCount(projects)).toBe(2)
  expect(completedCount([])).toBe(0)
})
