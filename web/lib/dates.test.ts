import { expect, test } from 'bun:test'
import { dateTimeAttribute } from './dates.ts'

test('a <time dateTime> gets ISO 8601 in UTC, from a string or a Date alike', () => {
  expect(dateTimeAttribute('2026-11-24T18:00:00Z')).toBe('2026-11-24T18:00:00.000Z')
  expect(dateTimeAttribute('2026-11-24T19:00:00+01:00')).toBe('2026-11-24T18:00:00.000Z')
  // What the server once printed: a Date through toString().
  expect(dateTimeAttribute(new Date(Date.UTC(2026, 10, 26, 11, 16, 5)))).toBe('2026-11-26T11:16:05.000Z')
})

test('an unreadable value gives no attribute rather than an invalid one', () => {
  expect(dateTimeAttribute('not a date')).toBeUndefined()
})
