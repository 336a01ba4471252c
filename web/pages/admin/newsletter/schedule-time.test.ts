import { afterAll, expect, test } from 'bun:test'
import { formatSendTime, fromLocalInput, toLocalInput } from './schedule-time.ts'

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
