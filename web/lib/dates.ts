/**
 * The machine-readable value of every `<time dateTime>`: ISO 8601 in UTC, whatever the timestamp arrived
 * as. An unreadable value gives no attribute rather than an invalid one.
 */
export function dateTimeAttribute(value: string | Date): string | undefined {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
