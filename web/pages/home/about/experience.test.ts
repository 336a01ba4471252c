import { describe, expect, test } from 'bun:test'
import { DEFAULT_CAREER_START } from '../../../../src/shared/site.ts'
import { formatYearsOfExperience, yearsOfExperience as yearsFrom } from './experience.ts'

/** The spec's rule is the default career start. */
const yearsOfExperience = (now: Date) => yearsFrom(now, DEFAULT_CAREER_START)

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
  test('another career start counts whole years from that day', () => {
    expect(yearsFrom(on('2026-03-14'), '2019-03-15')).toBe(6)
    expect(yearsFrom(on('2026-03-15'), '2019-03-15')).toBe(7)
    expect(yearsFrom(on('2026-11-24'), '2026-01-01')).toBe(0)
  })
  test('uses the UTC date, whatever the local time zone', () => {
    expect(yearsOfExperience(new Date('2026-05-31T23:30:00-02:00'))).toBe(4)
  })
})
