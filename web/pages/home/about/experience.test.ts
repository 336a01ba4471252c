import { describe, expect, test } from 'bun:test'
import { formatYearsOfExperience, yearsOfExperience } from './experience.ts'

const on = (iso: string) => new Date(`${iso}T12:00:00Z`)

describe('years of experience', () => {
  test('counts from 2022, minus one before June', () => {
    expect(yearsOfExperience(on('2026-05-31'))).toBe(3)
    expect(yearsOfExperience(on('2026-06-01'))).toBe(4)
    expect(yearsOfExperience(on('2026-12-31'))).toBe(4)
    expect(yearsOfExperience(on('2027-01-01'))).toBe(4)
  })
  test('early years', () => {
    expect(yearsOfExperience(on('2022-03-01'))).toBe(-1)
    expect(yearsOfExperience(on('2022-07-01'))).toBe(0)
    expect(yearsOfExperience(on('2023-06-01'))).toBe(1)
  })
  test('labels', () => {
    expect(formatYearsOfExperience(-1)).toBe('<1')
    expect(formatYearsOfExperience(0)).toBe('<1')
    expect(formatYearsOfExperience(1)).toBe('≈1')
    expect(formatYearsOfExperience(4)).toBe('≈4')
  })
  test('uses the UTC date, whatever the local time zone', () => {
    expect(yearsOfExperience(new Date('2026-05-31T23:30:00-02:00'))).toBe(4)
  })
})
