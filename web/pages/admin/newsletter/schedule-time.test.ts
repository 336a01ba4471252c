import { afterAll, expect, test } from 'bun:test'
import {
  formatSendTime,
  fromLocalInput,
  fromZonedInput,
  timeZoneChoices,
  toLocalInput,
  toZonedInput,
} from './schedule-time.ts'

/*
 * The owner picks a wall-clock time in their browser's zone; the server keeps the instant (decision 234).
 * These run with the process in Berlin, as a browser there would.
 */
const zone = process.env.TZ
process.env.TZ = 'Europe/Berlin'
afterAll(() => {
  process.env.TZ = zone
})

test('a picked date and time is read in the local zone, daylight saving included', () => {
  expect(fromLocalInput('2026-12-03T09:00')?.toISOString()).toBe('2026-12-03T08:00:00.000Z')
  // Summer time: Berlin is two hours ahead.
  expect(fromLocalInput('2026-07-03T09:00')?.toISOString()).toBe('2026-07-03T07:00:00.000Z')
  expect(toLocalInput(new Date('2026-07-03T07:00:00Z'))).toBe('2026-07-03T09:00')
  expect(fromLocalInput('')).toBeNull()
  expect(fromLocalInput('next tuesday')).toBeNull()
})

test('a send time is shown in the named zone, the zone written after it', () => {
  expect(formatSendTime('2026-12-03T08:00:00Z', 'Europe/Berlin')).toBe(
    'Thursday 3 December 2026 at 09:00 (Europe/Berlin)',
  )
  expect(formatSendTime('2026-07-03T08:05:00Z', 'America/New_York')).toBe(
    'Friday 3 July 2026 at 04:05 (America/New_York)',
  )
  // A zone nobody knows (a form posted by hand) falls back to UTC, and says so.
  expect(formatSendTime('2026-12-03T08:00:00Z', 'Mars/Olympus')).toBe(
    'Thursday 3 December 2026 at 08:00 (UTC)',
  )
})

test('without script, a date and time is read in the zone the owner picked, whatever the server runs in', () => {
  expect(fromZonedInput('2026-12-03T09:00', 'America/New_York')).toBe('2026-12-03T14:00:00.000Z')
  expect(fromZonedInput('2026-07-03T09:00', 'Asia/Kolkata')).toBe('2026-07-03T03:30:00.000Z')
  expect(fromZonedInput('2026-12-03T09:00', 'UTC')).toBe('2026-12-03T09:00:00.000Z')
  expect(toZonedInput(new Date('2026-12-03T14:00:00Z'), 'America/New_York')).toBe('2026-12-03T09:00')
  // 02:30 on 8 March 2026 does not happen in New York (clocks go from 02:00 to 03:00), nor 31 February.
  expect(fromZonedInput('2026-03-08T02:30', 'America/New_York')).toBe('')
  expect(fromZonedInput('2026-02-31T09:00', 'UTC')).toBe('')
  expect(fromZonedInput('2026-12-03T09:00', 'Mars/Olympus_Mons')).toBe('')
  expect(fromZonedInput('tomorrow', 'UTC')).toBe('')
})

test('the zones offered without script start with UTC and name each once', () => {
  const zones = timeZoneChoices()
  expect(zones[0]).toBe('UTC')
  expect(zones).toContain('Europe/Berlin')
  expect(new Set(zones).size).toBe(zones.length)
})
