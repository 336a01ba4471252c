import { TZDate } from '@date-fns/tz'

/**
 * Scheduled sends in the owner's time (docs/decisions/234). The server keeps instants (UTC); the owner's
 * time zone is their browser's, named on screen beside every time so nobody schedules in a zone they did
 * not mean. The composer turns the date and time picked (a `datetime-local` value, which has no zone) into
 * an instant here, in the browser, which knows its own zone and its daylight-saving rules. Without
 * script the page cannot know that zone: the owner picks one, and the action reads the time in it.
 */

/** The browser's IANA time zone ('Europe/Berlin'); 'UTC' when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A `datetime-local` value for `date` in the browser's zone: '2026-12-03T09:00'. */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`

/** The instant of a `datetime-local` value read in the browser's zone; null for an empty or bad value. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A `datetime-local` value for `date` as a clock in `timeZone` shows it. */
export const toZonedInput = (date: Date, timeZone: string) => toLocalInput(new TZDate(date, timeZone))

/**
 * The instant (ISO, UTC) a `datetime-local` value names in `timeZone`; '' for a bad value, an unknown
 * zone, or a time that does not exist there (31 February, the hour skipped when clocks go forward).
 */
export function fromZonedInput(value: string, timeZone: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!parts) return ''
  const [year, month, day, hour, minute] = parts.slice(1).map(Number)
  const date = TZDate.tz(timeZone, year!, month! - 1, day!, hour!, minute!)
  if (Number.isNaN(date.getTime()) || toZonedInput(date, timeZone) !== value) return ''
  return new Date(date.getTime()).toISOString()
}

/** The zones a form without script offers, UTC first (the engine's own list, which may lack it). */
export const timeZoneChoices = () => [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC'),
]

/**
 * 'Thursday 3 December 2026 at 09:00 (Europe/Berlin)': an instant in the given zone, the zone named.
 * An unknown zone (a form posted from elsewhere) falls back to UTC, still named.
 */
export function formatSendTime(iso: string, timeZone = browserTimeZone()): string {
  const date = new Date(iso)
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: zone,
    })
      .format(date)
      .replace(/, (\d{2}:\d{2})$/, ' at $1')
      .replace(/^(\w+),? /, '$1 ')
  try {
    return `${format(timeZone)} (${timeZone})`
  } catch {
    return `${format('UTC')} (UTC)`
  }
}
